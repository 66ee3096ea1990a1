// The Zod route: @hey-api/openapi-ts (zod plugin) generates Zod schemas from the published OpenAPI
// 3.1 document; each case's body, headers and query are parsed with the operation's schemas
// (z<Operation>Body, …Headers, …Query). Every parse succeeds: acceptance; any fails: refusal.
import { createClient } from "@hey-api/openapi-ts";
import { transform } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { CASES, toolkitVerdicts, wire } from "./cases.mjs";

const require = createRequire(import.meta.url);
await createClient({
  input: require.resolve("@payments/contracts/optimizer/openapi.json"),
  output: { path: "out-zod" },
  plugins: ["zod"],
  logs: { level: "silent" },
});
const { code } = await transform(readFileSync("out-zod/zod.gen.ts", "utf8"), { loader: "ts", format: "esm" });
writeFileSync("out-zod/zod.gen.mjs", code);
const z = await import(pathToFileURL("out-zod/zod.gen.mjs").href);

const name = (operationId, part) => `z${operationId[0].toUpperCase()}${operationId.slice(1)}${part}`;
const verdicts = {};
for (const [id, req] of Object.entries(CASES)) {
  const parts = [
    [name(req.operationId, "Body"), JSON.parse(wire(req))],
    [name(req.operationId, "Headers"), req.headers],
    [name(req.operationId, "Query"), Object.fromEntries(new URLSearchParams(req.query ?? ""))],
  ];
  const ok = parts.every(([schema, value]) => !z[schema] || z[schema].safeParse(value).success);
  verdicts[id] = ok ? "accept" : "refuse";
}
console.log(JSON.stringify({ tool: "zod (@hey-api/openapi-ts)", schemas: Object.keys(z).length, verdicts, toolkit: toolkitVerdicts() }));
