/**
 * Prism as the mock of both HTTP services, checked with real requests on loopback: every documented
 * example response is served with its documented status; invalid bodies and missing required
 * headers get 422; requests without the required credentials get 401. Prism is started once per
 * service for the whole file, on free ports, and the test ends by checking that its processes are gone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { isAlive } from "../../src/mock/child.ts";
import { startPrism, type PrismHandle } from "../../src/mock/prism.ts";
import { loadOpenApi, operation, type OpenApiDoc } from "../../src/contract/openapi.ts";
import { exampleCases, exampleRequest, gone, send } from "./support.ts";

const SERVICES = ["affordability", "optimizer"] as const;
type Service = (typeof SERVICES)[number];

const prism = {} as Record<Service, PrismHandle>;
const docs = Object.fromEntries(SERVICES.map((s) => [s, loadOpenApi(s)])) as Record<Service, OpenApiDoc>;

beforeAll(async () => {
  const started = await Promise.all(SERVICES.map((service) => startPrism({ service, port: 0 })));
  for (const p of started) prism[p.service] = p;
});

afterAll(async () => {
  const handles = Object.values(prism);
  await Promise.all(handles.map((p) => p.stop()));
  for (const p of handles) {
    expect(isAlive(p.pid), `Prism for ${p.service} (pid ${p.pid}) is still running`).toBe(false);
    if (p.adjustments.length > 0) expect(existsSync(p.document), `temporary copy ${p.document} was not removed`).toBe(false);
  }
});

describe.each(SERVICES)("%s: Prism", (service) => {
  it("listens on loopback only, on the port it reports", () => {
    expect(prism[service].url).toBe(`http://127.0.0.1:${prism[service].port}`);
  });

  it("documents at least one example response for every operation", () => {
    const withExamples = new Set(exampleCases(docs[service]).map((c) => c.operationId));
    const missing = Object.values(docs[service].paths).flatMap((item) =>
      Object.values(item).flatMap((op) =>
        typeof op === "object" && op && "operationId" in op && !withExamples.has(String(op.operationId)) ? [op.operationId] : [],
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(exampleCases(docs[service]).map((c) => [`${c.operationId} ${c.status} "${c.example}"`, c] as const))("serves %s", async (_, c) => {
    const res = await send(prism[service].url, c);
    expect(res.status, `${res.text.slice(0, 500)}`).toBe(c.status);
    expect(res.body).toEqual(c.want);
  });
});

/** A request built from an operation's first examples, to be broken by each case. */
function base(service: Service, operationId: string): ReturnType<typeof exampleRequest> {
  const doc = docs[service];
  const op = operation(doc, operationId);
  const first = Object.keys(Object.values(op.operation.requestBody?.content ?? {})[0]?.examples ?? {})[0] ?? "";
  return exampleRequest(doc, op, first);
}

function withBody(req: ReturnType<typeof exampleRequest>, change: (body: Record<string, unknown>) => void): ReturnType<typeof exampleRequest> {
  const body = JSON.parse(req.body ?? "{}") as Record<string, unknown>;
  change(body);
  return { ...req, body: JSON.stringify(body) };
}

function without(req: ReturnType<typeof exampleRequest>, header: string): ReturnType<typeof exampleRequest> {
  const headers = { ...req.headers };
  delete headers[header.toLowerCase()];
  return { ...req, headers };
}

interface Case {
  given: string;
  service: Service;
  request: () => ReturnType<typeof exampleRequest>;
  want: number;
}

