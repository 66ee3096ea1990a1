// Issue 41: `conform --shard I/N --out PART` on N machines and `contracts merge PART...` give the
// report one run gives, byte for byte in json, text and junit, the sequence rules running across
// the parts; and merge refuses, with exit 2 and a one-line message naming the part, parts of
// another recording or version, a missing or twice-given shard, and a damaged part, leaving no
// report behind. The recording: 30,000 exchanges of the benchmark's generator, about 45 % of them
// with a defect, with sequences of the conformance cases spliced in so that each starts in one
// shard and ends in the next (a token issued in part 1 and used expired in part 2, an order created
// in part 2 and over-refunded in part 3).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateRecording } from "../../bench/recording/generate.ts";
import { run as conform } from "../../src/conform/command.ts";
import { run as merge } from "../../src/conform/merge.ts";
import { segmentStart } from "../../src/conform/plan.ts";
import { publishedSchema } from "../conform/support/schemas.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue-41-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command's exit code and what it wrote to stderr. */
async function capture(command: (args: string[]) => Promise<number>, args: string[]): Promise<{ exit: number; stderr: string }> {
  let stderr = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  });
  try {
    return { exit: await command(args), stderr };
  } finally {
    spy.mockRestore();
  }
}

const cases = path.resolve(import.meta.dirname, "../../../conformance/cases");
const caseEntries = (name: string): string[] =>
  (JSON.parse(readFileSync(path.join(cases, name), "utf8")).log.entries as unknown[]).map((e) => JSON.stringify(e, null, 2));

/** A generated HAR file with `first` right after its entries array opens and `rest` right before it closes. */
function splice(file: string, first: string[], rest: string[]): void {
  const text = readFileSync(file, "utf8");
  const open = text.indexOf("[\n") + 2;
  const close = text.lastIndexOf("\n    ]");
  writeFileSync(
    file,
    `${text.slice(0, open)}${first.map((e) => `${e},\n`).join("")}${text.slice(open, close)}${rest.map((e) => `,\n${e}`).join("")}${text.slice(close)}`,
  );
}

let files: string[] = [];
const report = (name: string) => path.join(dir, name);
const reports = (stem: string) => [
  "--format",
  "json",
  "--out",
  report(`${stem}.json`),
  "--report",
  `text=${report(`${stem}.txt`)}`,
  "--report",
  `junit=${report(`${stem}.xml`)}`,
];
const parts = [1, 2, 3].map((i) => report(`part-${i}.jsonl`));

beforeAll(async () => {
  const generated = generateRecording({ dir: path.join(dir, "rec"), exchanges: 30_000, brokenShare: 0.45 });
  files = generated.map((f) => f.file);
  const [affordability, optimizer, terminal] = files as [string, string, string];
  // Affordability: the token of the expired-token case issued first, used at the file's end (the
  // 1/3 boundary falls inside this file). Optimizer: the order of the over-refund case and the
  // token of the reuse case first, payments and refund at the end (the 2/3 boundary is inside it).
  const expired = caseEntries("affordability/seq-token-expired.har");
  splice(affordability, expired.slice(0, 1), expired.slice(1));
  const refund = caseEntries("optimizer/seq-refund-exceeds-order.har");
  const reused = caseEntries("optimizer/seq-token-reused.har");
  splice(optimizer, [refund[0]!, reused[0]!], [...refund.slice(1), ...reused.slice(1)]);
  const followup = readFileSync(path.join(cases, "terminal/seq-status-followup-missing.jsonl"), "utf8").split("\n").filter(Boolean);
  writeFileSync(terminal, `${followup[0]}\n${readFileSync(terminal, "utf8")}${followup.slice(1).join("\n")}\n`);
}, 60_000);

