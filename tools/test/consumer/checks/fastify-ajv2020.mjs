// Fastify 5 with Ajv's JSON Schema 2020-12 class (ajv/dist/2020) as its validator compiler
// (schemaController.compilersFactory), over the exported JSON Schemas
// (@payments/contracts/optimizer/schemas/*): every schema is added by its $id (app.addSchema), Ajv
// compiles each by that $id, and each case is sent through app.inject to a route whose body schema
// is a $ref to the operation's request schema. 400 is a refusal, 200 an acceptance.
import Fastify from "fastify";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { CASES, toolkitVerdicts, wire } from "./cases.mjs";

const require = createRequire(import.meta.url);
// One schema by its export path; the folder holds the rest (the export is a pattern: ./optimizer/schemas/*).
const folder = dirname(require.resolve("@payments/contracts/optimizer/schemas/CreateCustomerRequest.json"));
const schemas = readdirSync(folder)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(folder, f), "utf8")));
const idOf = (file) => schemas.find((s) => String(s.$id).endsWith(file)).$id;

// Annotations (x-contract-gap, x-codes...) are not keywords: strictSchema off; formats from ajv-formats.
const newAjv = () => addFormats(new Ajv2020({ strictSchema: false, allErrors: false }));
const ajv = newAjv();
for (const s of schemas) ajv.addSchema(s);
const compiled = schemas.filter((s) => typeof ajv.getSchema(s.$id) === "function").length;

const app = Fastify({
  schemaController: {
    compilersFactory: {
      buildValidator(externalSchemas) {
        const own = newAjv();
        for (const s of Object.values(externalSchemas)) own.addSchema(s);
        return ({ schema }) => own.compile(schema);
      },
    },
  },
});
for (const s of schemas) app.addSchema(s);
const body = { createCustomer: "CreateCustomerRequest.json", createOrder: "CreateOrderRequest.json", processPayment: "ProcessPaymentRequest.json" };
const routes = new Set();
for (const req of Object.values(CASES)) {
  if (routes.has(req.path)) continue;
  routes.add(req.path);
  app.route({ method: req.method, url: req.path, schema: { body: { $ref: idOf(body[req.operationId]) } }, handler: async () => ({ ok: true }) });
}
await app.ready();
const verdicts = {};
for (const [id, req] of Object.entries(CASES)) {
  const r = await app.inject({
    method: req.method,
    url: `${req.path}${req.query ? `?${req.query}` : ""}`,
    headers: { "content-type": "application/json", ...req.headers },
    payload: wire(req),
  });
  verdicts[id] = r.statusCode === 200 ? "accept" : r.statusCode === 400 ? "refuse" : `status ${r.statusCode}`;
}
await app.close();
console.log(
  JSON.stringify({ tool: "fastify-ajv2020", ids: schemas.map((s) => s.$id), schemas: schemas.length, compiled, verdicts, toolkit: toolkitVerdicts() }),
);
