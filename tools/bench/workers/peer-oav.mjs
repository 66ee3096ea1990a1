// Peer harness: oav's LiveValidator (Azure's live-traffic validator), used as its README shows:
// new LiveValidator({swaggerPaths}), initialize(), then validateLiveRequestResponse per exchange.
//
// oav validates Swagger 2.0 only: its loader reads `in: body` parameters, `responses.*.schema` and
// Swagger 2.0 parameters. Given the OpenAPI 3.1 documents as they are (measured with 4.0.3), it
// loads them, then every exchange ends in a runtime exception (OPERATION_NOT_FOUND_IN_CACHE_WITH_API)
// with no verdict, and building the validators fails ("required should be array": a 3.x parameter's
// `required` lands inside its schema); requestBody and response content are never read. So the harness
// first writes a Swagger 2.0 rendering of each OpenAPI document (toSwagger2 below), before the clock
// starts: a user of oav would keep such a file. Schemas are carried over as they are (oav's ajv
// reads JSON Schema), with their references moved from #/components/schemas to #/definitions.
// oav finds an operation by provider namespace and api-version (an Azure URL's /providers/... and
// ?api-version=); traffic without either is looked up under "unknown-api-version", so that is the
// version the rendering declares.
//
//   node tools/bench/workers/peer-oav.mjs OPENAPI.json... -- FILE.har...
//
// Prints one JSON line: {ms, loadMs, exchanges, flagged, samples} (flagged: FILE:INDEX of each
// exchange found invalid); ms runs from the LiveValidator's construction (it reads and compiles the
// documents in initialize()) to the last verdict, loadMs to the first exchange.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { judgeAll, tally } from "./peer-har.mjs";

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "peers", "package.json"));
const { LiveValidator } = require("oav");

const args = process.argv.slice(2);
const cut = args.indexOf("--");
const docs = args.slice(0, cut);
const hars = args.slice(cut + 1);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"];
const FORM = "application/x-www-form-urlencoded";

/** OpenAPI 3.x to Swagger 2.0, for what these documents use (JSON and form bodies, header/query/path parameters). */
function toSwagger2(doc) {
  const schemas = JSON.parse(JSON.stringify(doc.components?.schemas ?? {}).replaceAll('"#/components/schemas/', '"#/definitions/'));
  const moved = (node) => (node === undefined ? undefined : JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', '"#/definitions/')));
  const resolve = (schema) => (schema?.$ref ? schemas[schema.$ref.split("/").pop()] : schema);
  const param = (p) => ({ name: p.name, in: p.in, required: p.in === "path" || p.required === true, ...moved(p.schema) });
  const paths = {};
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const out = {};
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(param);
      const content = op.requestBody?.content ?? {};
      const consumes = Object.keys(content);
      if (content["application/json"]) {
        parameters.push({ name: "body", in: "body", required: op.requestBody.required === true, schema: moved(content["application/json"].schema) });
      } else if (content[FORM]) {
        const form = resolve(moved(content[FORM].schema));
        for (const [name, s] of Object.entries(form?.properties ?? {})) {
          parameters.push({ name, in: "formData", required: (form.required ?? []).includes(name), ...s });
        }
      }
      const responses = {};
      const produces = new Set();
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const media = Object.keys(r.content ?? {});
        for (const m of media) produces.add(m);
        responses[status] = {
          description: r.description ?? "",
          ...(media.length ? { schema: moved(r.content[media[0]].schema) } : {}),
          ...(r.headers
            ? { headers: Object.fromEntries(Object.entries(r.headers).map(([name, h]) => [name, { description: h.description ?? "", ...moved(h.schema) }])) }
            : {}),
        };
      }
      out[method] = { operationId: op.operationId, consumes, produces: [...produces], parameters, responses };
    }
    paths[template] = out;
  }
  return { swagger: "2.0", info: { title: doc.info.title, version: "unknown-api-version" }, schemes: ["https"], paths, definitions: schemas };
}

const dir = mkdtempSync(path.join(tmpdir(), "contracts-bench-oav-"));
const swaggerPaths = docs.map((file, i) => {
  const out = path.join(dir, `${i}-${path.basename(path.dirname(file))}.json`);
  writeFileSync(out, JSON.stringify(toSwagger2(JSON.parse(readFileSync(file, "utf8")))));
  return out;
});

const t0 = performance.now();
// oav's own loading: it reads and compiles the documents here (loadValidatorInInitialize).
// Its log goes to a callback (a live service would hand it to its own logger): dropped here.
const validator = new LiveValidator({ swaggerPaths, directory: dir, git: { shouldClone: false }, loadValidatorInInitialize: true }, () => {});
await validator.initialize();
const loaded = performance.now();
const verdicts = tally();
await judgeAll(hars, verdicts, async (x) => {
  const r = await validator.validateLiveRequestResponse({
    liveRequest: { url: x.url, method: x.method, headers: x.headers, query: x.query, body: x.body },
    liveResponse: { statusCode: String(x.status), headers: x.responseHeaders, body: x.responseBody },
  });
  const req = r.requestValidationResult;
  const res = r.responseValidationResult;
  return r.runtimeException ?? req.runtimeException ?? res.runtimeException ?? (req.errors.length ? req.errors : res.errors.length ? res.errors : undefined);
});
verdicts.print(t0, loaded);
rmSync(dir, { recursive: true, force: true });
