// The `contracts` command as a user runs it in the repository: `npm run -s contracts -- ...` from a
// subfolder resolves every path against that folder (npm passes it as INIT_CWD, tools/contracts.mjs
// works there), `--version` prints the package version and `help [command]` the usage.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entry } from "../support/entry.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
// A scratch folder inside the project (tmp/ is gitignored), so that npm finds the project from it.
mkdirSync(path.join(ROOT, "tmp"), { recursive: true });
const scratch = mkdtempSync(path.join(ROOT, "tmp", "cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run -s contracts -- ARGS` started in `cwd`, without the npm_* variables of an enclosing npm run. */
function npmContracts(cwd: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  // The launcher runs the compiled build when it is fresh (as make test leaves it), else the sources.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_") && k !== "INIT_CWD"));
  return spawnSync("npm", ["run", "-s", "contracts", "--", ...args], { cwd, env, encoding: "utf8", timeout: 120_000 });
}

/** The CLI from its sources, started in the project root. */
function source(args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
}

describe("contracts --version and help", () => {
  const table: Array<{ given: string[]; want: string }> = [
    { given: ["--version"], want: `${VERSION}\n` },
    { given: ["-v"], want: `${VERSION}\n` },
  ];
  it.each(table)("$given prints the package version", ({ given, want }) => {
    const r = source(given);
    expect(r.stdout).toBe(want);
    expect(r.status).toBe(0);
  });

  it("help prints the same usage as --help, exit 0", () => {
    const help = source(["help"]);
    const dashed = source(["--help"]);
    expect(help.stdout).toMatch(/^usage: contracts <command>/);
    expect(help.stdout).toContain("contracts --version");
    expect(help.stdout).toBe(dashed.stdout);
    expect(help.status).toBe(0);
  });

  it.each(["conform", "redact", "diff", "certify", "proxy"])("help %s prints that command's --help", (command) => {
    const help = source(["help", command]);
    expect(help.stdout).toMatch(new RegExp(`usage: contracts ${command}`));
    expect(help.stdout).toBe(source([command, "--help"]).stdout);
    expect(help.status).toBe(0);
  });

  it("help of an unknown command is a usage error naming it", () => {
    const r = source(["help", "nope"]);
    expect(r.stderr).toMatch(/^contracts: unknown command "nope"/);
    expect(r.status).toBe(64);
  });
});

describe("npm run -s contracts from a subfolder", () => {
  const sub = path.join(scratch, "work");
  mkdirSync(path.join(sub, "rec"), { recursive: true });
  mkdirSync(path.join(sub, "out"), { recursive: true });
  copyFileSync(path.join(ROOT, "conformance/cases/optimizer/customers.har"), path.join(sub, "rec/customers.har"));
  copyFileSync(path.join(ROOT, "conformance/plans/optimizer.yaml"), path.join(sub, "plan.yaml"));

  it("prints the version there too", () => {
    expect(npmContracts(sub, ["--version"]).stdout).toBe(`${VERSION}\n`);
  });

  it("conform reads the recording and writes --out relative to the folder it was started from", () => {
    const r = npmContracts(sub, ["conform", "rec/customers.har", "--format", "json", "--out", "out/report.json"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const report = JSON.parse(readFileSync(path.join(sub, "out/report.json"), "utf8")) as { results: unknown[] };
    expect(report.results.length).toBeGreaterThan(0);
  });

  it("redact reads and writes relative to it", () => {
    const r = npmContracts(sub, ["redact", "rec/customers.har", "--out", "out/clean.har"]);
    expect(r.status).toBe(0);
    expect(existsSync(path.join(sub, "out/clean.har"))).toBe(true);
  });

  it("certify takes --plan FILE and --out relative to it", () => {
    const r = npmContracts(sub, ["certify", "rec/customers.har", "--plan", "./plan.yaml", "--format", "json", "--out", "out/cert.json"]);
    expect(r.status === 0 || r.status === 1, r.stderr).toBe(true);
    expect(JSON.parse(readFileSync(path.join(sub, "out/cert.json"), "utf8"))).toBeTypeOf("object");
  });

  it("diff takes trees, --ignore, --report and --repo relative to it", () => {
    const generated = path.join(ROOT, "generated");
    const report = `json=${path.relative(generated, path.join(sub, "out/diff.json"))}`;
    const r = npmContracts(generated, ["diff", "git:HEAD", ".", "--repo", "..", "--ignore", "../spec/acknowledged-breaks.yaml", "--report", report]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(sub, "out/diff.json"), "utf8"))).toBeTypeOf("object");
  });

  it("a missing file is named as the user wrote it", () => {
    const r = npmContracts(sub, ["conform", "rec/missing.har"]);
    expect(r.stderr).toContain("rec/missing.har");
    expect(r.status).toBe(2);
  });
});
