/**
 * The connect-style middleware over sockets, as node:http uses it:
 * `http.createServer((req, res) => mw(req, res, () => handler(req, res)))` (issue 37). Express uses
 * the same function (app.use): tools/test/consumer/server.test.ts runs it in Express and Fastify
 * from the packed tarball.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { type ContractRequest, contractMiddleware, contractOf, type ResponseReport } from "../../src/server/entries/optimizer.ts";
import { BASIC, brokenPayload, customer, listen, order, PAN, payload, send } from "./support.ts";

const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

/** The requests that reached the handler, by operation. */
const reached: string[] = [];
const reports: ResponseReport[] = [];

/** What the handler answers: the typed request echoed, or a broken answer on demand (x-answer). */
function handler(req: IncomingMessage, res: ServerResponse): void {
  const c = contractOf(req);
  reached.push(c.operationId);
  const mode = c.headers["x-answer"];
  if (mode === "write-head" && c.operationId === "createCustomer") {
    // A customer record with one property too many, named like a card number.
    const record = { ...c.body, customer_id: 100001, merchant_id: 1234, response_code: 1, response_message: "SUCCESS", [PAN]: 1 };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(record));
    return;
  }
  const [status, body] = answerOf(c, mode);
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
}

function answerOf(c: ContractRequest, mode: string | undefined): [number, unknown] {
  if (mode === "broken") return [200, { customer_id: "not a number" }];
  if (mode === "not-found") return [404, { response_code: 0, response_message: "CUSTOMER_NOT_FOUND" }];
  if (mode === "fault") return [500, { response_code: 0, response_message: "FAULT" }];
  if (c.operationId === "createOrder") {
    // The decoded payload, typed: no cast, no second decoding.
    const orderId: string = c.payload.merchant_data.order_id;
    const amount: number = c.payload.payment_info_data.amount;
    return [200, { token: `tok-${orderId}-${amount}`, order_id: 1000001, response_code: 1, response_message: "SUCCESS" }];
  }
  if (c.operationId === "getOrder") {
    const id: number = c.params.order_id;
    return [404, { response_code: 0, response_message: `no order ${typeof id} ${id}` }];
  }
  if (c.operationId === "createCustomer") return [200, { ...c.body, customer_id: 100001, merchant_id: 1234, response_code: 1, response_message: "SUCCESS" }];
  return [200, { response_code: 1, response_message: "SUCCESS" }];
}

const mw = contractMiddleware({ secret: SECRET, validateResponses: true, onResponseViolation: (r) => reports.push(r) });
const base = await listen((req, res) => mw(req, res, () => handler(req, res)));

/** Send and report whether the handler was reached. */
async function through(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const before = reached.length;
  const answer = await send(base, method, path, body, headers);
  return { ...answer, reached: reached.length > before };
}

