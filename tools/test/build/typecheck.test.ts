// Everything, the generated types included, compiles under tsc --strict (tsconfig.json).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve("typescript/package.json")), "bin", "tsc");

describe("type check", () => {
  it("tsc --strict over tools/ and the generated types reports no error", () => {
    const r = spawnSync(process.execPath, [tsc, "-p", path.join(ROOT, "tsconfig.json"), "--noEmit", "--strict"], { encoding: "utf8" });
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("the benchmarks (tools/bench, with their own tsconfig) report no error", () => {
    const r = spawnSync(process.execPath, [tsc, "-p", path.join(ROOT, "tools", "bench", "tsconfig.json"), "--noEmit"], { encoding: "utf8" });
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
