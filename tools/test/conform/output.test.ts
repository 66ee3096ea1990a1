// Never destroy input: every writer (conform --out, redact --out) refuses an output that is an input
// (same file, or a link to it) with exit 64, writes beside the target and renames on success; an
// unwritable output or a closed stdout is one line and its own exit code (73, 74), never a stack
// trace or exit 1.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT } from "../../src/errors.ts";
import { Out } from "../../src/output.ts";
import { entry } from "../support/entry.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CASE = path.join(ROOT, "conformance/cases/optimizer/customers.har");
const JSONL = path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl");
const FAILING = path.join(ROOT, "conformance/cases/optimizer/get-customer-without-basic.har");

function contracts(...args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const noTrace = (stderr: string): void => {
  expect(stderr).not.toMatch(/\n\s+at |node:internal|FATAL ERROR/);
  expect(stderr.trim().split("\n")).toHaveLength(1);
};

describe("an output that is an input is refused (exit 64), and the input is kept", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "out-input-"));
  const har = path.join(dir, "rec.har");
  const jsonl = path.join(dir, "rec.jsonl");
  copyFileSync(CASE, har);
  copyFileSync(JSONL, jsonl);
  const link = path.join(dir, "link.har");
  symlinkSync(har, link);
  const before = { har: readFileSync(har, "utf8"), jsonl: readFileSync(jsonl, "utf8") };
  const table: Array<{ given: string[]; input: "har" | "jsonl" }> = [
    { given: ["conform", har, "--out", har], input: "har" },
    { given: ["conform", CASE, har, "--out", link], input: "har" },
    { given: ["conform", har, "--out", path.join(dir, ".", "rec.har")], input: "har" },
    { given: ["redact", har, "--out", har], input: "har" },
    { given: ["redact", har, "--out", link], input: "har" },
    { given: ["redact", jsonl, "--out", `${dir}/./rec.jsonl`], input: "jsonl" },
  ];
  it.each(table)("$given.0 ... --out $given.3", ({ given, input }) => {
    const r = contracts(...given);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/^contracts: --out .* is the input .*: it would be overwritten; write to another file\n/);
    expect(readFileSync(input === "har" ? har : jsonl, "utf8")).toBe(before[input]);
  });
});

describe("unwritable outputs and a closed stdout", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "out-bad-"));
  const table: Array<{ given: string[]; code: number; stderr: RegExp }> = [
    {
      given: ["conform", CASE, "--out", "/nonexistent-folder/r.txt"],
      code: EXIT.output,
      stderr: /^contracts: cannot write \/nonexistent-folder\/r\.txt \(no such folder\)/,
    },
    { given: ["conform", CASE, "--out", dir], code: EXIT.output, stderr: /\(it is a directory\)/ },
    { given: ["redact", CASE, "--out", "/nonexistent-folder/x.har"], code: EXIT.output, stderr: /no such folder/ },
    ...(existsSync("/dev/full")
      ? [
          {
            given: ["conform", CASE, "--out", "/dev/full"],
            code: EXIT.output,
            stderr: /^contracts: cannot write --out \/dev\/full \(no space left on the device\)/,
          },
          { given: ["redact", CASE, "--out", "/dev/full"], code: EXIT.output, stderr: /no space left/ },
        ]
      : []),
  ];
  it.each(table)("$given → exit $code", ({ given, code, stderr }) => {
    const r = contracts(...given);
    expect(r.stderr).toMatch(stderr);
    noTrace(r.stderr);
    expect(r.code).toBe(code);
  });

  it("a reader that closes the pipe early (| head -1): exit 74, one line", async () => {
    const many = path.join(dir, "many.har");
    const doc = JSON.parse(readFileSync(FAILING, "utf8"));
    doc.log.entries = Array.from({ length: 3000 }, () => doc.log.entries[0]);
    writeFileSync(many, JSON.stringify(doc));
    const child = spawn(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", many], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    // Read the first line, then close the pipe, as `head -1` does.
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toMatch(/^contracts: stdout was closed before the report was complete/);
    noTrace(stderr);
    expect(code).toBe(EXIT.closedStdout);
  });
});

describe("Out.open", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "out-open-"));

  it("writes beside the target and renames on close: the old content stays until then", async () => {
    const target = path.join(dir, "report.txt");
    writeFileSync(target, "old report");
    const out = await Out.open(target);
    out.write("new report\n");
    await out.flush();
    expect(readFileSync(target, "utf8")).toBe("old report");
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toHaveLength(1);
    await out.close();
    expect(readFileSync(target, "utf8")).toBe("new report\n");
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("abort leaves the target as it was and removes the temporary file", async () => {
    const target = path.join(dir, "kept.txt");
    writeFileSync(target, "kept");
    const out = await Out.open(target);
    out.write("half");
    await out.abort();
    expect(readFileSync(target, "utf8")).toBe("kept");
    expect(readdirSync(dir).filter((f) => f.includes("kept.txt") && f.endsWith(".tmp"))).toEqual([]);
  });

  it("a link to another file is followed: the file it points to is replaced, the link kept", async () => {
    const sub = path.join(dir, "sub");
    mkdirSync(sub);
    const real = path.join(sub, "real.txt");
    writeFileSync(real, "x");
    const link = path.join(dir, "link.txt");
    symlinkSync(real, link);
    const out = await Out.open(link, { inputs: [CASE] });
    out.write("through the link");
    await out.close();
    expect(readFileSync(real, "utf8")).toBe("through the link");
    expect(readFileSync(link, "utf8")).toBe("through the link");
  });

  it("masks card numbers in everything written, also across writes", async () => {
    const target = path.join(dir, "masked.txt");
    const out = await Out.open(target);
    out.write("op mobile.method-4111111111111111 and 4111 1111 ");
    await out.flush();
    out.write("1111 1111 99 end\n");
    await out.close();
    expect(readFileSync(target, "utf8")).toBe("op mobile.method-411111******1111 and 4111 11** **** 1111 99 end\n");
  });
});
