import express from "express";
import { contractMiddleware, contractOf, type SuccessBody } from "@payments/contracts/optimizer/server";

const secret = process.env.MERCHANT_SECRET_HEX; // create order's x-verify is checked with it
if (!secret) throw new Error("set MERCHANT_SECRET_HEX (the merchant secret as hex)");

const app = express();
app.use(express.json()); // optional: without a parser the middleware reads the body itself
app.use(contractMiddleware({ secret })); // invalid requests get problem+json and never reach a handler

app.post("/api/v2/order/create", (req, res) => {
  const { payload } = contractOf(req, "createOrder"); // the Base64 payload, decoded and typed
  const answer: SuccessBody<"createOrder"> = { token: `t_${payload.merchant_data.order_id}`, order_id: 1, response_code: 1, response_message: "SUCCESS" };
  res.json(answer);
});
app.post("/create/customer", (req, res) => {
  const { body } = contractOf(req, "createCustomer");
  const answer: SuccessBody<"createCustomer"> = { ...body, customer_id: 100001, merchant_id: 1234, response_code: 1, response_message: "SUCCESS" };
  res.json(answer);
});

const server = app.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => process.stdout.write(`listening ${JSON.stringify(server.address())}\n`));
