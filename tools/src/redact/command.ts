/**
 * `contracts redact FILE --out COPY`: a sanitized copy of a recording (HAR or JSON Lines), with
 * card numbers masked to first six and last four and secrets, CVVs, passwords and credentials
 * redacted - everywhere in each entry (recording/redact.ts walks the whole document). The structure
 * is kept, so the copy can still be judged; x-verify is kept, and with `--secret` the judge's verdict
 * of a signature whose payload redaction altered is carried in the entry (recording/carried.ts,
 * signatures.ts).
 *
 * The copy is written to a temporary file beside COPY and renamed on success: COPY may not be the
 * recording itself (nor a link to it: exit 64), and a failed run leaves COPY as it was. An entry
 * that cannot be parsed, or that is beyond the limits (tools/src/limits.ts), is replaced by a
 * comment naming it: never copied. It runs under the same heap limit as `conform` (cli/main.ts).
 *
 * With `--jobs N` (N > 1) this thread cuts the recording into entries, unparsed, and N worker
 * threads (worker.ts, on recording/worker-pool.ts) parse and redact them with the same redactRecorded;
 * their text comes back and is written here in recording order, under this run's pseudonym key, so
 * the copy is byte for byte the one a single thread writes (tools/test/redact/jobs.test.ts).
 */
import { EXIT, InputError, UsageError } from "../errors.ts";
import { maskPansInText } from "../mask.ts";
import { pseudonymKey, redactRecorded } from "../recording/redact.ts";
import { jobsOption, parseArgs, single } from "../cli-args.ts";
import { readSmallFile } from "../small-file.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";
import { entries, formatOf, type RecordingFormat } from "../recording/open.ts";
import type { RawEntry } from "../recording/entry.ts";
import { LineTally } from "../recording/jsonl-reader.ts";
import { OrderedPool, siblingScript } from "../recording/worker-pool.ts";
import type { RedactedEntry, RedactSetup } from "./worker.ts";
import { Out } from "../output.ts";
import { signaturesOf } from "./signatures.ts";

const USAGE = `usage: contracts redact FILE --out COPY [--secret HEX | --secret-file FILE] [--jobs N]   (COPY: a new file, never the recording itself)
  --secret   the merchant secret (hex): where redaction alters a payload x-verify signs, the signature is
             verified first and the verdict carried in the entry (_contract), so conform --secret can
             still judge it; prefer --secret-file FILE or the environment variable CONTRACTS_SECRET
  --jobs     redact on N worker threads (1 to 64); the copy is the same byte for byte as with one. Default:
             every core for a recording of 64 MiB or more, else one`;

/**
 * The merchant secret as conform and certify take it (conform/args.ts): --secret HEX, the first line
 * of --secret-file FILE, or CONTRACTS_SECRET, with its signer (the workers of --jobs make theirs from
 * the hex). No message shows its value.
 */
function secretOption(
  flag: string | undefined,
  file: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { signer: Signer | undefined; secret: string | undefined } {
  if (flag !== undefined && file !== undefined) throw new UsageError(`give --secret or --secret-file, not both\n${USAGE}`);
  let secret = flag ?? (env.CONTRACTS_SECRET || undefined);
  if (file !== undefined) {
    const read = readSmallFile(file, 4096);
    if (!read.bytes)
      throw new InputError(`redact: --secret-file ${file}: cannot read it as a small regular file; write the hex secret to a file and give its path`);
    secret = read.bytes.toString("utf8").split(/\r?\n/, 1)[0]!.trim();
  }
  if (secret === undefined) return { signer: undefined, secret };
  try {
    return { signer: hmacSha256Signer(secret), secret };
  } catch (e) {
    throw new UsageError(`${flag !== undefined ? "--secret" : file !== undefined ? `--secret-file ${file}` : "CONTRACTS_SECRET"}: ${(e as Error).message}`);
  }
}

/** The entries of the recording redacted on this thread, in order. */
async function* onThisThread(
  file: string,
  format: RecordingFormat,
  signer: Signer | undefined,
): AsyncGenerator<Pick<RedactedEntry, "index" | "text" | "left">[]> {
  const signedOf = signaturesOf(signer);
  for await (const batch of entries(file, format)) yield batch.map((raw) => ({ index: raw.index, ...redactRecorded(format, raw, signedOf) }));
}

/**
 * The entries redacted on the pool's workers, in order: cut out here unparsed, parsed and redacted
 * there. The check the JSON Lines reader makes when it parses ("none of its lines is JSON") is made
 * here from what the workers learnt.
 */
async function* onWorkers(pool: OrderedPool<RawEntry, RedactedEntry[]>, file: string, format: RecordingFormat): AsyncGenerator<RedactedEntry[]> {
  const lines = new LineTally();
  for await (const redacted of pool.map(entries(file, format, { parse: false }))) {
    for (const r of redacted) lines.add(r.parsed, r.problem);
    yield redacted;
  }
  const none = format === "jsonl" ? lines.noJsonLine(file) : undefined;
  if (none) throw none;
}

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["out", "secret", "secret-file", "jobs"], flags: ["help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length !== 1) throw new UsageError(`give exactly one recording\n${USAGE}`);
  const outFile = single(p, "out", USAGE);
  if (!outFile) throw new UsageError(`--out COPY is required (the sanitized copy is never written over the original)\n${USAGE}`);
  const jobs = jobsOption(p, USAGE, p.positional);
  const file = p.positional[0]!;
  const { signer, secret } = secretOption(single(p, "secret", USAGE), single(p, "secret-file", USAGE));
  let format: RecordingFormat;
  try {
    format = await formatOf(file);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.message.replace(/^conform:/, "redact:"));
    throw e;
  }
  const out = await Out.open(outFile, { inputs: [file] });
  let pool: OrderedPool<RawEntry, RedactedEntry[]> | undefined;
  let n = 0;
  let left = 0;
  try {
    if (jobs > 1) {
      const setup: RedactSetup = { format, key: pseudonymKey(), secret };
      pool = new OrderedPool(siblingScript(import.meta.url, "./worker"), jobs, setup);
    }
    if (format === "har") out.write('{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "contracts redact", "version": "1"},\n    "entries": [');
    let line = 0;
    for await (const batch of pool ? onWorkers(pool, file, format) : onThisThread(file, format, signer))
      for (const r of batch) {
        if (r.left) left++;
        if (format === "har") out.write((n ? ",\n      " : "\n      ") + r.text);
        else {
          // Blank lines keep their place, so every line of the copy is the line of the recording.
          while (line < r.index) {
            out.write("\n");
            line++;
          }
          out.write(`${r.text}\n`);
          line++;
        }
        n++;
        await out.maybeFlush();
      }
    if (format === "har") out.write("\n    ]\n  }\n}\n");
    await out.close();
  } catch (e) {
    await out.abort(); // the temporary copy is removed; COPY is left as it was
    if (e instanceof InputError) throw new InputError(e.message.replace(/^conform:/, "redact:"));
    throw e;
  } finally {
    await pool?.close();
  }
  process.stderr.write(
    maskPansInText(
      `redact: ${n} exchange(s) written to ${outFile}${left ? `; ${left} entr${left === 1 ? "y" : "ies"} left out (unreadable or beyond the limits), each replaced by a comment` : ""}\n`,
    ),
  );
  return EXIT.ok;
}