describe("node:http: an invalid request is answered with problem+json naming its pointers and never reaches the handler", () => {
  it("a create order whose Base64 payload breaks the contract: 400, the pointer inside the payload (txn_data)", async () => {
    const o = order(brokenPayload);
    const r = await through("POST", "/api/v2/order/create", o.body, o.headers);
    expect([r.status, r.contentType, r.reached]).toEqual([400, "application/problem+json", false]);
    expect(r.body.code).toBe("INVALID_REQUEST");
    expect(r.body.errors).toEqual([{ pointer: "/body/request/txn_data/navigation_mode", rule: "type", message: expect.any(String) }]);
    expect(r.body["x-contract-gap"]).toMatch(/G-[0-9a-f]+/);
  });

  it("a create order with a wrong x-verify: 401 X_VERIFY_MISMATCH at /headers/x-verify", async () => {
    const o = order(payload, "AB".repeat(32));
    const r = await through("POST", "/api/v2/order/create", o.body, o.headers);
    expect([r.status, r.contentType, r.reached, r.body.code]).toEqual([401, "application/problem+json", false, "X_VERIFY_MISMATCH"]);
    expect(r.body.errors.map((e: { pointer: string; rule: string }) => `${e.pointer} ${e.rule}`)).toEqual(["/headers/x-verify x-verify-mismatch"]);
  });

  it("a create order signed under another secret is refused; the same order signed with the secret passes", async () => {
    const other = contractMiddleware({ secret: "ff".repeat(32), validateResponses: false });
    const otherBase = await listen((req, res) => other(req, res, () => handler(req, res)));
    const o = order();
    expect((await send(otherBase, "POST", "/api/v2/order/create", o.body, o.headers)).status).toBe(401);
    expect((await through("POST", "/api/v2/order/create", o.body, o.headers)).reached).toBe(true);
  });

  it("a create order without x-verify, or whose request is not Base64: 400 naming the header or the property", async () => {
    const o = order();
    const missing = await through("POST", "/api/v2/order/create", o.body, {});
    expect([missing.status, missing.reached]).toEqual([400, false]);
    expect(missing.body.errors.map((e: { pointer: string }) => e.pointer)).toContain("/headers/x-verify");
    const notBase64 = await through("POST", "/api/v2/order/create", { request: "not Base64!" }, o.headers);
    expect([notBase64.status, notBase64.reached]).toEqual([400, false]);
    expect(notBase64.body.errors.map((e: { pointer: string; rule: string }) => `${e.pointer} ${e.rule}`)).toContain("/body/request base64");
  });

  it("an invalid create-customer body: 400 naming the missing field", async () => {
    const { mobile_number: _, ...body } = customer;
    const r = await through("POST", "/create/customer", body, { authorization: BASIC });
    expect([r.status, r.reached]).toEqual([400, false]);
    expect(r.body.errors).toEqual([{ pointer: "/body/mobile_number", rule: "required", message: "required property is missing" }]);
  });

  it("no Basic credentials: 401 with WWW-Authenticate naming Basic", async () => {
    const r = await through("POST", "/create/customer", customer);
    expect([r.status, r.reached, r.body.code]).toEqual([401, false, "UNAUTHORIZED"]);
    expect(r.headers.get("www-authenticate")).toMatch(/^Basic /);
  });

  it("a path parameter that is not an integer: 400 at /path/order_id", async () => {
    const r = await through("GET", "/api/pg/orders/abc", undefined, { authorization: BASIC });
    expect([r.status, r.reached]).toEqual([400, false]);
    expect(r.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(["/path/order_id"]);
  });

  it("an unknown path is 404, a wrong method 405 with Allow (problem+json, gap-marked)", async () => {
    const unknown = await through("GET", "/api/v3/nothing");
    expect([unknown.status, unknown.contentType, unknown.body.code, unknown.body["x-contract-gap"], unknown.reached]).toEqual([
      404,
      "application/problem+json",
      "NO_SUCH_OPERATION",
      "not a contract operation",
      false,
    ]);
    const wrong = await through("GET", "/create/customer");
    expect([wrong.status, wrong.headers.get("allow"), wrong.body.code, wrong.reached]).toEqual([405, "POST", "METHOD_NOT_ALLOWED", false]);
  });

  it("a body that is not JSON: 400 MALFORMED_JSON", async () => {
    const r = await through("POST", "/create/customer", '{"customer_ref_no": ', { authorization: BASIC, "content-type": "application/json" });
    expect([r.status, r.body.code, r.reached]).toEqual([400, "MALFORMED_JSON", false]);
  });

  it("a body over limitBytes: 413, the handler not reached", async () => {
    const small = contractMiddleware({ secret: SECRET, limitBytes: 200 });
    const smallBase = await listen((req, res) => small(req, res, () => handler(req, res)));
    const r = await send(smallBase, "POST", "/create/customer", { ...customer, first_name: "x".repeat(300) }, { authorization: BASIC });
    expect([r.status, r.body.code]).toEqual([413, "BODY_TOO_LARGE"]);
  });

  it("a card number the request put where a problem repeats it (a property name) is masked to first six and last four", async () => {
    const r = await through("POST", "/create/customer", { ...customer, [PAN]: "x" }, { authorization: BASIC });
    expect([r.status, r.reached]).toEqual([400, false]);
    expect(r.text).not.toContain(PAN);
    expect(r.text).toContain("411111******1111");
  });
});

describe("node:http: a valid request reaches the handler with req.contract", () => {
  it("a valid signed order: the handler reads the decoded payload, typed", async () => {
    const o = order();
    const r = await through("POST", "/api/v2/order/create", o.body, o.headers);
    expect([r.status, r.reached]).toEqual([200, true]);
    expect(r.body.token).toBe("tok-ORDER-0001-100000");
  });

  it("a valid create customer: the handler reads the body; a path parameter arrives as the integer the contract types", async () => {
    const r = await through("POST", "/create/customer", customer, { authorization: BASIC });
    expect([r.status, r.reached, r.body.customer_ref_no]).toEqual([200, true, customer.customer_ref_no]);
    const got = await through("GET", "/api/pg/orders/42", undefined, { authorization: BASIC });
    expect([got.status, got.body.response_message]).toEqual([404, "no order number 42"]);
  });

  it("the body the middleware read is left in req.body for the handler", async () => {
    let seen: unknown;
    const own = contractMiddleware({ secret: SECRET });
    const ownBase = await listen((req, res) =>
      own(req, res, () => {
        seen = (req as IncomingMessage & { body?: unknown }).body;
        res.end("{}");
      }),
    );
    await send(ownBase, "POST", "/create/customer", customer, { authorization: BASIC });
    expect(seen).toEqual(customer);
  });

  it("with a basePath, the paths under it are judged and the others passed on untouched", async () => {
    const mounted = contractMiddleware({ secret: SECRET, basePath: "/pg/" });
    const contract = (req: IncomingMessage) => (req as IncomingMessage & { contract?: { operationId: string } }).contract?.operationId ?? "no contract";
    const mountedBase = await listen((req, res) => mounted(req, res, () => res.end(`next ${contract(req)}`)));
    const judged = await send(mountedBase, "POST", "/pg/create/customer", customer, { authorization: BASIC });
    expect([judged.status, judged.text]).toEqual([200, "next createCustomer"]);
    expect((await send(mountedBase, "POST", "/pg/create/customer", {}, { authorization: BASIC })).status).toBe(400);
    expect((await send(mountedBase, "GET", "/pg/nothing")).status).toBe(404);
    const other = await send(mountedBase, "GET", "/create/customer");
    expect([other.status, other.text]).toEqual([200, "next no contract"]);
  });

  it('unknownPaths: "next" passes a path outside the contract on to the next handler', async () => {
    const lenient = contractMiddleware({ secret: SECRET, unknownPaths: "next" });
    const lenientBase = await listen((req, res) => lenient(req, res, () => res.end(`next ${req.url}`)));
    const r = await send(lenientBase, "GET", "/health");
    expect([r.status, r.text]).toEqual([200, "next /health"]);
  });
});

/** A body parser before the middleware, as express.json() leaves a request: req.body parsed, the stream read, `_body` set. */
function jsonParser(req: IncomingMessage & { body?: unknown; _body?: boolean }, next: () => void, setBody = true): void {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    if (setBody) {
      req.body = text ? JSON.parse(text) : undefined;
      req._body = true;
    }
    next();
  });
}

