import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientConfigError, ContractViolationError } from "../../src/client/errors.ts";
import { basicAuthorization, createOptimizerClient, type CreateOrderPayload, type OptimizerClientOptions } from "../../src/client/optimizer.ts";
import { requestExample, responseExample } from "./support/examples.ts";
import { startFakeServer, type FakeServer, type Handler } from "./support/fake-server.ts";
import { failureStatusGap } from "../../src/contract/operations.ts";

const CREATE_ORDER = "POST /api/v2/order/create";
const PROCESS_PAYMENT = "POST /api/v2/process/payment";
const SAVE_CARD = "POST /api/customer/card/save";
const GET_CUSTOMER = "GET /customer/123456";
const REFUND = "POST /api/pg/payments/5000001/refund";
const SECRET_HEX = "00112233445566778899aabbccddeeff";
const PASSWORD = "merchant-password-value";
const PAN = "4111111111111111";
const CVV = "987";

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const ok =
  (operationId: string, headers?: Record<string, string>): Handler =>
  () => ({ body: responseExample("optimizer", operationId), ...(headers ? { headers } : {}) });

const ROUTES: Record<string, Handler> = {
  [CREATE_ORDER]: ok("createOrder"),
  [PROCESS_PAYMENT]: ok("processPayment"),
  [SAVE_CARD]: ok("saveCard"),
  [GET_CUSTOMER]: ok("getCustomer"),
  [REFUND]: ok("refundPayment", { "x-verify": "RESPONSE-SIGNATURE" }),
};

async function setup(options: Partial<OptimizerClientOptions> = {}, routes: Record<string, Handler> = ROUTES) {
  server = await startFakeServer(routes);
  const client = createOptimizerClient({
    baseUrl: server.url,
    basicAuth: { username: "merchant-1", password: PASSWORD },
    secretKey: SECRET_HEX,
    validate: true,
    ...options,
  });
  return { client, server };
}

/** The create-order payload of the contract's first example (decoded from its Base64). */
const orderPayload = (): CreateOrderPayload =>
  JSON.parse(Buffer.from(requestExample<{ request: string }>("optimizer", "createOrder").request, "base64").toString("utf8"));

describe("optimizer client: create order", () => {
  it("Base64-wraps the payload and signs it with the default signer (independent HMAC-SHA256)", async () => {
    const { client, server } = await setup();
    const payload = orderPayload();
    const result = await client.createOrder(payload);
    expect(result.data).toBeDefined();
    const [req] = server.received(CREATE_ORDER);
    const sent = JSON.parse(req!.body) as { request: string };
    expect(Object.keys(sent)).toEqual(["request"]);
    expect(JSON.parse(Buffer.from(sent.request, "base64").toString("utf8"))).toEqual(payload);
    const expected = createHmac("sha256", Buffer.from(SECRET_HEX, "hex")).update(sent.request).digest("hex").toUpperCase();
    expect(req!.headers["x-verify"]).toBe(expected);
    expect(result.xVerify).toBe(expected);
    expect(req!.headers.authorization).toBeUndefined(); // create order carries merchant credentials in the payload
  });

  it("uses a custom signer when given (over secretKey)", async () => {
    const signer = vi.fn((base64: string) => `CUSTOM-${base64.length}`);
    const { client, server } = await setup({ signer });
    await client.createOrder(orderPayload());
    const [req] = server.received(CREATE_ORDER);
    const sent = JSON.parse(req!.body) as { request: string };
    expect(signer).toHaveBeenCalledExactlyOnceWith(sent.request);
    expect(req!.headers["x-verify"]).toBe(`CUSTOM-${sent.request.length}`);
  });

  it("refuses to create an order without a signer, before sending anything", async () => {
    const { client, server } = await setup({ secretKey: undefined });
    await expect(client.createOrder(orderPayload())).rejects.toThrow(ClientConfigError);
    expect(server.requests).toHaveLength(0);
  });

  it("rejects a malformed secret key at construction", () => {
    expect(() => createOptimizerClient({ baseUrl: "http://127.0.0.1:1", secretKey: "not-hex" })).toThrow(/even-length hex/);
  });

  it("checks the decoded payload against the contract in development mode", async () => {
    const { client, server } = await setup();
    const payload = orderPayload() as unknown as Record<string, Record<string, unknown>>;
    delete payload.merchant_data!.order_id;
    const err = await client.createOrder(payload as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContractViolationError);
    expect((err as ContractViolationError).violations).toContainEqual(
      expect.objectContaining({ pointer: "/body/request/merchant_data/order_id", rule: "required" }),
    );
    expect(server.received(CREATE_ORDER)).toHaveLength(0);
  });
});

