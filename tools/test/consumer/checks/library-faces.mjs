// The library faces of the installed package on the Node that runs this (the Node LTS matrix): every
// library entry loads (as ESM, and through require() from CommonJS), the validation API judges every
// case as it does on Node 24, a type-guard validator answers, the clients are made and the signer
// signs. Plain JavaScript: it runs on Node 20.19 and later.
import { createRequire } from "node:module";
import { toolkitVerdicts } from "./cases.mjs";

const require = createRequire(import.meta.url);
const entries = [
  "affordability",
  "affordability/validation",
  "affordability/validators",
  "optimizer",
  "optimizer/validation",
  "optimizer/validators",
  "terminal",
  "terminal/validation",
  "terminal/validators",
  "signing",
];
const loaded = {};
const required = {};
for (const e of entries) {
  loaded[e] = Object.keys(await import(`@payments/contracts/${e}`)).length;
  required[e] = Object.keys(require(`@payments/contracts/${e}`)).length;
}
const { createAffordabilityClient } = await import("@payments/contracts/affordability");
const { createOptimizerClient } = await import("@payments/contracts/optimizer");
const { hmacSha256Signer, encodePayload } = await import("@payments/contracts/signing");
const { validateMessage } = await import("@payments/contracts/terminal");
const { schema__Amount } = await import("@payments/contracts/affordability/validators");
const clients = [
  typeof createAffordabilityClient({ baseUrl: "https://offers.invalid", authUrl: "https://auth.invalid", realm: "r", clientId: "id", clientSecret: "s" })
    .discoverOffers,
  typeof createOptimizerClient({ baseUrl: "https://optimizer.invalid", secretKey: "00ff" }).createOrder,
];
console.log(
  JSON.stringify({
    node: process.versions.node,
    loaded,
    required,
    verdicts: toolkitVerdicts(),
    guard: [schema__Amount({ value: 100, currency: "INR" }), schema__Amount({ value: "100", currency: "INR" })],
    terminal: validateMessage("terminal", {}, "request").errors.map((e) => e.rule),
    clients,
    signature: /^[0-9A-F]{64}$/.test(hmacSha256Signer("00ff")(encodePayload({ a: 1 }))),
  }),
);
