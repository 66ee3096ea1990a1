// The server face in Fastify 5 from the installed package: app.register(fastifyContract, { secret }).
// Fastify parses JSON itself; the plugin's hooks route (404/405), judge the parsed body and, in
// development mode, the serialized answer.
import Fastify from "fastify";
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
try {
  const answers = await sendAll(`http://127.0.0.1:${app.server.address().port}`);
  console.log(JSON.stringify({ answers, reports: reports.map((r) => `${r.operationId} ${r.errors.map((e) => `${e.pointer} ${e.rule}`).join(", ")}`) }));
} finally {
  await app.close();
}
