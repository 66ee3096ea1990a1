// The affordability sandbox through the typed client: token → onboarding → discovery, the token's
// lifetime enforced, 409 on a duplicate external_id, the documented HEADER_MISSING, offers scaled to
// the amount sent, magic amounts and Prefer.
import { describe, expect, it } from "vitest";
import { affordabilityClient, onboarding, sandbox, send } from "./support.ts";

let clock = 1_700_000_000_000;
const logs: string[] = [];
const sb = await sandbox({ service: "affordability", affordability: { now: () => clock } }, logs);
const client = affordabilityClient(sb.url, { now: () => clock });
const tokenUrl = `${sb.url}/realms/sandbox/protocol/openid-connect/token`;
const form = { "content-type": "application/x-www-form-urlencoded" };

async function token(): Promise<string> {
  const r = await send(tokenUrl, { body: "client_id=a&client_secret=b&grant_type=client_credentials", headers: form });
  return r.body.access_token as string;
}

describe("affordability sandbox", () => {
  it("issues a token, onboards a client with a new id, and refuses a duplicate external_id with 409", async () => {
    const first = await client.onboardClient(onboarding("EXT-1"));
    const second = await client.onboardClient(onboarding("EXT-2"));
    expect(first.data!.id).toMatch(/^sbx-client-\d+$/);
    expect(second.data!.id).not.toBe(first.data!.id);
    const dup = await client.onboardClient(onboarding("EXT-1"));
    expect(dup.response.status).toBe(409);
    expect(dup.error).toMatchObject({ code: "CONFLICT" });
  });

  it("answers discovery with the contract's offers scaled to the amount sent", async () => {
    const bank = await client.discoverOffers({ order_amount: { currency: "INR", value: 500000 }, issuer: { bin: 411111 } });
    const tenure = bank.data!.issuers[0]!.tenures[0]!;
    // The bank example is for 1,000,000: every amount is halved.
    expect([tenure.loan_amount.value, tenure.monthly_emi_amount?.value, tenure.interest_rate_percentage]).toEqual([500000, 171000, 15]);
    const brand = await client.discoverOffers({
      order_amount: { currency: "INR", value: 2000000 },
      product_details: [{ product_code: "P", product_amount: { currency: "INR", value: 2000000 } }],
    });
    expect(brand.data!.issuers.length).toBeGreaterThan(0);
    expect(JSON.stringify(brand.data)).not.toBe(JSON.stringify(bank.data));
  });

  it("answers no offers for the magic amount (paise 51)", async () => {
    expect((await client.discoverOffers({ order_amount: { currency: "INR", value: 100051 } })).data).toEqual({ issuers: [] });
  });

  it("enforces the bearer token and its lifetime (expires_in)", async () => {
    const t = await token();
    const headers = { "content-type": "application/json", authorization: `Bearer ${t}`, "merchant-id": "M1", "correlation-id": "c-1" };
    const body = JSON.stringify({ order_amount: { currency: "INR", value: 1000 } });
    const url = `${sb.url}/api/affordability/v1/offer/discovery`;
    expect((await send(url, { body, headers })).status).toBe(200);
    clock += 899_000;
    expect((await send(url, { body, headers })).status).toBe(200);
    clock += 1_000;
    const expired = await send(url, { body, headers });
    expect([expired.status, expired.contentType, expired.body.code]).toEqual([401, "application/json", "TOKEN_EXPIRED"]);
    const none = await send(url, { body, headers: { ...headers, authorization: "" } });
    expect([none.status, none.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const forged = await send(url, { body, headers: { ...headers, authorization: "Bearer placeholder-access-token" } });
    expect([forged.status, forged.body.code]).toEqual([401, "INVALID_TOKEN"]);
  });

  const tokenTable: Array<{ given: string; body: string; status: number; error: string }> = [
    { given: "no grant_type", body: "client_id=a&client_secret=b", status: 401, error: "invalid_request" },
    { given: "no client_secret", body: "client_id=a&grant_type=client_credentials", status: 401, error: "invalid_client" },
    { given: "an extra form field", body: "client_id=a&client_secret=b&grant_type=client_credentials&scope=x", status: 401, error: "invalid_client" },
  ];
  it.each(tokenTable)("answers a token request with $given: $status $error", async ({ body, status, error }) => {
    const r = await send(tokenUrl, { body, headers: form });
    expect([r.status, r.body.error]).toEqual([status, error]);
  });

  it("checks configured client credentials", async () => {
    const s = await sandbox({ service: "affordability", affordability: { clients: { good: "right" } } });
    const url = `${s.url}/realms/r/protocol/openid-connect/token`;
    expect((await send(url, { body: "client_id=good&client_secret=wrong&grant_type=client_credentials", headers: form })).status).toBe(401);
    expect((await send(url, { body: "client_id=good&client_secret=right&grant_type=client_credentials", headers: form })).status).toBe(200);
  });

  it("answers a missing documented header with 400 HEADER_MISSING (documented for onboarding, a marked gap for discovery)", async () => {
    const t = await token();
    const onboard = await send(`${sb.url}/api/affordability/v1/offer/clients`, {
      body: JSON.stringify(onboarding("EXT-H")),
      headers: { "content-type": "application/json", authorization: `Bearer ${t}`, "correlation-id": "c-2" },
    });
    expect([onboard.status, onboard.contentType, onboard.body.code, onboard.body.header]).toEqual([
      400,
      "application/json",
      "HEADER_MISSING",
      "payment-processor",
    ]);
    const discovery = await send(`${sb.url}/api/affordability/v1/offer/discovery`, {
      body: JSON.stringify({ order_amount: { currency: "INR", value: 1000 } }),
      headers: { "content-type": "application/json", authorization: `Bearer ${t}`, "correlation-id": "c-3" },
    });
    expect([discovery.status, discovery.contentType, discovery.body.code]).toEqual([400, "application/problem+json", "HEADER_MISSING"]);
    expect(discovery.body["x-contract-gap"]).toMatch(/onboarding only/);
  });

  it("answers a documented error on request with Prefer: code=422", async () => {
    const t = await token();
    const r = await send(`${sb.url}/api/affordability/v1/offer/clients`, {
      body: JSON.stringify(onboarding("EXT-P")),
      headers: { "content-type": "application/json", authorization: `Bearer ${t}`, "correlation-id": "c", "payment-processor": "P", prefer: "code=422" },
    });
    expect([r.status, r.contentType]).toEqual([422, "application/json"]);
  });

  describe("magic values of the certification plans (scenario control)", () => {
    it("gives a client_id ending in -short-lived a token of 60 s, refused once it expired", async () => {
      const r = await send(tokenUrl, { body: "client_id=shop-short-lived&client_secret=s&grant_type=client_credentials", headers: form });
      expect([r.status, r.body.expires_in]).toEqual([200, 60]);
      const headers = { "content-type": "application/json", authorization: `Bearer ${r.body.access_token}`, "merchant-id": "M1", "correlation-id": "c-s" };
      const body = JSON.stringify({ order_amount: { currency: "INR", value: 1000 } });
      const url = `${sb.url}/api/affordability/v1/offer/discovery`;
      clock += 59_000;
      expect((await send(url, { body, headers })).status).toBe(200);
      clock += 1_000;
      expect((await send(url, { body, headers })).body.code).toBe("TOKEN_EXPIRED");
      const plain = await send(tokenUrl, { body: "client_id=short-lived-shop&client_secret=s&grant_type=client_credentials", headers: form });
      expect(plain.body.expires_in).toBe(900);
    });

    it("refuses the client_secret certify-invalid-secret with 401 invalid_client", async () => {
      const r = await send(tokenUrl, { body: "client_id=a&client_secret=certify-invalid-secret&grant_type=client_credentials", headers: form });
      expect([r.status, r.contentType, r.body.error]).toEqual([401, "application/json", "invalid_client"]);
    });

    const externalIds: Array<{ given: string; status: number; code: string }> = [
      { given: "certify-header-missing", status: 400, code: "HEADER_MISSING" },
      { given: "certify-store-without-parent", status: 422, code: "PARENT_EXTERNAL_ID_REQUIRED" },
      { given: "certify-other", status: 200, code: "" },
    ];
    it.each(externalIds)("answers onboarding of external_id $given with $status", async ({ given, status, code }) => {
      const r = await client.onboardClient(onboarding(given));
      expect([r.response.status, (r.error as { code?: string } | undefined)?.code ?? ""]).toEqual([status, code]);
      // Not remembered: the same magic value answers the same again.
      if (status !== 200) expect((await client.onboardClient(onboarding(given))).response.status).toBe(status);
    });
  });

  it("never logs a contract break of its own answers", () => {
    expect(logs.filter((l) => l.startsWith("sandbox bug") || l.startsWith("sandbox fault"))).toEqual([]);
  });
});
