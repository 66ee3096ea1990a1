/**
 * The consumer interoperability suite (issue 37): the packed package in a scratch consumer project,
 * read by the tools consumer teams already use (fixture/package.json, pinned, one `npm ci`), each
 * judging the same requests (checks/cases.mjs) as the toolkit does, except where it cannot express a
 * rule (expected.ts, and the README's table). Runs on the project's Node (24); node-lines.test.ts runs
 * the library faces on Node 20 and 22.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DIFFERENCES, LIMITS, TOOLKIT, TOOLS, expectedVerdict, type Tool, type Verdict } from "./expected.ts";
import { check, consumerProject, packed } from "./support.ts";

let dir = "";

beforeAll(() => {
  const project = consumerProject(packed(), { tools: true });
  expect(project.install.status, project.install.stderr).toBe(0);
  dir = project.dir;
}, 300_000);

interface Judged {
  verdicts: Record<string, Verdict | string>;
  toolkit: Record<string, Verdict>;
}

/** The tool's verdicts against the expected ones (the toolkit's, but for the tool's documented limits). */
function agree(tool: Tool, result: Judged): void {
  expect(result.toolkit, "the toolkit's own verdicts").toEqual(TOOLKIT);
  const want = Object.fromEntries(Object.keys(TOOLKIT).map((id) => [id, expectedVerdict(tool, id)]));
  expect(result.verdicts).toEqual(want);
}

describe("third-party tools read the published documents as the toolkit does", () => {
  it("express-openapi-validator 5.6 (openapi.json, 3.1) refuses an invalid and accepts a valid create-customer body over HTTP", () => {
    const r = check<Judged & { statuses: Record<string, number> }>(dir, "express-openapi-validator.mjs");
    expect(r.statuses["customer-valid"]).toBe(200);
    expect(r.statuses["customer-missing-field"]).toBe(400);
    agree("express-openapi-validator", r);
  });

  it("openapi-backend 5.21 loads openapi-3.0.json without quick, routes createCustomer and judges; it refuses the 3.1 document", () => {
    const r = check<Judged & { loaded30: boolean; error?: string; loaded31: boolean; error31?: string; routed: Record<string, string> }>(
      dir,
      "openapi-backend.mjs",
    );
    expect([r.loaded30, r.error]).toEqual([true, undefined]);
    expect(r.routed["customer-valid"]).toBe("createCustomer");
    expect(new Set(Object.values(r.routed))).toEqual(new Set(["createCustomer", "createOrder", "processPayment"]));
    expect(r.loaded31).toBe(false);
    expect(r.error31).toMatch(/not valid OpenAPI/);
    agree("openapi-backend", r);
  });

  it("Fastify 5 with Ajv 2020 (schemaController) compiles every exported schema by its $id and judges bodies", () => {
    const r = check<Judged & { schemas: number; compiled: number; ids: string[] }>(dir, "fastify-ajv2020.mjs");
    expect(r.schemas).toBeGreaterThan(40);
    expect(r.compiled).toBe(r.schemas);
    agree("fastify-ajv2020", r);
  });

  // Needs issue 39 (every $id an absolute URI); fails until it is merged.
  it("the exported schemas' $ids are absolute URIs (Ajv and code generators key and name them by $id)", () => {
    const r = check<{ ids: string[] }>(dir, "fastify-ajv2020.mjs");
    expect(r.ids.filter((id) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(id))).toEqual([]);
  });

  it("the Zod route: @hey-api/openapi-ts 0.99 writes Zod schemas from openapi.json that judge as the table says", () => {
    const r = check<Judged & { schemas: number }>(dir, "zod-hey-api.mjs");
    expect(r.schemas).toBeGreaterThan(40);
    agree("zod-hey-api", r);
  });

  it("openapi-typescript 7.13 + openapi-fetch 0.17: tsc refuses the invalid calls the types can express; valid requests reach the server and pass", () => {
    const r = check<Judged & { otherErrors: string[]; sent: Record<string, number> }>(dir, "openapi-fetch.mjs");
    expect(r.otherErrors).toEqual([]);
    expect(r.sent).toEqual({ "customer-valid": 200, "order-valid": 200, "payment-upi-valid": 200, "customer-missing-field": 400 });
    agree("openapi-fetch", r);
  });

  it("esbuild --platform=browser bundles the validators and the validation API with no Node module; in a bare V8 context they judge as on Node", () => {
    const r = check<
      { error?: string[]; nodeInputs: string[]; result: { verdicts: Record<string, Verdict>; guard: boolean; terminal: string[]; validators: number } } & Judged
    >(dir, "browser-bundle.mjs");
    expect(r.error).toBeUndefined();
    expect(r.nodeInputs).toEqual([]);
    expect(r.result.guard).toBe(true);
    expect(r.result.terminal).toEqual(["unknown-method-id"]);
    expect(r.result.validators).toBeGreaterThan(100);
    agree("browser-bundle", { verdicts: r.result.verdicts, toolkit: r.toolkit });
  });
});

describe("the README's table", () => {
  const readme = readFileSync(join(import.meta.dirname, "README.md"), "utf8");
  it.each(TOOLS.filter((t) => Object.keys(DIFFERENCES[t]).length > 0))("names what %s cannot express, in its own row", (tool) => {
    const row = readme.split("\n").find((l) => l.startsWith(`| ${tool} `) || l.startsWith(`| \`${tool}\``));
    expect(row, `a row for ${tool}`).toBeDefined();
    for (const { limit } of Object.values(DIFFERENCES[tool])) expect(row, `${tool}: ${limit}`).toContain(LIMITS[limit]);
  });
});