describe("optimizer client: credentials and parameters", () => {
  it("sends HTTP Basic credentials where the contract asks for them", async () => {
    const { client, server } = await setup();
    const { data } = await client.getCustomer(123456);
    expect(data).toBeDefined();
    const [req] = server.received(GET_CUSTOMER);
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from(`merchant-1:${PASSWORD}`).toString("base64")}`);
  });

  it("sends an issued credential as it is", () => {
    expect(basicAuthorization({ encoded: "QUJD" })).toBe("Basic QUJD");
  });

  it("sends the process-payment token as a query parameter, without Basic credentials", async () => {
    const { client, server } = await setup();
    await client.processPayment("TOKEN-1", requestExample("optimizer", "processPayment"));
    const [req] = server.received(PROCESS_PAYMENT);
    expect(req!.query).toEqual({ token: "TOKEN-1" });
    expect(req!.headers.authorization).toBeUndefined();
  });

  it("accepts a refund whose response carries x-verify", async () => {
    const { client } = await setup();
    const { data, response } = await client.refundPayment(5000001, requestExample("optimizer", "refundPayment"));
    expect(data).toBeDefined();
    expect(response.headers.get("x-verify")).toBe("RESPONSE-SIGNATURE");
  });
});

describe("optimizer client: contract checks", () => {
  it("throws for a response missing a required header (refund's x-verify)", async () => {
    const { client } = await setup({}, { ...ROUTES, [REFUND]: ok("refundPayment") });
    const err = await client.refundPayment(5000001, requestExample("optimizer", "refundPayment")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContractViolationError);
    expect((err as ContractViolationError).violations).toContainEqual(expect.objectContaining({ pointer: "/headers/x-verify", rule: "response-header" }));
  });

  it("throws for a missing Basic credential in development mode, sends it in production mode", async () => {
    let c = await setup({ basicAuth: undefined });
    await expect(c.client.getCustomer(123456)).rejects.toThrow(/\/headers\/authorization: credentials/);
    await server!.close();
    c = await setup({ basicAuth: undefined, validate: false });
    expect((await c.client.getCustomer(123456)).response.status).toBe(200);
  });

  it("reports an undocumented success status as a response violation", async () => {
    const { client } = await setup({}, { [SAVE_CARD]: () => ({ status: 201, body: { message: "created" } }) });
    const err = await client.saveCard(requestExample("optimizer", "saveCard")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContractViolationError);
    expect((err as ContractViolationError).violations[0]).toMatchObject({ pointer: "/status", rule: "undocumented-status" });
  });

  it("returns a failure status the contract leaves open (a gap) as an error result with the gap's id (issue 26)", async () => {
    const { client } = await setup({}, { [SAVE_CARD]: () => ({ status: 500, body: { message: "boom" } }) });
    const r = await client.saveCard(requestExample("optimizer", "saveCard"));
    expect(r.response.status).toBe(500);
    expect(r.error).toEqual({ message: "boom" });
    expect(r.gap).toBe(failureStatusGap("optimizer"));
  });
});

describe("optimizer client: secrets never reach an error message or a log", () => {
  const texts = (e: unknown): string => {
    const err = e as Error;
    return [String(err), err.message, err.stack ?? "", JSON.stringify(err)].join("\n");
  };

  it("keeps card numbers, CVVs, passwords, keys and tokens out of every error", async () => {
    const logged: unknown[] = [];
    for (const m of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, m).mockImplementation((...a) => void logged.push(a));
    const { client } = await setup({}, { ...ROUTES, [SAVE_CARD]: () => ({ status: 200, body: { card_number: PAN, cvv: CVV, password: PASSWORD } }) });
    const errors: unknown[] = [];

    // A card payment whose CVV is a number and whose card number is an object key.
    const payment = requestExample("optimizer", "processPayment");
    payment.card_data = { ...payment.card_data, card_number: PAN, cvv: Number(CVV), [PAN]: CVV };
    errors.push(await client.processPayment("TOKEN-SECRET-9f8e7d", payment as never).catch((e: unknown) => e));
    // A save-card request with the card number in the wrong type, and a response echoing secrets.
    const card = requestExample("optimizer", "saveCard");
    errors.push(await client.saveCard({ ...card, card_data: { ...card.card_data, card_number: Number(PAN) } } as never).catch((e: unknown) => e));
    errors.push(await client.saveCard(card as never).catch((e: unknown) => e));
    // A create-order payload that is not valid, holding the key and password as values.
    const payload = { ...orderPayload(), merchant_data: { merchant_access_code: PASSWORD, secret: SECRET_HEX } };
    errors.push(await client.createOrder(payload as never).catch((e: unknown) => e));

    expect(errors.map((e) => (e as Error).name)).toEqual(Array(4).fill("ContractViolationError"));
    for (const e of errors) {
      const t = texts(e);
      for (const secret of [PAN, PASSWORD, SECRET_HEX, "TOKEN-SECRET-9f8e7d", `"${CVV}"`, `: ${CVV}`]) expect(t).not.toContain(secret);
    }
    expect(logged).toEqual([]);
  });
});
