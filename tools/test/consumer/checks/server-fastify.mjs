// The server face in Fastify 5 from the installed package: app.register(fastifyContract, { secret }).
// Fastify parses JSON itself; the plugin's hooks route (404/405), judge the parsed body and, in
// development mode, the serialized answer.
import Fastify from "fastify";
import * as affordability from "@payments/contracts/affordability/server";
import { contractOf, fastifyContract } from "@payments/contracts/optimizer/server";
import { SECRET, sendAll } from "./server-cases.mjs";

const reports = [];
const app = Fastify();
await app.register(fastifyContract, { secret: SECRET, validateResponses: true, onResponseViolation: (r) => reports.push(r) });
app.post("/api/v2/order/create", async (req) => {
  const { payload } = contractOf(req, "createOrder");
  return { token: `t_${payload.merchant_data.order_id}`, order_id: 1, response_code: 1, response_message: "SUCCESS", handled: payload.merchant_data.order_id };
});
app.post("/create/customer", async (req) => {
  const { body } = contractOf(req, "createCustomer");
  return { ...body, customer_id: 1, merchant_id: 1234, response_code: 1, response_message: "SUCCESS" };
});
app.get("/api/pg/orders/:order_id", async (req, reply) => {
  const { params } = contractOf(req, "getOrder");
  return reply.code(404).send({ response_code: 0, response_message: "ORDER_NOT_FOUND", handled: `${typeof params.order_id} ${params.order_id}` });
});
await app.listen({ port: 0, host: "127.0.0.1" });
let answers;
try {
  answers = await sendAll(`http://127.0.0.1:${app.server.address().port}`);
} finally {
  await app.close();
}

// Both services in one application, each plugin under its own base path; affordability's token
// request is a form (the plugin adds a form parser, Fastify has none).
const both = Fastify();
await both.register(fastifyContract, { secret: SECRET, basePath: "/optimizer" });
await both.register(affordability.fastifyContract, { basePath: "/affordability" });
both.post("/optimizer/create/customer", async (req) => ({ handled: contractOf(req, "createCustomer").operationId }));
both.post("/affordability/realms/:realm/protocol/openid-connect/token", async (req) => {
  const { params, body } = affordability.contractOf(req, "generateToken");
  return { handled: `${params.realm} ${body.grant_type}` };
});
both.get("/health", async () => ({ handled: "health" }));
await both.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${both.server.address().port}`;
const shared = {};
try {
  const form = (text) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: text });
  const sends = {
    "optimizer-invalid": [`${base}/optimizer/create/customer`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
    "token-valid": [`${base}/affordability/realms/r1/protocol/openid-connect/token`, form("grant_type=client_credentials&client_id=c&client_secret=s")],
    "token-without-grant-type": [`${base}/affordability/realms/r1/protocol/openid-connect/token`, form("client_id=c&client_secret=s")],
    "affordability-unknown": [`${base}/affordability/nothing`, { method: "GET" }],
    health: [`${base}/health`, { method: "GET" }],
  };
  for (const [id, [url, init]] of Object.entries(sends)) {
    const r = await fetch(url, init);
    const body = await r.json();
    shared[id] = `${r.status} ${body.handled ?? body.code}`;
  }
} finally {
  await both.close();
}
console.log(JSON.stringify({ answers, shared, reports: reports.map((r) => `${r.operationId} ${r.errors.map((e) => `${e.pointer} ${e.rule}`).join(", ")}`) }));
