// On a Node older than 22.12 every entry point of the command line says in one line which Node it
// needs and exits 78 (EXIT.oldNode), without a stack trace: the package's bin (tools/src/cli/bin.ts,
// compiled to tools/dist/cli/bin.js) and the repository's launcher (tools/contracts.mjs). The old
// Node is the system's (/usr/bin/node is Node 20 on the build machine); without one the checks that
// need it are skipped, the rest still run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { EXIT } from "../../src/errors.ts";
import { ROOT } from "../../src/paths.ts";

/** A Node older than 22 on this machine, or undefined. */
function oldNode(): string | undefined {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"]) {
    const r = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" });
    if (r.status === 0 && Number(r.stdout.split(".")[0]) < 22) return candidate;
  }
  return undefined;
}
const OLD = oldNode();
const BIN = path.join(ROOT, "tools/src/cli/bin.ts");

/** bin.ts as the compiler emits it (TypeScript's own transpiler: the syntax an old Node must parse). */
function compiledBin(): string {
  const out = ts.transpileModule(readFileSync(BIN, "utf8"), {
    compilerOptions: { target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.ESNext, rewriteRelativeImportExtensions: true },
  }).outputText;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "contracts-bin-")), "bin.mjs");
  writeFileSync(file, out);
  return file;
}

const oneLine = (stderr: string): void => {
  expect(stderr.trim().split("\n")).toHaveLength(1);
  expect(stderr).toMatch(/^contracts: needs Node\.js 22\.12\.0 or newer \(the Node 22 or 24 line\); this is Node\.js \d+\./);
  expect(stderr).not.toMatch(/\n\s+at |SyntaxError/);
};

describe("the Node version check", () => {
  it("asks for the Node 22 floor of package.json's engines (the library entries also run on 20.19)", () => {
    const engines = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
    expect(engines).toBe("^20.19.0 || >=22.12.0");
    expect(readFileSync(BIN, "utf8")).toMatch(/const REQUIRED = "22\.12\.0";/);
    expect(readFileSync(BIN, "utf8")).toContain(`const OLD_NODE_EXIT = ${EXIT.oldNode};`);
  });

  it("the bin is the package's bin and loads the CLI on this Node", () => {
    expect((JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { bin: Record<string, string> }).bin).toEqual({
      contracts: "tools/dist/cli/bin.js",
    });
    const r = spawnSync(process.execPath, ["--import", "tsx", BIN, "--help"], { cwd: ROOT, encoding: "utf8" });
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toMatch(/^usage: contracts <command>/);
  });

  it.skipIf(!OLD)("the bin on an old Node: one line naming Node 22.12, exit 78, no stack trace", () => {
    const r = spawnSync(OLD!, [compiledBin(), "conform", "x.har"], { encoding: "utf8" });
    expect(r.status).toBe(EXIT.oldNode);
    expect(r.stdout).toBe("");
    oneLine(r.stderr);
  });

  it.skipIf(!OLD)("the repository's launcher (tools/contracts.mjs) on an old Node: the same line, exit 78", () => {
    const r = spawnSync(OLD!, [path.join(ROOT, "tools/contracts.mjs"), "--help"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(EXIT.oldNode);
    oneLine(r.stderr);
  });
});
