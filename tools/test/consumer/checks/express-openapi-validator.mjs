// express-openapi-validator over the published OpenAPI 3.1 document, as an Express 5 app would use
// it: each case is sent over HTTP to a server on loopback; 400 is a refusal, 200 an acceptance.
import express from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { createRequire } from "node:module";
import { CASES, toolkitVerdicts, wire } from "./cases.mjs";

const require = createRequire(import.meta.url);
const apiSpec = structuredClone(require("@payments/contracts/optimizer/openapi.json"));
const app = express();
app.use(express.json());
app.use(OpenApiValidator.middleware({ apiSpec, validateRequests: true, validateResponses: false }));
app.use((_req, res) => res.json({ ok: true }));
app.use((err, _req, res, _next) => res.status(err.status ?? 500).json({ message: err.message }));

const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const verdicts = {};
const statuses = {};
try {
  for (const [id, req] of Object.entries(CASES)) {
    const r = await fetch(`${base}${req.path}${req.query ? `?${req.query}` : ""}`, {
      method: req.method,
      headers: { "content-type": "application/json", ...req.headers },
      body: wire(req),
    });
    await r.text();
    statuses[id] = r.status;
    verdicts[id] = r.status === 200 ? "accept" : r.status === 400 ? "refuse" : `status ${r.status}`;
  }
} finally {
  server.close();
}
console.log(JSON.stringify({ tool: "express-openapi-validator", verdicts, statuses, toolkit: toolkitVerdicts() }));
