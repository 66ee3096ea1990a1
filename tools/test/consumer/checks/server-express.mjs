// The server face in Express 5 from the installed package: app.use(contractMiddleware({ secret })),
// once behind express.json() and once with no body parser (the middleware reads the body itself).
// The handlers echo what contractOf(req) gives them; answers are judged in development mode.
import express from "express";
import { contractMiddleware, contractOf } from "@payments/contracts/optimizer/server";
import { SECRET, sendAll } from "./server-cases.mjs";

async function run(parser) {
  const reports = [];
  const app = express();
  if (parser) app.use(express.json());
  app.use(contractMiddleware({ secret: SECRET, validateResponses: true, onResponseViolation: (r) => reports.push(r) }));
  app.post("/api/v2/order/create", (req, res) => {
    const { payload } = contractOf(req, "createOrder");
    res.json({
      token: `t_${payload.merchant_data.order_id}`,
      order_id: 1,
      response_code: 1,
      response_message: "SUCCESS",
      handled: payload.merchant_data.order_id,
    });
  });
  app.post("/create/customer", (req, res) => {
    const { body } = contractOf(req, "createCustomer");
    res.json({ ...body, customer_id: 1, merchant_id: 1234, response_code: 1, response_message: "SUCCESS" });
  });
  app.get("/api/pg/orders/:order_id", (req, res) => {
    const { params } = contractOf(req, "getOrder");
    res.status(404).json({ response_code: 0, response_message: "ORDER_NOT_FOUND", handled: `${typeof params.order_id} ${params.order_id}` });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const answers = await sendAll(`http://127.0.0.1:${server.address().port}`);
    return { answers, reports: reports.map((r) => `${r.operationId} ${r.errors.map((e) => `${e.pointer} ${e.rule}`).join(", ")}`) };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

console.log(JSON.stringify({ parsed: await run(true), raw: await run(false) }));
