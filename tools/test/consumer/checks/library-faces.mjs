// The library faces of the installed package on the Node that runs this (the Node LTS matrix): every
// library entry loads (as ESM, and through require() from CommonJS), the validation API judges every
// case as it does on Node 24, a type-guard validator answers, the clients are made, the signer
// signs and the server faces judge a request. Plain JavaScript: it runs on Node 20.19 and later.
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
  "affordability/server",
  "optimizer/server",
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
const server = await import("@payments/contracts/optimizer/server");
const affordabilityServer = await import("@payments/contracts/affordability/server");
const judged = async (verdict) => {
  const v = await verdict;
  return v.ok ? v.operationId : `${v.problem.status} ${v.problem.body.errors?.map((e) => e.pointer).join(",") ?? v.problem.body.code}`;
};
const basic = `Basic ${btoa("merchant:test-password")}`;
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
    server: [
      await judged(server.judgeRequest({ method: "GET", url: "/api/pg/orders/12", headers: { authorization: basic } }, { secret: "00ff" })),
      await judged(server.judgeRequest({ method: "POST", url: "/create/customer", headers: { authorization: basic }, body: {} }, { secret: "00ff" })),
      await judged(affordabilityServer.judgeRequest({ method: "POST", url: "/api/affordability/v1/offer/discovery", headers: {}, body: {} })),
      server.route("GET", "/nowhere").status,
    ],
  }),
);
