// `contracts certify` as users run it: exit codes, the five formats (the JSON one against its
// published schema), provenance in every format, and no full card number in any of them.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { run } from "../../src/certify/command.ts";
import { contractIdentity } from "../../src/contract/identity.ts";
import { Simulator } from "../../src/simulator/index.ts";
import { recordingTransport, terminalBillingApp } from "./support/billing-app.ts";
import { entry } from "../support/entry.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "certify-cli-"));
const PLAN_FILE = path.join(ROOT, "conformance/plans/terminal.yaml");
const LEAK = path.join(ROOT, "conformance/cases/terminal/reply-full-card-number.jsonl");
const sha = (file: string): string => createHash("sha256").update(readFileSync(file)).digest("hex");

let full = "";
let noStatus = "";

beforeAll(async () => {
  for (const [name, options] of [
    ["full", {}],
    ["no-status", { omitStatusOf: "T000003" }],
  ] as const) {
    const { send, lines } = recordingTransport(new Simulator());
    await terminalBillingApp(send, options);
    writeFileSync(path.join(dir, `${name}.jsonl`), `${lines.join("\n")}\n`);
  }
  full = path.join(dir, "full.jsonl");
  noStatus = path.join(dir, "no-status.jsonl");
});

function contracts(...args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "certify", ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The command in-process, its report written to a file; stderr captured. */
async function certifyTo(format: string, ...args: string[]): Promise<{ exit: number; text: string; stderr: string }> {
  const out = path.join(dir, `report-${format}-${Math.random().toString(36).slice(2)}`);
  let stderr = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const exit = await run([...args, "--format", format, "--out", out]);
    return { exit, text: readFileSync(out, "utf8"), stderr };
  } finally {
    spy.mockRestore();
  }
}

describe("contracts certify (child process): exit codes and messages", () => {
  it("exits 0 when every required scenario passed, 1 otherwise", () => {
    const ok = contracts(full, "--plan", "terminal");
    expect(ok.stdout).toMatch(/^certification: PASSED {2}plan terminal/);
    expect(ok.code).toBe(0);
    const failed = contracts(noStatus, "--plan", "terminal");
    expect(failed.stdout).toMatch(/\nFAIL {2}required {2}upi-sale-then-get-status {2}/);
    expect(failed.stdout).toMatch(/seq-status-followup \(sequence\)/);
    expect(failed.code).toBe(1);
  });

  const table: Array<{ given: string[]; code: number; stderr: RegExp }> = [
    {
      given: ["no-such-file.jsonl", "--plan", "terminal"],
      code: 2,
      stderr: /^conform: no-such-file\.jsonl: cannot read it \(no such file\); check the path\n/,
    },
    {
      given: ["x.jsonl", "--plan", "no-such-plan.yaml"],
      code: 2,
      stderr: /certify: no-such-plan\.yaml: cannot read the plan \(no such file\); check the path/,
    },
    {
      given: ["conformance/cases/optimizer/customers.har", "--plan", "terminal"],
      code: 2,
      stderr:
        /certify: the terminal plan judges JSON Lines recordings of the terminal app, and none of conformance\/cases\/optimizer\/customers\.har is one; record that traffic or pick its plan/,
    },
    {
      given: ["conformance/cases/terminal/terminal-upi-flow.jsonl", "--plan", "mobile"],
      code: 2,
      stderr: /certify: the mobile plan judges JSON Lines recordings of the mobile app, and none of /,
    },
    { given: ["x.jsonl"], code: 64, stderr: /--plan is required/ },
    { given: ["x.jsonl", "--plan", "nosuch"], code: 64, stderr: /--plan: no plan named "nosuch"; the plans are affordability, mobile, optimizer, terminal/ },
    { given: ["x.jsonl", "--plan", "terminal", "--format", "pdf"], code: 64, stderr: /--format must be text, json, junit, markdown or html/ },
    { given: ["--plan", "terminal"], code: 64, stderr: /no recording given/ },
  ];
  it.each(table)("$given → exit $code", ({ given, code, stderr }) => {
    const r = contracts(...given);
    expect(r.stderr).toMatch(stderr);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(code);
  });
});