describe("three shards merged give one run's report", () => {
  it("byte for byte in json, text and junit, with sequences across the shards", async () => {
    const one = await capture(conform, [...files, "--jobs", "1", ...reports("one")]);
    // Shard 2 on worker threads, the others on one thread (as on machines of one core).
    for (const [i, part] of parts.entries()) {
      const r = await capture(conform, [...files, "--shard", `${i + 1}/3`, "--out", part, "--jobs", i === 1 ? "2" : "1"]);
      expect(r, `shard ${i + 1}`).toEqual({ exit: 0, stderr: "" });
    }
    // Every line of every part follows the published schema.
    const line = publishedSchema("part.schema.json");
    for (const part of parts) {
      const lines = readFileSync(part, "utf8").trimEnd().split("\n");
      for (const [n, l] of lines.entries()) expect(line(JSON.parse(l)), `${path.basename(part)} line ${n + 1}: ${JSON.stringify(line.errors)}`).toBe(true);
    }
    const merged = await capture(merge, [parts[2]!, parts[0]!, parts[1]!, ...reports("merged")]);
    expect(merged.exit).toBe(1);
    expect(merged.exit).toBe(one.exit);
    expect(merged.stderr).toBe(one.stderr);
    for (const ext of ["json", "txt", "xml"]) expect(readFileSync(report(`merged.${ext}`), "utf8"), ext).toBe(readFileSync(report(`one.${ext}`), "utf8"));

    // The sequences crossed the shards: the expired token's use and the over-refund lie in a later
    // part than the entry that issued the token or created the order.
    const result = JSON.parse(readFileSync(report("one.json"), "utf8")) as {
      results: Array<{ file: string; index: number; violations: Array<{ rule: string }> }>;
    };
    const rules = new Set(result.results.flatMap((r) => r.violations.map((v) => v.rule)));
    for (const rule of ["seq-token-expired", "seq-refund-exceeds-order", "seq-token-origin", "seq-status-followup"]) expect(rules, rule).toContain(rule);
    const firstIndex = (part: string, file: number): number => {
      const line = readFileSync(part, "utf8")
        .split("\n")
        .map((l) => (l ? JSON.parse(l) : {}))
        .find((l) => l.segment === file && "index" in l);
      return line.index as number;
    };
    const found = (file: string, rule: string) =>
      result.results.filter((r) => r.file === file && r.violations.some((v) => v.rule === rule)).map((r) => r.index);
    expect(Math.min(...found(files[0]!, "seq-token-expired"))).toBeGreaterThanOrEqual(firstIndex(parts[1]!, 0));
    expect(Math.min(...found(files[1]!, "seq-refund-exceeds-order"))).toBeGreaterThanOrEqual(firstIndex(parts[2]!, 1));
    // The byte layout put those files across the boundaries, as the comments above say.
    const sizes = files.map((f) => statSync(f).size);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(segmentStart(total, 1, 3)).toBeLessThan(sizes[0]!);
    expect(segmentStart(total, 2, 3)).toBeGreaterThan(sizes[0]!);
    expect(segmentStart(total, 2, 3)).toBeLessThan(sizes[0]! + sizes[1]!);
  }, 120_000);

  describe("merge refuses what is not the parts of one run: exit 2, one line naming the part, no report", () => {
    const refused = async (given: string[], message: RegExp) => {
      const out = report("refused.json");
      rmSync(out, { force: true });
      const r = await capture(merge, [...given, "--format", "json", "--out", out]);
      expect(r.exit).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    };
    const altered = (from: string, name: string, change: (lines: string[]) => string[]): string => {
      const file = report(name);
      writeFileSync(file, change(readFileSync(from, "utf8").split("\n")).join("\n"));
      return file;
    };

    it("a shard missing, a shard given twice", async () => {
      await refused([parts[0]!, parts[2]!], /^merge: shard 2\/3 missing \(given: 1\/3 .*part-1\.jsonl, 3\/3 .*part-3\.jsonl\): give all 3 parts$/m);
      await refused([parts[0]!, parts[1]!, parts[1]!, parts[2]!], /shard 2\/3 is given twice \(.*part-2\.jsonl and .*part-2\.jsonl\)/);
    });

    it("a part of another recording: other files, or the same files changed since", async () => {
      const other = path.join(dir, "other");
      const small = generateRecording({ dir: other, exchanges: 3_000 }).map((f) => f.file);
      const foreign = report("foreign-2.jsonl");
      expect(await capture(conform, [...small, "--shard", "2/3", "--out", foreign, "--jobs", "1"])).toEqual({ exit: 0, stderr: "" });
      await refused(
        [parts[0]!, foreign, parts[2]!],
        /^merge: .*foreign-2\.jsonl is a part of another recording than .*part-1\.jsonl \(file 1 is .*other.*affordability\.har, there .*\): give the parts of one sharded run over the same files$/m,
      );
      // The same paths and sizes, other bytes: the header says the same, the parts do not follow on.
      const header = (p: string) => JSON.parse(readFileSync(p, "utf8").split("\n", 1)[0]!);
      const shifted = altered(parts[1]!, "shifted-2.jsonl", (lines) =>
        lines.map((l) => (l.startsWith('{"end":1,') ? l.replace(/"nextIndex":(\d+)/, (_, n) => `"nextIndex":${Number(n) + 1}`) : l)),
      );
      expect(header(shifted)).toEqual(header(parts[1]!));
      await refused(
        [parts[0]!, shifted, parts[2]!],
        /^merge: .*part-3\.jsonl does not follow on from .*shifted-2\.jsonl in .*optimizer\.har .*: the parts are of different recordings$/m,
      );
    });

    it("a part of another toolkit version or contract, or judged with other options", async () => {
      const version = altered(parts[1]!, "version-2.jsonl", ([h, ...rest]) => [h!.replace('"version":"0.1.0"', '"version":"0.0.9"'), ...rest]);
      await refused(
        [parts[0]!, version, parts[2]!],
        /^merge: .*version-2\.jsonl: written by @payments\/contracts 0\.0\.9, generated\/ sha256 [0-9a-f]{12}; this merge is @payments\/contracts 0\.1\.0/m,
      );
      const contract = altered(parts[1]!, "contract-2.jsonl", ([h, ...rest]) => [
        h!.replace(/"generatedSha256":"[0-9a-f]{64}"/, `"generatedSha256":"${"0".repeat(64)}"`),
        ...rest,
      ]);
      await refused([parts[0]!, contract, parts[2]!], /contract-2\.jsonl: written by .* generated\/ sha256 000000000000; this merge is/);
      const secret = altered(parts[1]!, "secret-2.jsonl", ([h, ...rest]) => [h!.replace('"secret":false', '"secret":true'), ...rest]);
      await refused(
        [parts[0]!, secret, parts[2]!],
        /secret-2\.jsonl: judged with other options than .*part-1\.jsonl \(.*--secret given against not given\): judge every shard alike/,
      );
    });

    it("a damaged part: cut short, a line that is not JSON, not a part at all", async () => {
      const cut = altered(parts[1]!, "cut-2.jsonl", (lines) => lines.slice(0, -3));
      await refused(
        [parts[0]!, cut, parts[2]!],
        /^merge: .*cut-2\.jsonl: it ends at line \d+ before its last line \(was it cut short\?\); write it again with conform --shard$/m,
      );
      const broken = altered(parts[1]!, "broken-2.jsonl", (lines) => lines.map((l, i) => (i === 3 ? l.slice(0, 40) : l)));
      await refused([parts[0]!, broken, parts[2]!], /^merge: .*broken-2\.jsonl: line 4 is not a JSON object \(.*\); give the parts conform --shard wrote$/m);
      await refused([files[0]!, parts[1]!, parts[2]!], /affordability\.har: not a part of conform --shard/);
    });
  });
});
