/**
 * `contracts merge PART... [--format text|json|junit] [--out FILE] [--report FORMAT=FILE]... [--verbose]`:
 * the partial results of `contracts conform --shard I/N` (part.ts), all N of them in any order,
 * made into the report one `contracts conform` run over all the files writes, byte for byte: the
 * parts' judged entries are settled here in recording order, the sequence rules running across
 * them as in one run (runner.ts settleFiles).
 *
 * Parts are checked before any report is opened: each must be a complete part of this format
 * version, written by this toolkit version with this contract (generated/), with the same
 * judging options, shard count and files (path, size, hash of the first and last MiB), one part
 * per shard. While they are read, each part must start where the one before it says the next
 * entry starts. Any of that wrong: exit 2, naming the part; a report already begun is removed.
 *
 * Exit codes: 0 every exchange conforms, 1 a violation, 2 an unusable recording file or part, 64 usage.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs, single } from "../cli-args.ts";
import { contractIdentity } from "../contract/index.ts";
import { EXIT, InputError, UsageError } from "../errors.ts";
import { escapeControls } from "../markup.ts";
import { maskPansInText } from "../mask.ts";
import { decodeBatch, type WorkerJudged } from "./judged-batch.ts";
import { batchFromJson, type BatchJson, PART_FORMAT, PART_VERSION, type PartHeader, type PartLine } from "./part.ts";
import { openReports, reportTargets } from "./report/outputs.ts";
import type { Format } from "./report/sink.ts";
import { type JudgedFile, Runner } from "./runner.ts";

export const USAGE = `usage: contracts merge PART... [--format text|json|junit] [--out FILE] [--report FORMAT=FILE]... [--verbose]
  PART          a partial result of \`contracts conform FILE... --shard I/N --out PART\`: give all N of them
  --format      report format (default text); --out writes it to a file instead of stdout
  --report      also write a report in FORMAT (text, json, junit) to FILE (repeatable)
  The report is the one \`contracts conform FILE...\` writes over the same files (sequence rules across parts included).`;

/** A part that cannot be merged: exit 2 with a message naming it (never an InputError: that is a recording file's). */
export class PartError extends Error {}

/** One part being read, line by line. */
class PartReader {
  private readonly lines: AsyncIterator<string>;
  line = 0;
  constructor(readonly file: string) {
    const stream = createReadStream(file, { encoding: "utf8" });
    stream.on("error", () => {}); // raised by the iterator
    this.lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  }

  async next(): Promise<Record<string, unknown>> {
    let r: IteratorResult<string>;
    try {
      r = await this.lines.next();
    } catch (e) {
      throw new PartError(`merge: ${this.file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); check the path`);
    }
    this.line++;
    if (r.done)
      throw new PartError(`merge: ${this.file}: it ends at line ${this.line} before its last line (was it cut short?); write it again with conform --shard`);
    try {
      const value: unknown = JSON.parse(r.value);
      if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("not a JSON object");
      return value as Record<string, unknown>;
    } catch (e) {
      const why = (e as Error).message.split("\n", 1)[0];
      if (this.line === 1)
        throw new PartError(
          `merge: ${this.file}: not a part of conform --shard (its first line is not a JSON object: ${why}); give the parts conform --shard wrote`,
        );
      throw new PartError(`merge: ${this.file}: line ${this.line} is not a JSON object (${why}); give the parts conform --shard wrote`);
    }
  }