describe("plans that cannot be used (exit 2, naming the file and the JSON pointer)", () => {
  const table: Array<{ name: string; text: string; stderr: RegExp }> = [
    { name: "not YAML", text: "plan: [unclosed\n", stderr: /the plan is not YAML \(.*at line \d+\)/ },
    {
      name: "schema",
      text: "plan: x\ntitle: t\ndocument: d\nkind: terminal\napp: terminal\nscenarios: []\n",
      stderr: /breaks plan\.schema\.json at \/scenarios: must NOT have fewer than 1 items/,
    },
    {
      name: "unknown MethodId",
      text: "plan: x\ntitle: t\ndocument: d\nkind: terminal\napp: mobile\nscenarios:\n- {id: a, title: t, source: s, required: true, steps: [{method: '1002'}]}\n",
      stderr: /MethodId 1002 is not a method of the mobile app at \/scenarios\/0\/steps\/0\/method/,
    },
    {
      name: "unknown operation",
      text: "plan: x\ntitle: t\ndocument: d\nkind: http\nservice: optimizer\nscenarios:\n- {id: a, title: t, source: s, required: true, steps: [{operation: createOrdr}]}\n",
      stderr: /operation "createOrdr" is not one of the optimizer contract at \/scenarios\/0\/steps\/0\/operation/,
    },
    {
      name: "reference to a later step",
      text: "plan: x\ntitle: t\ndocument: d\nkind: terminal\napp: mobile\nscenarios:\n- {id: a, title: t, source: s, required: true, steps: [{method: '1001', where: [{pointer: /x, sameAs: {step: later}}]}, {id: later, method: '1001'}]}\n",
      stderr: /step "later" is not an earlier step of the scenario at \/scenarios\/0\/steps\/0\/where\/0\/sameAs\/step/,
    },
  ];
  it.each(table)("$name", async ({ name, text, stderr }) => {
    const file = path.join(dir, `${name.replace(/\W+/g, "-")}.yaml`);
    writeFileSync(file, text);
    const r = contracts(full, "--plan", file);
    expect(r.stderr).toMatch(stderr);
    expect(r.stderr).toContain(file);
    expect(r.code).toBe(2);
  });
});

describe("report formats", () => {
  const ajv = new Ajv2020.default({ allErrors: true, strict: true });
  addFormats.default(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(ROOT, "conformance/schemas/certification.schema.json"), "utf8")));

  it("the JSON report follows certification.schema.json, passing or failing", async () => {
    for (const file of [full, noStatus, LEAK]) {
      const r = await certifyTo("json", file, "--plan", "terminal");
      const report = JSON.parse(r.text);
      expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
      expect(r.exit).toBe(report.verdict === "passed" ? 0 : 1);
    }
  });

  it("every format names the plan with its SHA-256, the contract version and hash, and each recording's SHA-256", async () => {
    const contract = contractIdentity();
    for (const format of ["text", "json", "junit", "markdown", "html"]) {
      const { text } = await certifyTo(format, noStatus, "--plan", "terminal");
      expect(text, format).toContain(sha(PLAN_FILE));
      expect(text, format).toContain(contract.generatedSha256);
      expect(text, format).toContain(contract.version);
      expect(text, format).toContain(sha(noStatus));
    }
  });

  it("junit has one test case per scenario (plus one for the app's traffic): failures for failed and missing required ones, skipped for missing optional ones", async () => {
    const json = JSON.parse((await certifyTo("json", noStatus, "--plan", "terminal")).text);
    const { text } = await certifyTo("junit", noStatus, "--plan", "terminal");
    const count = (re: RegExp): number => text.match(re)?.length ?? 0;
    expect(count(/<testcase /g)).toBe(json.scenarios.length + 1);
    // The sale never followed up is a violation of the app's own traffic too: the traffic case fails with it.
    expect(count(/<failure /g)).toBe(2);
    expect(text).toMatch(/<testcase classname="terminal\.traffic" name="the terminal traffic conforms">\n {6}<failure type="seq-status-followup"/);
    expect(text).toMatch(/<testcase classname="terminal\.required" name="upi-sale-then-get-status [^"]*">\n {6}<failure type="seq-status-followup"/);
  });

  it("markdown and text list every scenario with its status", async () => {
    const json = JSON.parse((await certifyTo("json", noStatus, "--plan", "terminal")).text);
    const md = (await certifyTo("markdown", noStatus, "--plan", "terminal")).text;
    const text = (await certifyTo("text", noStatus, "--plan", "terminal")).text;
    for (const s of json.scenarios) {
      const id = s.id.replace(/\./g, "\\.");
      const status = s.status === "passed" ? "passed" : s.status === "failed" ? "\\*\\*FAILED\\*\\*" : "\\*\\*missing\\*\\*";
      expect(md).toMatch(new RegExp(`^\\| ${status} \\| ${s.required ? "yes" : "no"} \\| ${id} \\|`, "m"));
      expect(text).toMatch(new RegExp(`^(PASS|FAIL|MISS) {2}(required|optional) {2}${id} `, "m"));
    }
  });

  it("no format carries a full card number: the runner's findings and the plan's own text are masked", async () => {
    const plan = readFileSync(PLAN_FILE, "utf8").replace("title: Sale (4001) approved\n", 'title: "Sale (4001) approved, e.g. with card 5555555555554444"\n');
    expect(plan).toContain("5555555555554444");
    const planFile = path.join(dir, "terminal-with-pan.yaml");
    writeFileSync(planFile, plan);
    for (const format of ["text", "json", "junit", "markdown", "html"]) {
      const { text: raw } = await certifyTo(format, LEAK, "--plan", planFile);
      const text = format === "markdown" ? raw.replace(/\\(.)/g, "$1") : raw; // markdown escapes the asterisks
      expect(raw, format).not.toMatch(/4111111111111111|5555555555554444/);
      expect(text, format).toContain("card-number-leak");
      expect(text, format).toContain("411111******1111");
      expect(text, format).toContain("555555******4444");
      expect(text, format).not.toMatch(/4111111111111111|5555555555554444/);
    }
  });
});