describe("behind a JSON body parser (the body already parsed, the stream consumed)", () => {
  const parsedBase = listen((req, res) => jsonParser(req, () => mw(req, res, () => handler(req, res))));

  it("a valid signed order reaches the handler with its payload; a broken one is refused naming txn_data", async () => {
    const b = await parsedBase;
    const good = order();
    const ok = await send(b, "POST", "/api/v2/order/create", good.body, good.headers);
    expect([ok.status, ok.body.token]).toEqual([200, "tok-ORDER-0001-100000"]);
    const bad = order(brokenPayload);
    const refused = await send(b, "POST", "/api/v2/order/create", bad.body, bad.headers);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].pointer).toMatch(/^\/body\/request\/txn_data\//);
  });

  it("a reader that consumed the body without leaving req.body: 500 BODY_UNAVAILABLE, never a judgement of an empty body", async () => {
    const b = await listen((req, res) => jsonParser(req, () => mw(req, res, () => handler(req, res)), false));
    const r = await send(b, "POST", "/create/customer", customer, { authorization: BASIC });
    expect([r.status, r.body.code]).toEqual([500, "BODY_UNAVAILABLE"]);
  });
});

describe("answers judged in development mode", () => {
  it("an answer that breaks the response schema is reported (pointer and rule), and sent unchanged", async () => {
    reports.length = 0;
    const r = await through("POST", "/create/customer", customer, { authorization: BASIC, "x-answer": "broken" });
    expect([r.status, r.body]).toEqual([200, { customer_id: "not a number" }]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ operationId: "createCustomer", status: 200 });
    expect(reports[0]!.errors.map((e) => `${e.pointer} ${e.rule}`)).toContain("/response/body/customer_id response-schema");
  });

  it("a failure status the optimizer document does not show is its documented gap: not a breach", async () => {
    reports.length = 0;
    const r = await through("POST", "/create/customer", customer, { authorization: BASIC, "x-answer": "not-found" });
    expect(r.status).toBe(404);
    expect(reports).toEqual([]);
  });

  it("a 5xx to a request the contract accepts is a server error, whatever the gap", async () => {
    reports.length = 0;
    await through("POST", "/create/customer", customer, { authorization: BASIC, "x-answer": "fault" });
    expect(reports.flatMap((r) => r.errors.map((e) => e.rule))).toContain("server-error");
  });

  it("headers given to writeHead are judged too; the default report is one line with card numbers masked", async () => {
    const lines: string[] = [];
    const logged = contractMiddleware({ secret: SECRET, validateResponses: true, log: (l) => lines.push(l) });
    const b = await listen((req, res) => logged(req, res, () => handler(req, res)));
    const r = await send(b, "POST", "/create/customer", customer, { authorization: BASIC, "x-answer": "write-head" });
    expect(r.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^contract: the answer to createCustomer \(200\) breaks the contract: /);
    expect(lines[0]).not.toContain(PAN);
    expect(lines[0]).toContain("411111******1111");
    // One finding: the property; the content type given to writeHead was seen (no content-type finding).
    expect(lines[0]).toMatch(/breaks the contract: \/response\/body\/411111\*{6}1111 response-schema: [^;]*$/);
  });

  it("validateResponses: false judges nothing", async () => {
    const lines: string[] = [];
    const quiet = contractMiddleware({ secret: SECRET, validateResponses: false, log: (l) => lines.push(l) });
    const b = await listen((req, res) => quiet(req, res, () => handler(req, res)));
    expect((await send(b, "POST", "/create/customer", customer, { authorization: BASIC, "x-answer": "broken" })).status).toBe(200);
    expect(lines).toEqual([]);
  });
});