  close(): void {
    void this.lines.return?.();
  }
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** The header of a part, checked for its shape. */
function header(file: string, h: Record<string, unknown>): PartHeader {
  const bad = (what: string): never => {
    throw new PartError(`merge: ${file}: ${what}; give the parts contracts conform --shard I/N --out PART wrote`);
  };
  if (h.format !== PART_FORMAT) bad(`not a part of conform --shard (line 1 has no "format": "${PART_FORMAT}")`);
  if (h.version !== PART_VERSION) bad(`a part of format version ${JSON.stringify(h.version)}, this merge reads version ${PART_VERSION}`);
  const x = h as unknown as PartHeader;
  if (!x.toolkit || typeof x.toolkit.version !== "string" || !x.contract || typeof x.contract.generatedSha256 !== "string")
    bad("its header has no toolkit or contract");
  if (!x.shard || !isInt(x.shard.index) || !isInt(x.shard.count) || x.shard.index < 1 || x.shard.index > x.shard.count) bad("its header has no shard I/N");
  if (!Array.isArray(x.files) || x.files.some((f) => typeof f?.path !== "string" || !isInt(f.size) || typeof f.headTailSha256 !== "string"))
    bad("its header has no files");
  if (!Array.isArray(x.touched) || x.touched.some((t) => !isInt(t) || t >= x.files.length)) bad("its header has no touched files");
  if (!x.judging || typeof x.judging.secret !== "boolean") bad("its header has no judging options");
  return x;
}

const describe = (h: PartHeader): string => `${h.toolkit.package} ${h.toolkit.version}, generated/ sha256 ${h.contract.generatedSha256.slice(0, 12)}`;

/** The parts, checked against each other and this toolkit, in shard order. */
async function openParts(files: readonly string[]): Promise<Array<{ reader: PartReader; header: PartHeader }>> {
  const parts: Array<{ reader: PartReader; header: PartHeader }> = [];
  const mine = contractIdentity();
  for (const file of files) {
    const reader = new PartReader(file);
    parts.push({ reader, header: header(file, await reader.next()) });
  }
  const [a] = parts;
  const ref = a!.header;
  for (const { reader, header: h } of parts) {
    if (h.toolkit.version !== mine.version || h.contract.generatedSha256 !== mine.generatedSha256)
      throw new PartError(
        `merge: ${reader.file}: written by ${describe(h)}; this merge is ${mine.package} ${mine.version}, generated/ sha256 ${mine.generatedSha256.slice(0, 12)}: judge and merge with the same toolkit and contract`,
      );
    if (h.shard.count !== ref.shard.count)
      throw new PartError(
        `merge: ${reader.file}: shard ${h.shard.index}/${h.shard.count}, but ${a!.reader.file} is ${ref.shard.index}/${ref.shard.count}: give the parts of one sharded run`,
      );
    if (JSON.stringify(h.judging) !== JSON.stringify(ref.judging))
      throw new PartError(
        `merge: ${reader.file}: judged with other options than ${a!.reader.file} (--base-path ${h.judging.basePath ?? "none"} against ${ref.judging.basePath ?? "none"}, --secret ${h.judging.secret ? "given" : "not given"} against ${ref.judging.secret ? "given" : "not given"}): judge every shard alike`,
      );
    const files = JSON.stringify(h.files);
    if (files !== JSON.stringify(ref.files)) {
      const i = h.files.findIndex((f, k) => JSON.stringify(f) !== JSON.stringify(ref.files[k]));
      const mineF = h.files[i];
      const theirs = ref.files[i];
      const what =
        !mineF || !theirs
          ? `${h.files.length} file(s) against ${ref.files.length}`
          : mineF.path !== theirs.path
            ? `file ${i + 1} is ${mineF.path}, there ${theirs.path}`
            : mineF.size !== theirs.size
              ? `${mineF.path} has ${mineF.size} bytes, there ${theirs.size}`
              : `${mineF.path} differs in its first or last MiB`;
      throw new PartError(
        `merge: ${reader.file} is a part of another recording than ${a!.reader.file} (${what}): give the parts of one sharded run over the same files`,
      );
    }
  }
  const byIndex = new Map<number, string>();
  for (const { reader, header: h } of parts) {
    const other = byIndex.get(h.shard.index);
    if (other !== undefined)
      throw new PartError(`merge: shard ${h.shard.index}/${h.shard.count} is given twice (${other} and ${reader.file}): give each part once`);
    byIndex.set(h.shard.index, reader.file);
  }
  const missing = Array.from({ length: ref.shard.count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length)
    throw new PartError(
      `merge: shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${ref.shard.count}`).join(", ")} missing (given: ${[...byIndex].map(([i, f]) => `${i}/${ref.shard.count} ${f}`).join(", ")}): give all ${ref.shard.count} parts`,
    );
  return parts.sort((x, y) => x.header.shard.index - y.header.shard.index);
}

type Part = { reader: PartReader; header: PartHeader };

/** A part's next line, of the kind expected. */
async function expect<K extends string>(part: Part, key: K, file?: number): Promise<Extract<PartLine, Record<K, unknown>>> {
  const line = await part.reader.next();
  if (!(key in line) || (file !== undefined && (line as Record<string, unknown>)[key] !== file))
    throw new PartError(
      `merge: ${part.reader.file}: line ${part.reader.line} is not the "${key}" line expected there (the part is damaged); write it again with conform --shard`,
    );
  return line as Extract<PartLine, Record<K, unknown>>;
}

/** The recording's files, each with its judged entries read from the parts that hold them, in order. */
async function* judgedFiles(parts: Part[]): AsyncGenerator<JudgedFile> {
  const files = parts[0]!.header.files;
  for (const [f, { path: file }] of files.entries()) {
    const holders = parts.filter((p) => p.header.touched.includes(f));
    if (holders.length === 0)
      throw new PartError(`merge: no part holds ${file}: the parts were made by different plans; write them again with conform --shard`);
    /** Each holder's segment: its first line, then its batches, read to its end line. */
    const segments = holders.map((part) => ({ part, start: undefined as Extract<PartLine, { segment: number }> | undefined, ended: false }));
    const begin = async (s: (typeof segments)[number]): Promise<Extract<PartLine, { segment: number }>> => (s.start ??= await expect(s.part, "segment", f));
    /** A segment's next line: a batch, a problem, or undefined at its end line. */
    const nextLine = async (s: (typeof segments)[number]): Promise<Record<string, unknown> | undefined> => {
      const line = await s.part.reader.next();
      if ("end" in line && line.end === f) {
        s.ended = true;
        (s as { end?: unknown }).end = line;
        return undefined;
      }
      if ("batch" in line || "problem" in line) return line;
      throw new PartError(
        `merge: ${s.part.reader.file}: line ${s.part.reader.line} is not a line of a segment of ${file} (the part is damaged); write it again with conform --shard`,
      );
    };
    const first = await begin(segments[0]!);
    async function* batches(): AsyncGenerator<WorkerJudged[]> {
      let previous: { file: string; end: Extract<PartLine, { end: number }> } | undefined;
      for (const s of segments) {
        const start = await begin(s);
        if ("error" in start) throw new InputError(start.error);
        if (previous && (start.start !== previous.end.next || start.index !== previous.end.nextIndex))
          throw new PartError(
            `merge: ${s.part.reader.file} does not follow on from ${previous.file} in ${file} (its first entry is at byte ${start.start}, number ${start.index}; the part before says byte ${previous.end.next}, number ${previous.end.nextIndex}): the parts are of different recordings`,
          );
        for (let line = await nextLine(s); line; line = await nextLine(s)) {
          if ("batch" in line) yield decodeBatch(batchFromJson(line.batch as BatchJson), file);
          else throw new InputError(String(line.problem));
        }
        previous = { file: s.part.reader.file, end: (s as { end?: Extract<PartLine, { end: number }> }).end! };
      }
    }
    yield { file, format: "error" in first ? new InputError(first.error) : first.format, batches: batches() };
    // What of the file was not read (it became unusable): read past, to each holder's end line.
    for (const s of segments) {
      const start = await begin(s);
      if ("error" in start) continue;
      while (!s.ended) await nextLine(s);
    }
  }
  for (const p of parts) await expect(p, "done");
}

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["format", "out", "report"], flags: ["verbose", "help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length === 0) throw new UsageError(`no part given\n${USAGE}`);
  const format = (single(p, "format", USAGE) ?? "text") as Format;
  if (!["text", "json", "junit"].includes(format)) throw new UsageError(`--format must be text, json or junit\n${USAGE}`);
  const targets = reportTargets(format, single(p, "out", USAGE), p.values.get("report") ?? [], USAGE);
  let parts: Part[];
  try {
    parts = await openParts(p.positional);
  } catch (e) {
    if (!(e instanceof PartError)) throw e;
    process.stderr.write(`${escapeControls(maskPansInText(e.message))}\n`);
    return EXIT.input;
  }
  const { sink, outs } = await openReports(targets, p.positional, p.flags.has("verbose"));
  try {
    const outcome = await new Runner({ sink }).settleFiles(judgedFiles(parts));
    if (outcome.unusableFiles > 0) return EXIT.input;
    return outcome.summary.failed > 0 ? EXIT.findings : EXIT.ok;
  } catch (e) {
    for (const o of outs) await o.abort(); // a report cut short is not left behind as if complete
    if (!(e instanceof PartError)) throw e;
    process.stderr.write(`${escapeControls(maskPansInText(e.message))}\n`);
    return EXIT.input;
  } finally {
    for (const part of parts) part.reader.close();
  }
}
