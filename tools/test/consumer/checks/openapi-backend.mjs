// openapi-backend over the published OpenAPI 3.0 rendering, without `quick` (it validates the
// document first, against OpenAPI 3.0): it must load it, route every case to its operation and
// judge it. It is also handed the 3.1 document, which it refuses (it reads 3.0 only).
import { OpenAPIBackend } from "openapi-backend";
import { createRequire } from "node:module";
import { CASES, toolkitVerdicts, wire } from "./cases.mjs";

const require = createRequire(import.meta.url);
const load = async (file) => {
  const api = new OpenAPIBackend({ definition: structuredClone(require(file)), strict: true, validate: true });
  try {
    await api.init();
    return { api };
  } catch (e) {
    return {
      error: String(e.message ?? e)
        .split("\n")[0]
        .slice(0, 200),
    };
  }
};

const { api, error } = await load("@payments/contracts/optimizer/openapi-3.0.json");
const { error: error31 } = await load("@payments/contracts/optimizer/openapi.json");
const routed = {};
const verdicts = {};
if (api) {
  for (const [id, req] of Object.entries(CASES)) {
    const request = {
      method: req.method,
      path: req.path,
      query: Object.fromEntries(new URLSearchParams(req.query ?? "")),
      headers: { "content-type": "application/json", ...req.headers },
      body: JSON.parse(wire(req)),
    };
    routed[id] = api.matchOperation(request)?.operationId ?? null;
    verdicts[id] = api.validateRequest(request).valid ? "accept" : "refuse";
  }
}
console.log(JSON.stringify({ tool: "openapi-backend", loaded30: !error, error, loaded31: !error31, error31, routed, verdicts, toolkit: toolkitVerdicts() }));
