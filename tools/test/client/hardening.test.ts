/**
 * Issue 15, clients: credentials in a base URL are refused at construction without echoing the
 * password; an answer that is not JSON becomes the client's own error without echoing the body
 * (validation off too); every request has a default timeout (30 s, option timeoutMs); the texts of
 * ContractViolationError carry no full card number.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAffordabilityClient } from "../../src/client/affordability.ts";
import { ClientConfigError, ClientTimeoutError, ContractViolationError, ResponseFormatError, TokenRequestError } from "../../src/client/errors.ts";
import { createOptimizerClient } from "../../src/client/optimizer.ts";
import { DEFAULT_TIMEOUT_MS } from "../../src/client/options.ts";
import { requestExample } from "./support/examples.ts";
import { fullCardNumbers } from "../conform/support/leaks.ts";

const PASSWORD = "P4ssw0rd-PLUGH";
const SECRET = "s3cr3t-client-secret-value";
const BODY = "<html>CS-secret-body 4111111111111111</html>";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server that answers every request with `handler` (raw access: headers, partial bodies, stalls). */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const optimizer = (baseUrl: string, extra: Record<string, unknown> = {}) =>
  createOptimizerClient({ baseUrl, basicAuth: { username: "m", password: PASSWORD }, validate: false, ...extra });
const affordability = (baseUrl: string, authUrl: string, extra: Record<string, unknown> = {}) =>
  createAffordabilityClient({ baseUrl, authUrl, realm: "r", clientId: "c", clientSecret: SECRET, validate: false, ...extra });

/** The error a call throws (or fails the test). */
async function thrown(call: () => Promise<unknown>): Promise<Error> {
  try {
    await call();
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected the call to throw");
}

describe("credentials in a base URL", () => {
  const CASES: Array<{ given: string; make: () => unknown; option: string }> = [
    { given: "optimizer baseUrl with user and password", make: () => optimizer(`http://u:${PASSWORD}@127.0.0.1:1`), option: "baseUrl" },
    { given: "affordability baseUrl with a user only", make: () => affordability("https://user@example.invalid", "https://auth.invalid"), option: "baseUrl" },
    {
      given: "affordability authUrl with user and password",
      make: () => affordability("https://api.invalid", `https://id:${PASSWORD}@auth.invalid`),
      option: "authUrl",
    },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s is refused at construction, password not echoed", (_, c) => {
    let error: unknown;
    try {
      c.make();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ClientConfigError);
    expect((error as Error).message).toMatch(new RegExp(`option "${c.option}" must not carry credentials`));
    expect((error as Error).message).not.toContain(PASSWORD);
  });
});

describe("answers that are not JSON", () => {
  const html = (status = 200, contentType = "text/html") =>
    serve((req, res) => {
      req.resume();
      res.writeHead(status, { "content-type": contentType });
      res.end(BODY);
    });

  it.each([
    { given: "HTML with validation off", contentType: "text/html", validate: false },
    { given: "HTML labelled application/json, validation off", contentType: "application/json", validate: false },
  ])("$given: ResponseFormatError, body not shown", async ({ contentType, validate }) => {
    const url = await html(200, contentType);
    const e = await thrown(() => optimizer(url, { validate }).getCustomer(123456));
    expect(e).toBeInstanceOf(ResponseFormatError);
    expect(e.message).toBe(`optimizer getCustomer: the answer (status 200, content type ${contentType}) is not JSON; its body is not shown`);
    expect(e.message).not.toMatch(/CS-secret|<html|4111/);
  });

  it("a token endpoint answering HTML gives TokenRequestError without the body", async () => {
    const url = await html();
    const e = await thrown(() => affordability(url, url).discoverOffers(requestExample("affordability", "discoverOffers")));
    expect(e).toBeInstanceOf(TokenRequestError);
    expect(e.message).toMatch(/token endpoint's answer \(status 200\) is not JSON/);
    expect(e.message).not.toMatch(/CS-secret|<html|4111/);
  });

  it("an error status with a non-JSON body is still returned as the error, not thrown", async () => {
    const url = await html(500);
    const result = await optimizer(url).getCustomer(123456);
    expect(result.response.status).toBe(500);
    expect(result.error).toBe(BODY);
  });
});

describe("timeout", () => {
  it(`defaults to ${DEFAULT_TIMEOUT_MS} ms (30 s)`, () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it.each([
    { given: "no answer at all", stall: "headers" as const },
    { given: "a body that stops half way", stall: "body" as const },
  ])("$given: ClientTimeoutError after timeoutMs", async ({ stall }) => {
    const url = await serve((req, res) => {
      req.resume();
      if (stall === "body") {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"customer_id": 1');
      }
    });
    const e = await thrown(() => optimizer(url, { timeoutMs: 200 }).getCustomer(123456));
    expect(e).toBeInstanceOf(ClientTimeoutError);
    expect(e.message).toBe('optimizer client: no complete answer within 200 ms; raise the option "timeoutMs" if the service is that slow');
  });

  it("applies to the token request too", async () => {
    const url = await serve((req) => req.resume());
    const e = await thrown(() => affordability(url, url, { timeoutMs: 200 }).accessToken());
    expect(e).toBeInstanceOf(ClientTimeoutError);
  });

  it("leaves the caller's own abort an AbortError", async () => {
    const url = await serve((req) => req.resume());
    const e = await thrown(() => optimizer(url, { timeoutMs: 60_000 }).getCustomer(123456, { signal: AbortSignal.timeout(100) }));
    expect(e).not.toBeInstanceOf(ClientTimeoutError);
    expect(e.name).toMatch(/AbortError|TimeoutError/);
  });

  it.each([0, -1, Number.NaN])("refuses timeoutMs %s", (timeoutMs) => {
    expect(() => optimizer("http://127.0.0.1:1", { timeoutMs })).toThrow(/option "timeoutMs" must be a positive number of milliseconds/);
  });
});

describe("ContractViolationError", () => {
  it("masks a card number wherever a violation carries one", () => {
    const e = new ContractViolationError(
      "optimizer",
      "getCustomer",
      "response",
      [{ pointer: "/body/4111111111111111", rule: "unevaluatedProperties", message: "card 5555555555554444 found" }],
      200,
    );
    expect(fullCardNumbers(e.message)).toEqual([]);
    expect(e.message).toContain("/body/411111******1111");
  });
});
