// The shared seed-fidelity check (../shared/tools/seed-fidelity.py) finds every field, header,
// enum value and code of the documents in generated/: coverage at least 0.98.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, SHARED } from "../../src/paths.ts";

const script = path.join(SHARED, "tools", "seed-fidelity.py");

describe("seed fidelity", () => {
  it("../shared/tools/seed-fidelity.py reports at least 0.98", () => {
    expect(existsSync(script), `${script} is missing: ../shared must sit beside the project`).toBe(true);
    const r = spawnSync("python3", [script, "0.98"], { cwd: ROOT, encoding: "utf8" });
    expect(r.error, "python3 is needed to run the shared fidelity check").toBeUndefined();
    const last = r.stdout.trim().split("\n").pop() ?? "";
    const figure = Number(/fidelity ([0-9.]+)/.exec(last)?.[1]);
    expect(figure, r.stdout + r.stderr).toBeGreaterThanOrEqual(0.98);
    expect(r.status).toBe(0);
  });
});
