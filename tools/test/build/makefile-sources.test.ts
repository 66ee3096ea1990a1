// The Makefile rebuilds generated/ when a generator source changes (GENERATOR_SOURCES). The list is by hand
// (folders plus single files); this test reads what make expands it to and fails when it misses a file that
// tools/src/build/main.ts imports, directly or not: a change to that file would leave generated/ stale.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { closure, importGraph } from "../support/import-graph.ts";

/** GENERATOR_SOURCES as make expands it (`make -pq` prints the variables without running a recipe). */
function makefileSources(): string[] {
  const env = { ...process.env, MAKEFLAGS: "", MAKELEVEL: "", MFLAGS: "" };
  const r = spawnSync("make", ["-pq", "--no-print-directory"], { cwd: ROOT, encoding: "utf8", env, maxBuffer: 64 << 20 });
  expect(r.error, "make is needed to read the Makefile").toBeUndefined();
  const line = r.stdout.split("\n").find((l) => l.startsWith("GENERATOR_SOURCES :="));
  expect(line, "the Makefile defines GENERATOR_SOURCES").toBeDefined();
  return line!.slice("GENERATOR_SOURCES :=".length).trim().split(/\s+/);
}

describe("Makefile GENERATOR_SOURCES", () => {
  const imported = closure(importGraph(), "tools/src/build/main.ts");

  it("lists every file the build imports (else a change there leaves generated/ stale: add it to the Makefile)", () => {
    expect(imported).toContain("tools/src/json-pointer.ts"); // build/gaps.ts → json-pointer.ts, the file once missed
    const listed = new Set(makefileSources());
    expect(imported.filter((f) => !listed.has(f))).toEqual([]);
  });
});
