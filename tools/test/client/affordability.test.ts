import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAffordabilityClient, type AffordabilityClientOptions } from "../../src/client/affordability.ts";
import { ClientConfigError, ContractViolationError, TokenRequestError } from "../../src/client/errors.ts";
import { requestExample, responseExample } from "./support/examples.ts";
import { startFakeServer, type FakeServer, type Handler, type Reply } from "./support/fake-server.ts";

const REALM = "test-realm";
const TOKEN_ROUTE = `POST /realms/${REALM}/protocol/openid-connect/token`;
const DISCOVERY_ROUTE = "POST /api/affordability/v1/offer/discovery";
const ONBOARD_ROUTE = "POST /api/affordability/v1/offer/clients";
const CLIENT_SECRET = "s3cr3t-client-secret-value";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const T0 = Date.UTC(2024, 0, 1, 10, 0, 0);

/** A token endpoint issuing "access-1", "access-2", ... (contract-shaped, from the example). */
function tokenEndpoint(expiresIn = 900): Handler & { issued: number } {
  const h = Object.assign(
    (): Reply => {
      h.issued++;
      return { body: { ...responseExample<object>("affordability", "generateToken"), access_token: `access-${h.issued}`, expires_in: expiresIn } };
    },
    { issued: 0 },
  );
  return h;
}

let server: FakeServer | undefined;
let now = T0;
beforeEach(() => {
  now = T0;
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function setup(routes: Record<string, Handler>, options: Partial<AffordabilityClientOptions> = {}) {
  server = await startFakeServer(routes);
  const client = createAffordabilityClient({
    baseUrl: server.url,
    authUrl: server.url,
    realm: REALM,
    clientId: "client-id-1",
    clientSecret: CLIENT_SECRET,
    merchantId: "MERCHANT-1",
    paymentProcessor: "PROCESSOR-1",
    now: () => now,
    validate: true,
    ...options,
  });
  return { client, server };
}

const discovery = () => requestExample("affordability", "discoverOffers");
const discovered: Handler = () => ({ body: responseExample("affordability", "discoverOffers") });

describe("affordability client: token", () => {
  it("fetches the token once and reuses it", async () => {
    const token = tokenEndpoint();
    const { client, server } = await setup({ [TOKEN_ROUTE]: token, [DISCOVERY_ROUTE]: discovered });
    for (let i = 0; i < 3; i++) expect((await client.discoverOffers(discovery())).data).toBeDefined();
    expect(token.issued).toBe(1);
    expect(server.received(DISCOVERY_ROUTE).map((r) => r.headers.authorization)).toEqual(Array(3).fill("Bearer access-1"));
  });

  it("requests the token form-encoded with the client credentials", async () => {
    const { client, server } = await setup({ [TOKEN_ROUTE]: tokenEndpoint() });
    expect(await client.accessToken()).toBe("access-1");
    const [req] = server.received(TOKEN_ROUTE);
    expect(req!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      client_id: "client-id-1",
      client_secret: CLIENT_SECRET,
      grant_type: "client_credentials",
    });
    expect(req!.headers.authorization).toBeUndefined();
  });

  it("renews the token before expires_in runs out (configurable margin, injected clock)", async () => {
    const token = tokenEndpoint(900);
    const { client, server } = await setup({ [TOKEN_ROUTE]: token, [DISCOVERY_ROUTE]: discovered }, { renewBeforeSeconds: 120 });
    const used: string[] = [];
    for (const seconds of [0, 779, 780, 781]) {
      now = T0 + seconds * 1000;
      await client.discoverOffers(discovery());
      used.push(server.requests.at(-1)!.headers.authorization!);
    }
    expect(used).toEqual(["Bearer access-1", "Bearer access-1", "Bearer access-2", "Bearer access-2"]);
    expect(token.issued).toBe(2);
  });

  it("shares one token request among concurrent calls", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const token = tokenEndpoint();
    const slowToken: Handler = async (req) => {
      await gate;
      return token(req);
    };
    const { client, server } = await setup({ [TOKEN_ROUTE]: slowToken, [DISCOVERY_ROUTE]: discovered });
    const calls = Array.from({ length: 5 }, () => client.discoverOffers(discovery()));
    await vi.waitFor(() => expect(server.received(TOKEN_ROUTE)).toHaveLength(1));
    release();
    await Promise.all(calls);
    expect(token.issued).toBe(1);
    expect(new Set(server.received(DISCOVERY_ROUTE).map((r) => r.headers.authorization))).toEqual(new Set(["Bearer access-1"]));
  });

  it("drops the cached token after a 401 and fetches a new one for the next call", async () => {
    let first = true;
    const token = tokenEndpoint();
    const { client } = await setup(
      {
        [TOKEN_ROUTE]: token,
        [DISCOVERY_ROUTE]: (req) => {
          if (first) {
            first = false;
            return { status: 401, body: {} };
          }
          return discovered(req);
        },
      },
      { validate: false },
    );
    expect((await client.discoverOffers(discovery())).response.status).toBe(401);
    expect((await client.discoverOffers(discovery())).response.status).toBe(200);
    expect(token.issued).toBe(2);
  });

  it("throws TokenRequestError when the token endpoint refuses", async () => {
    const { client } = await setup({ [TOKEN_ROUTE]: () => ({ status: 401, body: { error: "invalid_client" } }) });
    const err = await client.accessToken().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenRequestError);
    expect((err as TokenRequestError).status).toBe(401);
  });
});

