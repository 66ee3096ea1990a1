// The validators and the validation API in a browser: esbuild (--platform=browser) bundles an entry
// that imports @payments/contracts/<service>/validation and /validators; the bundle must need no Node
// module, and, run in a bare V8 context with only what a browser has (console, atob, TextDecoder),
// it must judge every case as the toolkit does on Node.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { CASES, toolkitVerdicts, wire } from "./cases.mjs";

const entry = `
import { validateRequest } from "@payments/contracts/optimizer/validation";
import { validateRequest as affordabilityRequest } from "@payments/contracts/affordability/validation";
import { validateMessage } from "@payments/contracts/terminal/validation";
import { createCustomer__request__application_json } from "@payments/contracts/optimizer/validators";
import * as terminalValidators from "@payments/contracts/terminal/validators";
import * as affordabilityValidators from "@payments/contracts/affordability/validators";
const cases = ${JSON.stringify(Object.fromEntries(Object.entries(CASES).map(([id, r]) => [id, { ...r, body: JSON.parse(wire(r)) }])))};
const verdicts = {};
for (const [id, req] of Object.entries(cases)) {
  const r = validateRequest(req.operationId, { headers: { "content-type": "application/json", ...req.headers }, query: new URLSearchParams(req.query ?? ""), body: req.body });
  verdicts[id] = r.ok ? "accept" : "refuse";
}
globalThis.result = {
  verdicts,
  guard: createCustomer__request__application_json(cases["customer-valid"].body),
  affordability: affordabilityRequest("discoverOffers", {}).errors.length > 0,
  terminal: validateMessage("mobile", {}, "request").errors.map((e) => e.rule),
  validators: Object.keys(terminalValidators).length + Object.keys(affordabilityValidators).length,
};
`;
writeFileSync("browser-entry.mjs", entry);
let bundle;
let error;
let inputs = [];
try {
  const out = await build({
    entryPoints: ["browser-entry.mjs"],
    bundle: true,
    platform: "browser",
    format: "iife",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  bundle = out.outputFiles[0].text;
  inputs = Object.keys(out.metafile.inputs);
} catch (e) {
  error = (e.errors ?? []).map((x) => x.text).slice(0, 5);
}
let result;
if (bundle) {
  const context = { console, atob, TextDecoder, URLSearchParams };
  runInNewContext(bundle, context);
  result = context.result;
}
console.log(
  JSON.stringify({
    tool: "esbuild --platform=browser",
    error,
    bytes: bundle?.length,
    nodeInputs: inputs.filter((i) => i.startsWith("node:") || /(^|\/)node_modules\/(buffer|process|util)\//.test(i)),
    result,
    toolkit: toolkitVerdicts(),
  }),
);
