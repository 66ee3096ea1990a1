// Peer harness: openapi-request-validator and openapi-response-validator (with
// openapi-request-coercer), used the way express-openapi / openapi-framework uses them: per
// operation of the OpenAPI documents, one coercer and one request validator over the path item's
// and the operation's parameters and its requestBody, one response validator over its responses,
// all built once before the first exchange. Routing (method and path template to operation) is the
// framework's job; the harness does it with one regular expression per path template.
//
//   node tools/bench/workers/peer-openapi-validator.mjs OPENAPI.json... -- FILE.har...
//
// Prints one JSON line: {ms, loadMs, exchanges, flagged, samples} (flagged: FILE:INDEX of each
// exchange found invalid); ms runs from reading the documents to the last verdict (the modules'
// import is start-up, as it is for conform), loadMs to the first exchange.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { judgeAll, tally } from "./peer-har.mjs";

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "peers", "package.json"));
const OpenAPIRequestCoercer = require("openapi-request-coercer").default;
const OpenAPIRequestValidator = require("openapi-request-validator").default;
const OpenAPIResponseValidator = require("openapi-response-validator").default;

const args = process.argv.slice(2);
const cut = args.indexOf("--");
const docs = args.slice(0, cut);
const hars = args.slice(cut + 1);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const escapeRegExp = (s) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const t0 = performance.now();
/** Per HTTP method, the operations in the order a router tries them: literal paths before templated ones. */
const routes = new Map();
for (const file of docs) {
  const doc = JSON.parse(readFileSync(file, "utf8"));
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const pattern = new RegExp(
      `^${template
        .split(/(\{[^}]+\})/)
        .map((part, i) => (i % 2 ? `(?<${part.slice(1, -1)}>[^/]+)` : escapeRegExp(part)))
        .join("")}$`,
    );
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const route = {
        pattern,
        templated: template.includes("{"),
        coercer: new OpenAPIRequestCoercer({ parameters }),
        request: new OpenAPIRequestValidator({ parameters, requestBody: op.requestBody, componentSchemas: doc.components?.schemas }),
        response: new OpenAPIResponseValidator({ responses: op.responses, components: doc.components }),
      };
      if (!routes.has(method)) routes.set(method, []);
      routes.get(method).push(route);
    }
  }
}
for (const list of routes.values()) list.sort((a, b) => Number(a.templated) - Number(b.templated));

const loaded = performance.now();
const verdicts = tally();
await judgeAll(hars, verdicts, (x) => {
  let route;
  let match;
  for (const r of routes.get(x.method) ?? []) {
    match = r.pattern.exec(x.path);
    if (match) {
      route = r;
      break;
    }
  }
  if (!route) return `no operation for ${x.method} ${x.path}`;
  const request = { headers: x.headers, params: { ...match.groups }, query: x.query, body: x.body };
  route.coercer.coerce(request);
  const requestErrors = route.request.validateRequest(request);
  const responseErrors = route.response.validateResponse(x.status, x.responseBody);
  return requestErrors ?? responseErrors;
});
verdicts.print(t0, loaded);