describe("affordability client: generated headers", () => {
  it("sends Correlation-ID, Request-ID (UUIDs), Request-Timestamp and Merchant-ID on discovery", async () => {
    const { client, server } = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: discovered });
    await client.discoverOffers(discovery());
    await client.discoverOffers(discovery());
    const [a, b] = server.received(DISCOVERY_ROUTE);
    for (const r of [a!, b!]) {
      expect(r.headers["correlation-id"]).toMatch(UUID);
      expect(r.headers["request-id"]).toMatch(UUID);
      expect(r.headers["request-timestamp"]).toBe(new Date(T0).toISOString());
      expect(r.headers["merchant-id"]).toBe("MERCHANT-1");
      expect(r.headers["payment-processor"]).toBeUndefined();
    }
    expect(a!.headers["correlation-id"]).not.toBe(b!.headers["correlation-id"]);
    expect(a!.headers["request-id"]).not.toBe(a!.headers["correlation-id"]);
  });

  it("keeps identifiers and a merchant the caller passes", async () => {
    const { client, server } = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: discovered });
    await client.discoverOffers(discovery(), { correlationId: "corr-1", requestId: "req-1", merchantId: "MERCHANT-2" });
    const [r] = server.received(DISCOVERY_ROUTE);
    expect([r!.headers["correlation-id"], r!.headers["request-id"], r!.headers["merchant-id"]]).toEqual(["corr-1", "req-1", "MERCHANT-2"]);
  });

  it("sends payment-processor on onboarding when configured, and uses the injected id generator", async () => {
    let n = 0;
    const { client, server } = await setup(
      { [TOKEN_ROUTE]: tokenEndpoint(), [ONBOARD_ROUTE]: () => ({ body: responseExample("affordability", "onboardClient") }) },
      { newId: () => `id-${++n}` },
    );
    const { data } = await client.onboardClient(requestExample("affordability", "onboardClient"));
    expect(data).toBeDefined();
    const [r] = server.received(ONBOARD_ROUTE);
    expect(r!.headers["payment-processor"]).toBe("PROCESSOR-1");
    expect(r!.headers["correlation-id"]).toMatch(/^id-\d+$/);
    expect(r!.headers["merchant-id"]).toBeUndefined(); // onboarding has no Merchant-ID header
    expect(r!.headers.authorization).toBe("Bearer access-1");
  });

  it("sends no tracing headers where the contract lists none", async () => {
    const route = "POST /api/affordability/v1/offer/validate";
    const { client, server } = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [route]: () => ({ body: responseExample("affordability", "validateOffer") }) });
    await client.validateOffer(requestExample("affordability", "validateOffer"));
    const [r] = server.received(route);
    expect(Object.keys(r!.headers).filter((h) => /correlation|request-id|merchant/i.test(h))).toEqual([]);
    expect(r!.headers.authorization).toBe("Bearer access-1");
  });
});

