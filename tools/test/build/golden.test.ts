// Golden test: generated/ must be exactly what `make` builds from spec/ now. When it fails,
// run `make` and commit generated/ (never edit generated/ by hand).
import { mkdtempSync, rmSync, cpSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildAll } from "../../src/build/all.ts";
import { compareTrees } from "../../src/build/tree.ts";
import { GENERATED } from "../../src/paths.ts";

const scratch = mkdtempSync(path.join(os.tmpdir(), "golden-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("generated/ is in step with spec/", () => {
  it("a fresh build equals the committed generated/ (no changed, missing or leftover file)", async () => {
    const fresh = path.join(scratch, "fresh");
    await buildAll(fresh);
    expect(compareTrees(fresh, GENERATED)).toEqual({ changed: [], missing: [], leftover: [] });
  });

  it("the comparison catches a changed, a missing and a leftover file", () => {
    const a = path.join(scratch, "a");
    const b = path.join(scratch, "b");
    cpSync(GENERATED, a, { recursive: true });
    cpSync(GENERATED, b, { recursive: true });
    writeFileSync(path.join(b, "GAPS.md"), "edited by hand\n");
    rmSync(path.join(b, "terminal", "schemas"), { recursive: true });
    writeFileSync(path.join(b, "stale.json"), "{}\n");
    const diff = compareTrees(a, b);
    expect(diff.changed).toEqual(["GAPS.md"]);
    expect(diff.missing.length).toBeGreaterThan(0);
    expect(diff.missing.every((f) => f.startsWith("terminal/schemas/"))).toBe(true);
    expect(diff.leftover).toEqual(["stale.json"]);
  });
});
