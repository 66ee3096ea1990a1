// The server face in node:http from the installed package:
// http.createServer((req, res) => mw(req, res, () => handler(req, res))).
import http from "node:http";
import { contractMiddleware, contractOf } from "@payments/contracts/optimizer/server";
import { SECRET, sendAll } from "./server-cases.mjs";

const mw = contractMiddleware({ secret: SECRET });
const handler = (req, res) => {
  const c = contractOf(req);
  if (c.operationId === "getOrder") {
    const answer = { response_code: 0, response_message: "ORDER_NOT_FOUND", handled: `${typeof c.params.order_id} ${c.params.order_id}` };
    res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify(answer));
    return;
  }
  const answer =
    c.operationId === "createOrder"
      ? { token: "t", order_id: 1, response_code: 1, response_message: "SUCCESS", handled: c.payload.merchant_data.order_id }
      : { ...c.body, customer_id: 1, merchant_id: 1234, response_code: 1, response_message: "SUCCESS" };
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
};
const server = http.createServer((req, res) => mw(req, res, () => handler(req, res)));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
try {
  console.log(JSON.stringify({ node: process.versions.node, answers: await sendAll(`http://127.0.0.1:${server.address().port}`) }));
} finally {
  server.closeAllConnections();
  server.close();
}
