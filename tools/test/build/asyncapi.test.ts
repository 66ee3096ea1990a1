// The AsyncAPI document of the terminal services (generated/terminal/asyncapi.{yaml,json}) is valid
// for the official AsyncAPI parser, its payload schemas are valid JSON Schema 2020-12, and it names
// every MethodId of both apps (as generated/terminal/manifest.json lists them) with that method's
// request and reply schemas.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Parser, fromFile } from "@asyncapi/parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { PAYLOAD_SCHEMA_FORMAT } from "../../src/build/asyncapi.ts";
import { GENERATED } from "../../src/paths.ts";
import type { Manifest } from "../../src/contract/manifest.ts";

const DIR = path.join(GENERATED, "terminal");
const schemaId = (file: string): string => `https://contracts.invalid/terminal/schemas/${file}`;
const scratch = mkdtempSync(path.join(os.tmpdir(), "asyncapi-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A document parsed by the official parser, once per file (parsing runs every AsyncAPI rule: it is the test's cost). */
const parsed = new Map<string, ReturnType<ReturnType<typeof fromFile>["parse"]>>();
function parse(file: string): ReturnType<ReturnType<typeof fromFile>["parse"]> {
  let p = parsed.get(file);
  if (!p) parsed.set(file, (p = fromFile(new Parser(), file).parse()));
  return p;
}

/**
 * Problems of a document: the official parser's errors and warnings (severity 0 and 1; information
 * and hints left out), and every message payload that is not a valid JSON Schema 2020-12 (the
 * parser leaves payloads of a schema format other than its own unvalidated).
 */
async function problems(file: string): Promise<string[]> {
  const { document, diagnostics } = await parse(file);
  const out = diagnostics.filter((d) => d.severity <= 1).map((d) => `${d.code} ${d.message} at /${d.path.join("/")}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  for (const m of document?.messages().all() ?? []) {
    const payload = (m.json() as { payload?: { schemaFormat?: string; schema?: object } }).payload;
    if (payload?.schemaFormat !== PAYLOAD_SCHEMA_FORMAT) out.push(`message ${m.id()}: payload schemaFormat is ${payload?.schemaFormat}`);
    else if (!ajv.validateSchema(payload.schema ?? {})) out.push(`message ${m.id()}: payload ${ajv.errorsText()}`);
  }
  if (!document) out.push("the parser returned no document");
  return out;
}

/** An edited copy of asyncapi.json, in a folder whose schemas/ links to the real ones (refs are relative). */
function editedCopy(name: string, edit: (doc: Record<string, any>) => void): string {
  const folder = path.join(scratch, name);
  mkdirSync(folder);
  symlinkSync(path.join(DIR, "schemas"), path.join(folder, "schemas"));
  const doc = JSON.parse(readFileSync(path.join(DIR, "asyncapi.json"), "utf8"));
  edit(doc);
  writeFileSync(path.join(folder, "asyncapi.json"), JSON.stringify(doc));
  return path.join(folder, "asyncapi.json");
}

describe("generated/terminal/asyncapi", () => {
  it.each(["asyncapi.yaml", "asyncapi.json"])("%s is valid for the AsyncAPI parser, payload schemas included", async (file) => {
    expect(await problems(path.join(DIR, file))).toEqual([]);
    const { document } = await parse(path.join(DIR, file));
    expect(document?.version()).toBe("3.0.0");
  });

  it("names every MethodId of both apps, with the method's request and reply schemas, on every transport", async () => {
    const manifest = JSON.parse(readFileSync(path.join(DIR, "manifest.json"), "utf8")) as Manifest;
    const apps = Object.entries(manifest.messages ?? {});
    expect(apps.map(([id]) => id).sort()).toEqual(["mobile", "terminal"]);
    const { document } = await parse(path.join(DIR, "asyncapi.yaml"));
    const ops = document!.operations().all();
    const missing: string[] = [];
    for (const [app, { methods, transport }] of apps) {
      const kinds = ["native", "hybrid"].filter((k) => (transport as Record<string, unknown>)[k]);
      for (const [id, m] of Object.entries(methods)) {
        for (const kind of kinds) {
          const op = ops.find((o) => (o.id() ?? "").startsWith(`${app}_${id}_`) && (o.id() ?? "").endsWith(`_${kind}`));
          const refs = (o: unknown): string => JSON.stringify(o);
          if (!op || op.extensions().get("x-method-id")?.value() !== id) {
            missing.push(`${app} ${id} ${kind}: no operation`);
            continue;
          }
          const request = op.messages().all()[0]?.json() as Record<string, any> | undefined;
          const reply = op.reply()?.messages().all()[0]?.json() as Record<string, any> | undefined;
          // The parser resolves the payload's relative $ref to the file, whose $id is absolute.
          if (!refs(request?.payload).includes(`"$id":"${schemaId(m.request)}"`)) missing.push(`${app} ${id} ${kind}: request is not ${m.request}`);
          if (!refs(reply?.payload).includes(`"$id":"${schemaId(m.reply)}"`)) missing.push(`${app} ${id} ${kind}: reply is not ${m.reply}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // Both apps' MethodId sets are not empty (the check above ran on something).
    expect(apps.every(([, a]) => Object.keys(a.methods).length > 0)).toBe(true);
  });

  it("the parser rejects a broken document and an invalid payload schema (the checks can fail)", async () => {
    const danglingChannel = editedCopy("dangling", (doc) => {
      const first = Object.values(doc.operations)[0] as Record<string, unknown>;
      first.channel = { $ref: "#/channels/noSuchChannel" };
    });
    const badPayload = editedCopy("bad-payload", (doc) => {
      const first = Object.values(doc.components.messages)[0] as Record<string, any>;
      first.payload.schema = { type: 5 };
    });
    for (const file of [danglingChannel, badPayload]) {
      expect((await problems(file)).length, file).toBeGreaterThan(0);
    }
  });
});
