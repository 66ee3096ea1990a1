/**
 * inputs.ts: BASE and HEAD as two documents (OpenAPI, JSON Schema, AsyncAPI), as git:REF:PATH, and
 * the messages for inputs that cannot be compared.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { gitIn, openapi, orderDoc, runDiff, tempDir } from "./helpers.ts";

const t = tempDir("diff-inputs-");
afterAll(t.cleanup);
const write = (rel: string, v: unknown): string => {
  const file = path.join(t.dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof v === "string" ? v : rel.endsWith(".json") ? `${JSON.stringify(v, null, 2)}\n` : stringify(v));
  return file;
};
const rules = (stdout: string) => JSON.parse(stdout).findings.map((f: { rule: string }) => f.rule);

describe("two OpenAPI documents", () => {
  const name = { type: "string", maxLength: 50 };
  it("old.json against new.yaml: findings point into the file each change is in", async () => {
    const doc = orderDoc({ type: "object", properties: { name } }, { type: "object" }) as { paths: Record<string, unknown> };
    const base = write("oa/old.json", { ...doc, paths: { ...doc.paths, "/ping": { get: { responses: { "200": { description: "OK" } } } } } });
    const head = write("oa/new.yaml", orderDoc({ type: "object", properties: { name: { ...name, maxLength: 10 } } }, { type: "object" }));
    const r = await runDiff([base, head, "--format", "json"]);
    expect(r.code).toBe(1);
    const findings = JSON.parse(r.stdout).findings;
    expect(findings).toEqual([
      expect.objectContaining({ rule: "operation-removed", pointer: `${base}#/paths/~1ping/get` }),
      expect.objectContaining({
        rule: "request-length-narrowed",
        pointer: `${head}#/paths/~1orders/post/requestBody/content/application~1json/schema/properties/name`,
      }),
    ]);
  });

  it("follows a $ref to a file beside the document, and reports its change", async () => {
    const doc = orderDoc({ $ref: "schemas/Order.json" }, { type: "object" });
    const base = write("ref/a/openapi.json", doc);
    write("ref/a/schemas/Order.json", { type: "object", properties: { id: { type: "string" } } });
    const head = write("ref/b/openapi.json", doc);
    write("ref/b/schemas/Order.json", { type: "object", properties: { id: { type: "string" } }, required: ["id"] });
    const r = await runDiff([base, head, "--format", "json"]);
    expect(JSON.parse(r.stdout).findings).toEqual([
      expect.objectContaining({ rule: "request-property-became-required", pointer: expect.stringMatching(/ref\/b\/schemas\/Order\.json#\/properties\/id$/) }),
    ]);
  });

  it.each([
    {
      given: "a $ref to a missing file",
      doc: orderDoc({ $ref: "Missing.json" }, {}),
      want: /openapi\.json#\/paths\/~1orders\/post\/requestBody\/content\/application~1json\/schema\/\$ref: \$ref "Missing\.json" names .*Missing\.json, which does not exist/,
    },
    {
      given: "a $ref to a URL",
      doc: orderDoc({ $ref: "https://example.invalid/x.json" }, {}),
      want: /\$ref "https:\/\/example\.invalid\/x\.json" is not a relative file name/,
    },
    { given: "a Swagger 2.0 document", doc: { swagger: "2.0", paths: {} }, want: /a Swagger 2\.0 document is not compared: convert it to OpenAPI 3/ },
    { given: "a list at the top", doc: [1, 2], want: /not an OpenAPI document, JSON Schema or AsyncAPI document \(its top level is not an object\)/ },
  ])("$given is unusable input (exit 2) named with the file", async ({ given, doc, want }) => {
    const file = write(`bad/${given.replace(/\W+/g, "-")}/openapi.json`, doc);
    const r = await runDiff([file, file]);
    expect(r.code).toBe("input");
    expect(r.error).toMatch(want);
  });

  it("malformed YAML is unusable input with its line", async () => {
    const file = write("bad/broken.yaml", "openapi: 3.1.0\npaths:\n  /x: [\n");
    const r = await runDiff([file, file]);
    expect(r.code).toBe("input");
    expect(r.error).toMatch(/bad\/broken\.yaml:\d+:\d+: not valid YAML/);
  });

  it("an OpenAPI document against a JSON Schema: input error naming both kinds", async () => {
    const a = write("kinds/openapi.json", openapi({}));
    const b = write("kinds/Order.json", { type: "object" });
    const r = await runDiff([a, b]);
    expect([r.code, r.error]).toEqual([
      "input",
      expect.stringMatching(/is an OpenAPI document and HEAD .*Order\.json is a JSON Schema: compare two documents of one kind/),
    ]);
  });

  it("a document against a folder: usage error", async () => {
    const a = write("mixed/openapi.json", openapi({}));
    const r = await runDiff([a, path.dirname(a)]);
    expect([r.code, r.error]).toEqual([
      "usage",
      expect.stringMatching(/is one document and HEAD .* is a folder laid out like generated\/: compare two folders/),
    ]);
  });

  it("--check-version reads each document's info.version", async () => {
    const base = write("ver/a.json", {
      ...openapi({ "/x": { get: { responses: { "200": { description: "OK" } } } } }),
      info: { title: "S", version: "2.0.0-rc.1" },
    });
    const head = write("ver/b.json", { ...openapi({}), info: { title: "S", version: "2.0.0" } });
    const r = await runDiff([base, head, "--check-version", "--format", "json"]);
    expect(JSON.parse(r.stdout).version).toMatchObject({ ok: true, base: "2.0.0-rc.1", head: "2.0.0", required: "major" });
  });
});

describe("two JSON Schemas", () => {
  const schema = (max: number) => ({ type: "object", properties: { Amount: { type: "string", maxLength: max } } });
  it.each([
    { name: "SaleRequest.json", want: ["request-length-narrowed"] },
    { name: "SaleReply.json", want: ["response-length-narrowed"] },
    { name: "Amount.json", want: ["request-length-narrowed", "response-length-narrowed"] },
  ])("$name is judged in the direction its name gives", async ({ name, want }) => {
    const base = write(`js/old/${name}`, schema(12));
    const head = write(`js/new/${name}`, schema(6));
    const r = await runDiff([base, head, "--format", "json", "--fail-on", "info"]);
    expect(rules(r.stdout).sort()).toEqual(want);
    expect(r.code).toBe(1);
  });
});

describe("two AsyncAPI documents", () => {
  const v3 = (extra: Record<string, unknown> = {}) => ({
    asyncapi: "3.0.0",
    info: { title: "T", version: "1.0.0" },
    channels: {
      requests: { address: "svc", messages: { sale_request: { $ref: "#/components/messages/sale_request" }, ...extra } },
      replies: { address: "svc.reply", messages: { sale_reply: { $ref: "#/components/messages/sale_reply" } } },
    },
    operations: {
      sale: {
        action: "receive",
        channel: { $ref: "#/channels/requests" },
        messages: [{ $ref: "#/channels/requests/messages/sale_request" }, ...Object.keys(extra).map((k) => ({ $ref: `#/channels/requests/messages/${k}` }))],
        reply: { channel: { $ref: "#/channels/replies" }, messages: [{ $ref: "#/channels/replies/messages/sale_reply" }] },
      },
    },
    components: {
      messages: {
        sale_request: { payload: { schemaFormat: "application/schema+json;version=draft-2020-12", schema: { $ref: "./schemas/Sale.json" } } },
        sale_reply: { payload: { type: "object", properties: { Code: { type: "string", enum: ["0", "1"] } } } },
        void_request: { payload: { type: "object" } },
      },
    },
  });

  it("3.0: a request payload narrowed (through a $ref to a file) and a message added", async () => {
    const base = write("aa/old/asyncapi.yaml", v3());
    write("aa/old/schemas/Sale.json", { type: "object", properties: { Amount: { type: "string", maxLength: 20 } } });
    const head = write("aa/new/asyncapi.yaml", v3({ void_request: { $ref: "#/components/messages/void_request" } }));
    write("aa/new/schemas/Sale.json", { type: "object", properties: { Amount: { type: "string", maxLength: 8 } } });
    const r = await runDiff([base, head, "--format", "json"]);
    const findings = JSON.parse(r.stdout).findings;
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "request-length-narrowed",
        location: "sale_request /Amount",
        pointer: expect.stringMatching(/aa\/new\/schemas\/Sale\.json#\/properties\/Amount$/),
      }),
      expect.objectContaining({ rule: "request-message-added", location: "void_request" }),
    ]);
    expect(r.code).toBe(1);
  });

  it("3.0: a reply's new enum value is a response change; a removed request message is request-message-removed", async () => {
    const base = write("ab/old/asyncapi.json", v3({ void_request: { $ref: "#/components/messages/void_request" } }));
    write("ab/old/schemas/Sale.json", { type: "object" });
    const doc = v3() as { components: { messages: { sale_reply: { payload: { properties: { Code: { enum: string[] } } } } } } };
    doc.components.messages.sale_reply.payload.properties.Code.enum.push("2");
    const head = write("ab/new/asyncapi.json", doc);
    write("ab/new/schemas/Sale.json", { type: "object" });
    const r = await runDiff([base, head, "--format", "json"]);
    expect(rules(r.stdout)).toEqual(["request-message-removed", "response-enum-value-added"]);
  });

  it("2.x: publish messages are requests, subscribe messages responses", async () => {
    const doc = (max: number) => ({
      asyncapi: "2.6.0",
      info: { title: "T", version: "1" },
      channels: {
        orders: {
          publish: { message: { name: "PlaceOrder", payload: { type: "object", properties: { id: { type: "string", maxLength: max } } } } },
          subscribe: { message: { oneOf: [{ payload: { type: "object", properties: { id: { type: "string", maxLength: max } } } }] } },
        },
      },
    });
    const r = await runDiff([write("a2/old.json", doc(9)), write("a2/new.json", doc(4)), "--format", "json", "--fail-on", "info"]);
    expect(rules(r.stdout).sort()).toEqual(["request-length-narrowed", "response-length-narrowed"]);
  });
});

describe("git:REF:PATH", () => {
  const repo = path.join(t.dir, "repo");
  const git = gitIn(repo);
  const sub = path.join(repo, "packages", "contracts");
  const doc = (required: string[]) => orderDoc({ type: "object", properties: { a: { type: "string" } }, required }, { type: "object" });
  beforeAll(() => {
    mkdirSync(path.join(sub, "generated", "shop"), { recursive: true });
    git("init", "-q");
    writeFileSync(path.join(sub, "generated", "shop", "openapi.json"), JSON.stringify(doc([])));
    writeFileSync(path.join(sub, "package.json"), JSON.stringify({ version: "1.0.0" }));
    git("add", "-A");
    git("commit", "-q", "-m", "one");
    writeFileSync(path.join(sub, "generated", "shop", "openapi.json"), JSON.stringify(doc(["a"])));
    git("commit", "-q", "-am", "two");
  });

  it.each([
    {
      given: "a document, from the repository root",
      args: ["git:HEAD~1:packages/contracts/generated/shop/openapi.json", "git:HEAD:packages/contracts/generated/shop/openapi.json"],
      repo,
    },
    {
      given: "a document, ./ relative to --repo",
      args: ["git:HEAD~1:./generated/shop/openapi.json", path.join(sub, "generated", "shop", "openapi.json")],
      repo: sub,
    },
    { given: "a folder laid out like generated/", args: ["git:HEAD~1:packages/contracts/generated", "git:HEAD:packages/contracts/generated"], repo },
  ])("$given", async ({ args, repo: dir }) => {
    const r = await runDiff([...args, "--repo", dir, "--format", "json"]);
    expect([r.code, rules(r.stdout)]).toEqual([1, ["request-property-became-required"]]);
  });

  it("a folder's package.json beside it gives --check-version its version", async () => {
    const r = await runDiff([
      "git:HEAD~1:packages/contracts/generated",
      "git:HEAD:packages/contracts/generated",
      "--repo",
      repo,
      "--check-version",
      "--format",
      "json",
    ]);
    expect(JSON.parse(r.stdout).version).toMatchObject({ ok: false, base: "1.0.0", head: "1.0.0", required: "major", next: "2.0.0" });
  });

  it.each([
    { spec: "git:HEAD:nope.json", want: /git:HEAD:nope\.json: HEAD \([0-9a-f]{12}\) has no nope\.json: name a file or folder that exists at that revision/ },
    { spec: "git:v9:openapi.json", want: /git:v9:openapi\.json: no such revision/ },
    { spec: "git:HEAD:../../x.json", want: /is outside the repository/ },
    { spec: "git:HEAD", want: /git:HEAD \([0-9a-f]{12}\) has no generated\/ folder: .*name the folder \(git:HEAD:path\/to\/generated\)/ },
  ])("$spec: unusable input", async ({ spec, want }) => {
    const r = await runDiff([spec, spec, "--repo", repo]);
    expect([r.code, r.error]).toEqual(["input", expect.stringMatching(want)]);
  });
});
