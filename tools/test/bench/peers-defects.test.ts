// The peers benchmark's mixed recording (tools/bench/sections/peers.ts) plants defects and counts
// which contender flags them: that count means something only if each planted exchange really
// breaks the contract, and nothing else does. conform, the reference, must flag every planted
// exchange with the rule its kind names, and pass every other one.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFECTS, plantDefects } from "../../bench/sections/peers.ts";
import { generateRecording } from "../../bench/recording/generate.ts";
import { run } from "../../src/conform/command.ts";
import { GENERATED } from "../../src/paths.ts";

const dir = mkdtempSync(path.join(tmpdir(), "peers-defects-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the peers benchmark's planted defects", () => {
  it("are each a finding of conform under the rule the kind names, and the other exchanges pass", async () => {
    const hars = generateRecording({ dir: path.join(dir, "valid"), exchanges: 1_200 }).filter((f) => f.format === "har");
    const docs = hars.map((f) => path.join(GENERATED, f.service, "openapi.json"));
    const mixed = plantDefects(
      hars.map((f) => f.file),
      docs,
      path.join(dir, "mixed"),
    );
    // Every kind is planted at least once in 800 HTTP exchanges, the rare ones included.
    expect(new Set(mixed.planted.values())).toEqual(new Set(DEFECTS.map((d) => d.kind)));

    const out = path.join(dir, "report.json");
    const exit = await run([...mixed.files, "--format", "json", "--out", out, "--jobs", "1"]);
    expect(exit).toBe(1);
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      results: Array<{ file: string; index: number; ok: boolean; violations: Array<{ rule: string }> }>;
    };
    expect(report.results).toHaveLength(800);
    const ruleOf = new Map(DEFECTS.map((d) => [d.kind, d.rule]));
    for (const r of report.results) {
      const kind = mixed.planted.get(`${path.basename(r.file)}:${r.index}`);
      const where = `${path.basename(r.file)} entry ${r.index}${kind ? ` (${kind})` : ""}`;
      if (kind)
        expect(
          r.violations.map((v) => v.rule),
          where,
        ).toContain(ruleOf.get(kind));
      else expect(r.violations, where).toEqual([]);
    }
  });
});