const CASES: Case[] = [
  // Valid requests, as a baseline for the broken ones below.
  { given: "affordability onboardClient as documented", service: "affordability", request: () => base("affordability", "onboardClient"), want: 200 },
  { given: "optimizer createCustomer as documented", service: "optimizer", request: () => base("optimizer", "createCustomer"), want: 200 },
  // 422: invalid bodies.
  {
    given: "a value outside a oneOf-of-const enum (channel)",
    service: "affordability",
    request: () => withBody(base("affordability", "onboardClient"), (b) => (b.channel = "NOT-A-CHANNEL")),
    want: 422,
  },
  {
    given: "an undeclared property in a closed model (unevaluatedProperties)",
    service: "affordability",
    request: () => withBody(base("affordability", "onboardClient"), (b) => (b.undeclared_property = 1)),
    want: 422,
  },
  {
    given: "an undeclared property in a closed nested model",
    service: "affordability",
    request: () => withBody(base("affordability", "onboardClient"), (b) => ((b.details as Record<string, unknown>).undeclared_property = "x")),
    want: 422,
  },
  {
    given: "a missing required body property",
    service: "affordability",
    request: () => withBody(base("affordability", "onboardClient"), (b) => delete b.name),
    want: 422,
  },
  {
    given: "an undeclared property (optimizer)",
    service: "optimizer",
    request: () => withBody(base("optimizer", "createCustomer"), (b) => (b.undeclared_property = 1)),
    want: 422,
  },
  {
    given: "a form-encoded token request without grant_type",
    service: "affordability",
    request: () => {
      const req = base("affordability", "generateToken");
      const form = new URLSearchParams(req.body);
      form.delete("grant_type");
      return { ...req, body: form.toString() };
    },
    want: 422,
  },
  {
    given: "a form-encoded token request with another grant_type",
    service: "affordability",
    request: () => {
      const req = base("affordability", "generateToken");
      const form = new URLSearchParams(req.body);
      form.set("grant_type", "password");
      return { ...req, body: form.toString() };
    },
    want: 422,
  },
  // 422: missing required headers and query parameters.
  { given: "no Merchant-ID header", service: "affordability", request: () => without(base("affordability", "discoverOffers"), "Merchant-ID"), want: 422 },
  {
    given: "no payment-processor header",
    service: "affordability",
    request: () => without(base("affordability", "onboardClient"), "payment-processor"),
    want: 422,
  },
  { given: "no x-verify header", service: "optimizer", request: () => without(base("optimizer", "createOrder"), "x-verify"), want: 422 },
  {
    given: "no token query parameter",
    service: "optimizer",
    request: () => {
      const req = base("optimizer", "processPayment");
      return { ...req, url: req.url.split("?")[0]! };
    },
    want: 422,
  },
  // 401: credentials.
  { given: "no bearer token", service: "affordability", request: () => without(base("affordability", "onboardClient"), "authorization"), want: 401 },
  { given: "no Basic credentials", service: "optimizer", request: () => without(base("optimizer", "getCustomer"), "authorization"), want: 401 },
  {
    given: "a Bearer token where Basic is required",
    service: "optimizer",
    request: () => ({ ...base("optimizer", "getCustomer"), headers: { ...base("optimizer", "getCustomer").headers, authorization: "Bearer abc" } }),
    want: 401,
  },
  // The token endpoint needs no credentials: served without Authorization.
  {
    given: "the token endpoint without Authorization",
    service: "affordability",
    request: () => without(base("affordability", "generateToken"), "authorization"),
    want: 200,
  },
  // Unsecured optimizer operations need none either.
  { given: "the EMI calculator without Authorization", service: "optimizer", request: () => base("optimizer", "calculateEmi"), want: 200 },
];

describe("Prism answers broken requests", () => {
  it.each(CASES.map((c) => [c.given, c] as const))("%s", async (_, c) => {
    const res = await send(prism[c.service].url, c.request());
    expect(res.status, res.text.slice(0, 500)).toBe(c.want);
  });
});

describe("Prism caveats (measured, documented in tools/src/mock/prism-document.ts)", () => {
  it("drops undeclared form fields before validating, so they cannot be rejected", async () => {
    const req = base("affordability", "generateToken");
    const res = await send(prism.affordability.url, { ...req, body: `${req.body}&undeclared_field=1` });
    expect(res.status).toBe(200);
  });

  it("serves the token endpoint ({auth_url} server) on the same port as the offer endpoints", async () => {
    const res = await send(prism.affordability.url, base("affordability", "generateToken"));
    expect(res.status).toBe(200);
  });
});

describe("stopping", () => {
  it("gone() notices a stopped Prism", async () => {
    const extra = await startPrism({ service: "optimizer", port: 0 });
    expect(isAlive(extra.pid)).toBe(true);
    await extra.stop();
    expect(await gone(extra.pid, 1000)).toBe(true);
    await expect(fetch(`${extra.url}/customer/1`)).rejects.toThrow();
  });
});
