// The README is a guide of at most 250 lines, and every command it shows is run by a test: the
// partner's loop and the diff gate's commands here, for real (the CLI as the package ships it, on a
// recording the mocks made, placeholders such as git:v1.2.0 replaced by what this repository has);
// the others by the test or the CI step named beside them, which this test checks does run them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SANDBOX_SECRET } from "../src/sandbox/index.ts";
import { ROOT } from "../src/paths.ts";
import { partnerSession } from "./issues/support/partner-loop.ts";
import { entry } from "./support/entry.ts";

const README = readFileSync(path.join(ROOT, "README.md"), "utf8");

/** Every command line of the README's `sh` blocks, comments and leading `cd …&&` left out. */
function commands(): string[] {
  return [...README.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1]!.split("\n"))
    .map((l) => l.replace(/\s+#.*$/, "").trim())
    .filter(Boolean);
}

/** Where a command the README shows is run, when this test does not run it itself. */
const RUN_ELSEWHERE: Record<string, { file: string; contains: string }> = {
  make: { file: ".ci/run", contains: "\nmake </dev/null" },
  "make test": { file: ".ci/run", contains: "make test </dev/null" },
  "make docs": { file: "tools/test/docs/out.test.ts", contains: '"run", "-s", "docs"' },
  "make pack": { file: "tools/test/consumer/support.ts", contains: "pack(ROOT, dir)" },
  "cd ../your-project && npm install ./payments-contracts-0.1.0.tgz": { file: "tools/test/package/pack.test.ts", contains: '"install", tarball' },
  "make mock": { file: "tools/test/mock/launcher.test.ts", contains: "`make mock`" },
};

/** The commands this test runs itself (below), by the README's text. */
const RUN_HERE = [
  "make test-quick",
  'make mock MOCK_ARGS="--record session/"',
  "npx contracts diff old/openapi.json new/openapi.json",
  "npx contracts diff git:v1.2.0 generated --format githubactions",
  "npx contracts diff git:main generated --fail-on info",
  "npx contracts changelog git:v1.2.0 generated --format markdown",
  "npx contracts conform session/http.har session/terminal.jsonl --secret-file secret.hex",
  "npx contracts certify session/http.har --plan optimizer --format html --out optimizer.html",
  "npx contracts redact session/http.har --out clean.har",
];

describe("README.md", () => {
  it("is a guide of at most 250 lines", () => {
    expect(README.split("\n").length).toBeLessThanOrEqual(250);
  });

  it("shows only commands a test runs", () => {
    const shown = [...new Set(commands())];
    expect(shown.filter((c) => !RUN_HERE.includes(c) && !Object.hasOwn(RUN_ELSEWHERE, c))).toEqual([]);
    for (const [command, where] of Object.entries(RUN_ELSEWHERE)) {
      expect(shown, `${command} is listed here but not shown any more`).toContain(command);
      expect(readFileSync(path.join(ROOT, where.file), "utf8"), `${where.file} runs ${command}`).toContain(where.contains);
    }
  });

  it("shows the server example that tools/src/server/examples/express.ts is (type-checked and run by the consumer suite)", () => {
    const example = readFileSync(path.join(ROOT, "tools/src/server/examples/express.ts"), "utf8").trim();
    const blocks = [...README.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
    expect(blocks).toContain(example);
  });
});

/** `npx contracts ARGS` as a consumer runs it: the package's CLI (the compiled build when fresh), in `cwd`. */
function contracts(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd, encoding: "utf8", timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The README's command, its `npx contracts` words cut off and its placeholders replaced. */
function argsOf(command: string, replace: Record<string, string> = {}): string[] {
  let c = command;
  for (const [from, to] of Object.entries(replace)) c = c.replaceAll(from, to);
  return c
    .replace(/^npx contracts /, "")
    .split(" ")
    .map((w) => w.replace(/^"(.*)"$/, "$1"));
}

describe("the README's commands, run", () => {
  const work = mkdtempSync(path.join(tmpdir(), "readme-"));

  beforeAll(async () => {
    // Loop 3, step 1: what `make mock MOCK_ARGS="--record session/"` starts (the launcher's own test runs
    // make), driven by the four partner apps of the partner-loop test.
    await partnerSession(path.join(work, "session"));
    writeFileSync(path.join(work, "secret.hex"), `${DEFAULT_SANDBOX_SECRET}\n`);
  });

  it("make test-quick resolves to the type check, Biome and the quick test config (make -n)", () => {
    const r = spawnSync("make", ["-n", "test-quick"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/run -s typecheck[\s\S]*run -s lint[\s\S]*run -s test:quick/);
  });

  it("loop 3: conform --secret-file, certify --format html and redact on the session the mocks recorded", () => {
    for (const f of ["session/http.har", "session/terminal.jsonl"]) expect(existsSync(path.join(work, f)), f).toBe(true);
    const conform = contracts(argsOf(RUN_HERE[6]!), work);
    expect([conform.status, conform.stderr]).toEqual([0, ""]);
    expect(conform.stdout).toMatch(/0 failed/);
    const certify = contracts(argsOf(RUN_HERE[7]!), work);
    expect(certify.status, certify.stderr).not.toBe(2);
    expect(readFileSync(path.join(work, "optimizer.html"), "utf8")).toContain("<html");
    const redact = contracts(argsOf(RUN_HERE[8]!), work);
    expect([redact.status, redact.stderr]).toEqual([0, expect.stringContaining("written to clean.har")]);
    // The shared copy holds every exchange, no card number beyond first six and last four, no Basic credential.
    const entries = (f: string) => (JSON.parse(readFileSync(path.join(work, f), "utf8")) as { log: { entries: unknown[] } }).log.entries;
    expect(entries("clean.har").length).toBe(entries("session/http.har").length);
    const clean = readFileSync(path.join(work, "clean.har"), "utf8");
    expect(clean).toContain("411111******1111");
    expect(clean).not.toMatch(/\b\d{13,19}\b/);
    expect(clean).not.toContain(Buffer.from("merchant:partner-password").toString("base64"));
  });

  it("loop 2: diff two documents, annotations and --fail-on info between two trees, the changelog", () => {
    mkdirSync(path.join(work, "old"));
    mkdirSync(path.join(work, "new"));
    const doc = JSON.parse(readFileSync(path.join(ROOT, "generated/optimizer/openapi.json"), "utf8"));
    writeFileSync(path.join(work, "old/openapi.json"), JSON.stringify(doc));
    delete doc.paths["/api/V2/emi/calculator"];
    writeFileSync(path.join(work, "new/openapi.json"), JSON.stringify(doc));
    const two = contracts(argsOf(RUN_HERE[2]!), work);
    expect([two.status, two.stdout]).toEqual([1, expect.stringContaining("operation-removed")]);
    // The trees: this repository's generated/ against its own last commit (git:v1.2.0 and git:main are a project's tags and branches).
    const refs = { "git:v1.2.0": "git:HEAD", "git:main": "git:HEAD", generated: path.join(ROOT, "generated") };
    const annotations = contracts([...argsOf(RUN_HERE[3]!, refs), "--repo", ROOT], work);
    expect(annotations.status, annotations.stderr).not.toBe(2);
    expect(
      annotations.stdout
        .split("\n")
        .filter(Boolean)
        .every((l) => /^::(error|warning|notice) /.test(l) || !l.startsWith("::")),
    ).toBe(true);
    const info = contracts([...argsOf(RUN_HERE[4]!, refs), "--repo", ROOT], work);
    expect([0, 1]).toContain(info.status);
    const changelog = contracts([...argsOf(RUN_HERE[5]!, refs), "--repo", ROOT], work);
    expect(changelog.status, changelog.stderr).toBe(0);
  });
});