describe("affordability client: contract checks", () => {
  it("throws ContractViolationError for a request that violates the contract, before sending it", async () => {
    const { client, server } = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: discovered });
    const body = discovery();
    delete body.order_amount;
    const err = await client.discoverOffers(body as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContractViolationError);
    const v = err as ContractViolationError;
    expect([v.service, v.operationId, v.direction]).toEqual(["affordability", "discoverOffers", "request"]);
    expect(v.violations).toContainEqual(expect.objectContaining({ pointer: "/body/order_amount", rule: "required" }));
    expect(v.message).toContain("/body/order_amount: required");
    expect(server.received(DISCOVERY_ROUTE)).toHaveLength(0);
  });

  it("throws ContractViolationError for a non-conforming response", async () => {
    const { client } = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: () => ({ body: ["not", "an", "object"] }) });
    const err = await client.discoverOffers(discovery()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContractViolationError);
    expect((err as ContractViolationError).direction).toBe("response");
    expect((err as ContractViolationError).status).toBe(200);
    expect((err as ContractViolationError).violations[0]).toMatchObject({ pointer: "/body", rule: "type" });
  });

  it("checks nothing in production mode (validate: false)", async () => {
    const { client, server } = await setup(
      { [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: () => ({ body: ["not", "an", "object"] }) },
      { validate: false },
    );
    const body = discovery();
    delete body.order_amount;
    const { data } = await client.discoverOffers(body as never);
    expect(data).toEqual(["not", "an", "object"]);
    expect(server.received(DISCOVERY_ROUTE)).toHaveLength(1);
  });

  it("defaults to checks unless NODE_ENV is production", async () => {
    const saved = process.env.NODE_ENV;
    try {
      for (const [env, throws] of [
        ["production", false],
        ["development", true],
        ["test", true],
      ] as const) {
        process.env.NODE_ENV = env;
        const { client } = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: () => ({ body: [] }) }, { validate: undefined });
        const outcome = await client.discoverOffers(discovery()).then(
          () => false,
          (e: unknown) => e instanceof ContractViolationError,
        );
        expect({ env, throws: outcome }).toEqual({ env, throws });
        await server?.close();
        server = undefined;
      }
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it("rejects a relative or missing base URL at construction", () => {
    const base = { authUrl: "http://127.0.0.1:1", realm: REALM, clientId: "c", clientSecret: CLIENT_SECRET };
    expect(() => createAffordabilityClient({ ...base, baseUrl: "/api" })).toThrow(ClientConfigError);
    expect(() => createAffordabilityClient({ ...base, baseUrl: "" })).toThrow(/option "baseUrl"/);
    expect(() => createAffordabilityClient({ ...base, baseUrl: "http://127.0.0.1:1", clientSecret: "" })).toThrow(/clientSecret/);
  });
});

describe("affordability client: secrets never reach an error message or a log", () => {
  const PAN = "4111111111111111";

  /** Every text an error exposes. */
  const texts = (e: unknown): string => {
    const err = e as Error;
    return [String(err), err.message, err.stack ?? "", JSON.stringify(err)].join("\n");
  };

  it("keeps the client secret, tokens and card numbers out of every error", async () => {
    const logged: unknown[] = [];
    for (const m of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, m).mockImplementation((...a) => void logged.push(a));
    const leakyToken = {
      ...responseExample<object>("affordability", "generateToken"),
      access_token: "tok-leak-0123456789",
      expires_in: "900",
      extra: CLIENT_SECRET,
    };
    const errors: unknown[] = [];

    // 1. The token endpoint refuses.
    let c = await setup({ [TOKEN_ROUTE]: () => ({ status: 401, body: { error_description: `bad secret ${CLIENT_SECRET}` } }) });
    errors.push(await c.client.accessToken().catch((e: unknown) => e));
    await server!.close();

    // 2. The token endpoint answers off-contract, echoing the secret and a token.
    c = await setup({ [TOKEN_ROUTE]: () => ({ body: leakyToken }) });
    errors.push(await c.client.accessToken().catch((e: unknown) => e));
    await server!.close();

    // 3. A request with a card number where the contract wants a number, and a secret as an unknown property.
    c = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: discovered });
    const body = { ...discovery(), issuer: { bin: PAN }, [CLIENT_SECRET]: PAN };
    errors.push(await c.client.discoverOffers(body as never).catch((e: unknown) => e));
    // 4. A response that is not JSON although it says so, quoting the token and a card number.
    await server!.close();
    c = await setup({ [TOKEN_ROUTE]: tokenEndpoint(), [DISCOVERY_ROUTE]: () => ({ body: `{"card": "${PAN}", token: access-1` }) });
    errors.push(await c.client.discoverOffers(discovery()).catch((e: unknown) => e));

    expect(errors.map((e) => (e as Error).name)).toEqual(["TokenRequestError", "ContractViolationError", "ContractViolationError", "ContractViolationError"]);
    for (const e of errors) {
      const t = texts(e);
      for (const secret of [CLIENT_SECRET, "tok-leak-0123456789", "access-1", PAN]) expect(t).not.toContain(secret);
    }
    // The card number's position is still named (by pointer), masked where a name holds it.
    expect((errors[2] as ContractViolationError).violations).toContainEqual(expect.objectContaining({ pointer: "/body/issuer/bin", rule: "type" }));
    expect(logged).toEqual([]);
  });
});
