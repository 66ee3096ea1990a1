// openapi-typescript + openapi-fetch: openapi-typescript (the consumer's own) writes the types of the
// published OpenAPI 3.1 document; each case becomes one line of a TypeScript file calling
// openapi-fetch's typed client, and the consumer's tsc judges it (an error on its line: refusal).
// Then openapi-fetch sends the valid requests to a server on loopback that judges them with the
// package's validation API.
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { validateRequest } from "@payments/contracts/optimizer/validation";
import { CASES, toolkitVerdicts, wire } from "./cases.mjs";

const require = createRequire(import.meta.url);
mkdirSync("out-fetch", { recursive: true });
const ast = await openapiTS(pathToFileURL(require.resolve("@payments/contracts/optimizer/openapi.json")), { silent: true });
writeFileSync("out-fetch/optimizer.d.ts", astToString(ast));

const ids = Object.keys(CASES);
const params = (req) => {
  const header = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== "authorization"));
  const query = Object.fromEntries(new URLSearchParams(req.query ?? ""));
  return { ...(Object.keys(header).length ? { header } : {}), ...(Object.keys(query).length ? { query } : {}) };
};
const lines = [
  'import type createClient from "openapi-fetch";',
  'import type { paths } from "./optimizer.js";',
  "declare const client: ReturnType<typeof createClient<paths>>;",
  ...ids.map(
    (id, i) =>
      `export const case${i} = () => client.${CASES[id].method}(${JSON.stringify(CASES[id].path)}, { body: ${wire(CASES[id])}, params: ${JSON.stringify(params(CASES[id]))} });`,
  ),
];
const FIRST = 4; // the line of case0
writeFileSync("out-fetch/cases.ts", `${lines.join("\n")}\n`);
const tsc = spawnSync(
  process.execPath,
  [require.resolve("typescript/bin/tsc"), "--noEmit", "--strict", "--pretty", "false", "--module", "nodenext", "--target", "es2022", "out-fetch/cases.ts"],
  {
    encoding: "utf8",
  },
);
const refused = new Set([...tsc.stdout.matchAll(/cases\.ts\((\d+),\d+\): error/g)].map((m) => ids[Number(m[1]) - FIRST]));
const verdicts = Object.fromEntries(ids.map((id) => [id, refused.has(id) ? "refuse" : "accept"]));
const other = tsc.stdout.split("\n").filter((l) => l.trim() && !/cases\.ts\(\d+,\d+\): error/.test(l) && !/^\s/.test(l));

// openapi-fetch on the wire: a server on loopback that answers 200 to what the validation API accepts.
const server = createServer(async (req, res) => {
  let text = "";
  for await (const chunk of req) text += chunk;
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const id = ids.find((i) => CASES[i].path === url.pathname);
  const r = validateRequest(CASES[id].operationId, { headers: req.headers, query: url.searchParams, body: JSON.parse(text || "null") });
  res.writeHead(r.ok ? 200 : 400, { "content-type": "application/json" }).end(JSON.stringify(r.ok ? {} : { errors: r.errors.map((e) => e.pointer) }));
});
server.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const client = createClient({ baseUrl: `http://127.0.0.1:${server.address().port}` });
const sent = {};
try {
  for (const id of ["customer-valid", "order-valid", "payment-upi-valid", "customer-missing-field"]) {
    const req = CASES[id];
    const r = await client[req.method](req.path, {
      body: JSON.parse(wire(req)),
      params: params(req),
      headers: req.headers.authorization ? { authorization: req.headers.authorization } : {},
    });
    sent[id] = r.response.status;
  }
} finally {
  server.close();
}
console.log(JSON.stringify({ tool: "openapi-typescript + openapi-fetch", verdicts, otherErrors: other, sent, toolkit: toolkitVerdicts() }));
