// Freshness test of the generated case tables (optimizer and terminal): the committed tables must be exactly
// what the generators (tools/test/contracts/generate/) write now. When it fails, run `npm run -s cases`
// (after `make`), review the diff and commit the tables.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CASES_DIR, GENERATED_SERVICES, writeCaseTables } from "./generate/tables.ts";

const scratch = mkdtempSync(path.join(os.tmpdir(), "cases-fresh-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const HINT = "case tables out of step with their generators: run `npm run -s cases` and commit the tables";

/** Tables whose text differs between two case folders, and tables present in only one of them. */
function staleTables(fresh: string, committed: string): { changed: string[]; missing: string[]; leftover: string[] } {
  const list = (dir: string): string[] =>
    GENERATED_SERVICES.flatMap((s) =>
      readdirSync(path.join(dir, s))
        .filter((f) => f.endsWith(".json"))
        .map((f) => `${s}/${f}`),
    ).sort();
  const a = list(fresh);
  const b = new Set(list(committed));
  return {
    changed: a.filter((f) => b.has(f) && readFileSync(path.join(fresh, f), "utf8") !== readFileSync(path.join(committed, f), "utf8")),
    missing: a.filter((f) => !b.has(f)),
    leftover: [...b].filter((f) => !a.includes(f)),
  };
}

describe("generated case tables are fresh", () => {
  const fresh = path.join(scratch, "fresh");
  const written = writeCaseTables(fresh);

  it("a fresh run equals the committed tables (no changed, missing or leftover table)", () => {
    expect(written.length).toBeGreaterThan(0);
    expect(staleTables(fresh, CASES_DIR), HINT).toEqual({ changed: [], missing: [], leftover: [] });
  });

  it("the comparison catches a changed, a missing and a leftover table", () => {
    const edited = path.join(scratch, "edited");
    writeCaseTables(edited);
    const [first, second] = written;
    rmSync(path.join(edited, first!));
    writeFileSync(path.join(edited, second!), "[]\n");
    writeFileSync(path.join(edited, "terminal", "stale.json"), "[]\n");
    expect(staleTables(fresh, edited)).toEqual({ changed: [second], missing: [first], leftover: ["terminal/stale.json"] });
  });
});
