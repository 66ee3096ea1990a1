/**
 * Issue 38, "a schema-diff gate that speaks CI", on the real contracts: two copies of generated/,
 * the second with an operation removed from the optimizer's OpenAPI document and a terminal request
 * field narrowed; a third with only an operation added.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changelog } from "../../src/diff/command.ts";
import { GENERATED } from "../../src/paths.ts";
import { runDiff, sarifValidator, tempDir } from "./helpers.ts";

type Json = Record<string, any>;
const t = tempDir("diff-38-");
const OLD = path.join(t.dir, "old");
const NEW = path.join(t.dir, "new");
const ADDED = path.join(t.dir, "added");
const METHODS = ["get", "put", "post", "delete", "patch"];
let removed = "";

const readJson = (file: string): Json => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, v: unknown) => writeFileSync(file, `${JSON.stringify(v, null, 2)}\n`);

beforeAll(() => {
  for (const dir of [OLD, NEW, ADDED]) cpSync(GENERATED, dir, { recursive: true });
  // NEW: the optimizer's first operation removed; a terminal request string's maxLength lowered
  const oa = readJson(path.join(NEW, "optimizer", "openapi.json"));
  const p = Object.keys(oa.paths).sort()[0]!;
  const m = METHODS.find((x) => oa.paths[p][x])!;
  removed = `${m.toUpperCase()} ${p}`;
  delete oa.paths[p][m];
  writeJson(path.join(NEW, "optimizer", "openapi.json"), oa);
  const header = readJson(path.join(NEW, "terminal", "schemas", "MobileDoTransactionHeader.json"));
  const field = Object.keys(header.properties).find((k) => typeof header.properties[k].maxLength === "number")!;
  header.properties[field].maxLength = 1;
  writeJson(path.join(NEW, "terminal", "schemas", "MobileDoTransactionHeader.json"), header);
  // ADDED: a copy of an operation under a new path: an addition, info only
  const added = readJson(path.join(ADDED, "optimizer", "openapi.json"));
  added.paths["/api/v9/issue-38"] = structuredClone(added.paths[p]);
  for (const op of Object.values(added.paths["/api/v9/issue-38"]) as Json[])
    if (op && typeof op === "object" && "operationId" in op) op.operationId = `${op.operationId}V9`;
  writeJson(path.join(ADDED, "optimizer", "openapi.json"), added);
});
afterAll(t.cleanup);

describe("issue 38 on two copies of generated/", () => {
  it("--format githubactions prints ::error lines at the changed document lines and exits 1", async () => {
    const r = await runDiff([OLD, NEW, "--format", "githubactions"]);
    expect(r.code).toBe(1);
    const errors = r.stdout.split("\n").filter((l) => l.startsWith("::error "));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    const removal = errors.find((l) => l.includes("title=operation-removed"))!;
    // a removal is annotated in BASE's copy (read from disk), at the line of the removed operation
    const [, file, line] = /file=([^,]+),line=(\d+)/.exec(removal)!;
    expect(path.resolve(file!)).toBe(path.join(OLD, "optimizer", "openapi.json"));
    const method = removed.split(" ")[0]!.toLowerCase();
    expect(readFileSync(path.join(OLD, "optimizer", "openapi.json"), "utf8").split("\n")[Number(line) - 1]).toContain(`"${method}"`);
    expect(errors.some((l) => /file=\S*new\/terminal\/schemas\/MobileDoTransactionHeader\.json,line=\d+,col=\d+,title=request-length-narrowed::/.test(l))).toBe(
      true,
    );
  });

  it("--format sarif validates against the SARIF 2.1.0 schema, one result per finding", async () => {
    const json = JSON.parse((await runDiff([OLD, NEW, "--format", "json", "--fail-on", "info"])).stdout);
    const log = JSON.parse((await runDiff([OLD, NEW, "--format", "sarif"])).stdout);
    expect((await sarifValidator())(log)).toEqual({ valid: true, errors: "[]" });
    expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(json.findings.map((f: { rule: string }) => f.rule));
    expect(log.runs[0].results.every((r: Json) => r.locations[0].physicalLocation.region?.startLine > 0)).toBe(true);
  });

  it("contracts diff old/openapi.json new/openapi.json works on two files", async () => {
    const r = await runDiff([path.join(OLD, "optimizer", "openapi.json"), path.join(NEW, "optimizer", "openapi.json"), "--format", "json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings).toEqual([expect.objectContaining({ rule: "operation-removed", location: removed })]);
  });

  it("contracts changelog lists every change the diff finds, grouped by operation or message", async () => {
    const diff = JSON.parse((await runDiff([OLD, NEW, "--format", "json"])).stdout);
    let out = "";
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      out += chunk;
      return true;
    }) as typeof process.stdout.write;
    try {
      expect(await changelog([OLD, NEW, "--format", "json"])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    const log = JSON.parse(out);
    const changes = log.groups.flatMap((g: { changes: Json[] }) => g.changes.map((c) => `${c.rule} ${c.location}`)).sort();
    expect(changes).toEqual(diff.findings.map((f: Json) => `${f.rule} ${f.location}`).sort());
    expect(log.groups.map((g: { subject: string }) => g.subject)).toContain(removed);
    expect(log.summary.changes).toBe(diff.findings.length);
  });

  it("an info-only change passes by default and fails with --fail-on info", async () => {
    const byDefault = await runDiff([OLD, ADDED, "--format", "json"]);
    expect(byDefault.code).toBe(0);
    expect(JSON.parse(byDefault.stdout).summary).toMatchObject({ breaking: 0, warning: 0, info: expect.any(Number) });
    expect(JSON.parse(byDefault.stdout).summary.info).toBeGreaterThan(0);
    expect((await runDiff([OLD, ADDED, "--fail-on", "info"])).code).toBe(1);
  });
});
