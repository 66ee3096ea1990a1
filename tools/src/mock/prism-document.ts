/**
 * The copy of a generated OpenAPI document that Prism is started on.
 *
 * generated/ is never edited: when Prism 5.16 needs the document to say something differently, a
 * derived copy is written to a temporary directory and Prism reads that. Each adjustment is one
 * entry of ADJUSTMENTS, with the reason; a document that needs none is served as it is.
 *
 * Measured on Prism 5.16.0 (see tools/test/mock/prism-behaviour.test.ts):
 * - `unevaluatedProperties` is ignored unless the document declares `jsonSchemaDialect`. Prism's
 *   @stoplight/http-spec stamps every schema of a document without `jsonSchemaDialect` with
 *   `$schema: draft-07`, so Prism validates with its draft-07 ajv, which does not know
 *   `unevaluatedProperties` (and runs with `strict: false`, so it says nothing): extra properties
 *   of a closed model were accepted with 200. With `jsonSchemaDialect` set to 2020-12 (the default
 *   dialect of OpenAPI 3.1 anyway, so the meaning of the document is unchanged) Prism picks its
 *   2020-12 ajv and answers 422.
 * - `oneOf` of `const` branches (closed string enums): validated correctly (422 for a value outside).
 * - `application/x-www-form-urlencoded` bodies: validated (required, enum), but Prism decodes only
 *   the properties the schema declares, so an undeclared form field is dropped before validation and
 *   cannot be rejected. No adjustment can fix that; it is a documented caveat.
 * - Operation-level servers (`servers` or the `x-operation-servers` extension of the token endpoint,
 *   `{auth_url}`): Prism routes by path only (server matching happens only with the `__server` query
 *   parameter, and a whole-URL variable such as `{auth_url}` matches any server), so the token
 *   endpoint is served on the same port as the offer endpoints. Point both `base_url` and `auth_url`
 *   at the mock's URL.
 * - `contentEncoding`/`contentMediaType`/`contentSchema` (the Base64 `request` of create order): JSON
 *   Schema 2020-12 makes them annotations, so Prism does not decode or check the encoded document.
 */
import { contractFile, Documents, type OpenApiDoc, type HttpServiceId } from "../contract/index.ts";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isAlive } from "./child.ts";

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1 Schema Objects (ajv's 2020 draft matches `https://…/schema`). */
export const DIALECT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

export interface Adjustment {
  /** Short id, printed by the launcher when the adjustment is applied. */
  readonly id: string;
  /** Why Prism needs it. */
  readonly reason: string;
  /** Whether the document needs it. */
  readonly applies: (doc: OpenApiDoc) => boolean;
  /** Change the document (a private parse of the generated file) in place. */
  readonly apply: (doc: OpenApiDoc) => void;
}

export const ADJUSTMENTS: readonly Adjustment[] = [
  {
    id: "json-schema-dialect",
    reason:
      "Prism 5.16 validates schemas of a document without jsonSchemaDialect as draft-07 and then ignores unevaluatedProperties; declaring the 2020-12 dialect (OpenAPI 3.1's default) makes it reject undeclared properties",
    applies: (doc) => typeof doc.jsonSchemaDialect !== "string",
    apply: (doc) => {
      doc.jsonSchemaDialect = DIALECT_2020_12;
    },
  },
];

/** Temporary copies are named contracts-mock-<pid of the process that wrote them>-<service>-XXXXXX. */
const COPY_PREFIX = "contracts-mock-";

/**
 * Remove copies left by processes that no longer exist (a launcher killed with SIGKILL cannot clean
 * up after itself).
 */
function removeStaleCopies(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^contracts-mock-(\d+)-/.exec(name);
    if (m && !isAlive(Number(m[1]))) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** The generated OpenAPI document of an HTTP service. */
export function generatedDocumentPath(service: HttpServiceId, generated?: string): string {
  return generated === undefined ? contractFile(service, "openapi.json") : path.join(generated, service, "openapi.json");
}

export interface PrismDocument {
  /** The file Prism is started on. */
  readonly file: string;
  /** The adjustments applied (empty when the generated file is served as it is). */
  readonly applied: readonly string[];
  /** Remove the temporary copy (a no-op when none was written). Safe to call twice. */
  dispose(): void;
}

/** The document to start Prism on: the generated file, or an adjusted copy in a fresh temporary directory. */
export function preparePrismDocument(service: HttpServiceId, generated?: string): PrismDocument {
  const source = generatedDocumentPath(service, generated);
  let doc: OpenApiDoc;
  try {
    // A private copy (the adjustments change it), read afresh: a rebuild may have changed the file.
    const parsed = new Documents(service, path.dirname(source)).file("openapi.json");
    if (parsed === undefined) throw new Error("no such file");
    doc = structuredClone(parsed) as OpenApiDoc;
  } catch (e) {
    throw new Error(
      `cannot read ${source}: ${(e as Error).message.replace(/^cannot read the contract file \S+: /, "").replace(/; run `make`.*$/, "")}; run \`make\` (or \`npm run -s build\`) to generate it`,
    );
  }
  const needed = ADJUSTMENTS.filter((a) => a.applies(doc));
  if (needed.length === 0) return { file: source, applied: [], dispose: () => {} };
  for (const a of needed) a.apply(doc);
  removeStaleCopies();
  const dir = mkdtempSync(path.join(tmpdir(), `${COPY_PREFIX}${process.pid}-${service}-`));
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(doc));
  let disposed = false;
  return {
    file,
    applied: needed.map((a) => a.id),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
