/**
 * The partner's loop of issue 26, scripted: one session of `make mock --record DIR/` (both HTTP
 * sandboxes and the terminal simulator, on loopback, port 0, in this process), a correct client
 * driving each plan's scenarios over real sockets (the scripted apps of tools/test/certify/support:
 * the typed clients for the HTTP services, the simulator's HTTP bridge for the terminal apps), then
 * the recordings DIR/http.har and DIR/terminal.jsonl.
 *
 * `faults` plants one fault per plan named: a flag that changes exactly one thing the client does
 * (FAULTS says what, and the scenario, rule and pointer the certificate must name). `documented`
 * adds the guide's documented-behaviour triggers, which break the contract on purpose (onboarding
 * without Correlation-ID or payment-processor, an expired token): their scenarios provoke them.
 */
import path from "node:path";
import { expect } from "vitest";
import { createAffordabilityClient } from "../../../src/client/affordability.ts";
import { RECORDED, startMocks } from "../../../src/mock/mocks.ts";
import { SHORT_LIVED_TTL_SECONDS } from "../../../src/sandbox/index.ts";
import { mobileBillingApp, terminalBillingApp, type Send } from "../../certify/support/billing-app.ts";
import { elapseAtRenewal } from "../../certify/support/har.ts";
import { affordabilityApp, optimizerApp } from "../../certify/support/http-apps.ts";

export type PlanName = "affordability" | "optimizer" | "terminal" | "mobile";
export const PLANS: readonly PlanName[] = ["affordability", "optimizer", "terminal", "mobile"];

export interface Fault {
  /** What the client does differently. */
  readonly what: string;
  /** The one scenario the certificate must fail, and the rule and pointer it must name. */
  readonly scenario: string;
  readonly rule: string;
  readonly pointer: string;
}

export const FAULTS: Readonly<Record<PlanName, Fault>> = {
  affordability: {
    what: "the call with a forged token (for its 401) sends order_amount.value as text",
    scenario: "error.offer-api-401",
    rule: "request-schema",
    pointer: "/request/body/order_amount/value",
  },
  optimizer: {
    what: 'the wallet payment sends payment_mode as the text "11"',
    scenario: "payment-follows-order",
    rule: "request-schema",
    pointer: "/request/body/payment_mode",
  },
  terminal: {
    what: "the second UPI sale (BillingRefNo T000003) is not followed by its Get Status",
    scenario: "upi-sale-then-get-status",
    rule: "seq-status-followup",
    pointer: "/response/Response/ResponseCode",
  },
  mobile: {
    what: "the second UPI sale (BillingRefNo M000002) is not followed by its Get Status",
    scenario: "upi-sale-then-get-status",
    rule: "seq-status-followup",
    pointer: "/response/Response/ResponseCode",
  },
};

export interface SessionOptions {
  /** The plans whose one fault the client plants. */
  faults?: ReadonlySet<PlanName>;
  /** Also send the guide's documented-behaviour triggers; `advanceClock` moves the process clock (Date) on. */
  documented?: { advanceClock: (ms: number) => void };
}

export interface Recordings {
  http: string;
  terminal: string;
}

/** The guide's triggers that are documented behaviour, not magic values: each breaks the contract on purpose. */
async function documentedTriggers(url: string, advanceClock: (ms: number) => void): Promise<void> {
  const common = { baseUrl: url, authUrl: url, realm: "sandbox", merchantId: "M-PARTNER", paymentProcessor: "PROCESSOR", clientSecret: "partner-secret" };
  const token = await createAffordabilityClient({ ...common, clientId: "partner-docs" }).accessToken();
  const onboard = (omit: string) => {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "correlation-id": "corr-docs",
      "payment-processor": "PROCESSOR",
    };
    delete headers[omit];
    const details = { city: "Pune", instant_discount_settlement_enabled: "N", instant_subvention_settlement_enabled: "N", is_aggregator_model: "N" };
    const body = { name: "Docs_Merchant", external_id: `DOCS-${omit}`, channel: "ONLINE", type: "MERCHANT", display_name: "Docs", details };
    return fetch(`${url}/api/affordability/v1/offer/clients`, { method: "POST", headers, body: JSON.stringify(body) });
  };
  // "onboardClient ... without Correlation-ID or payment-processor": 400 HEADER_MISSING (000 § Errors).
  expect((await onboard("correlation-id")).status).toBe(400);
  expect((await onboard("payment-processor")).status).toBe(400);
  // "an offer API call with ... an expired one": a short-lived token used after its expires_in.
  const shortLived = await createAffordabilityClient({ ...common, clientId: "partner-expiry-short-lived" }).accessToken();
  advanceClock((SHORT_LIVED_TTL_SECONDS + 1) * 1000);
  const late = await fetch(`${url}/api/affordability/v1/offer/discovery`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${shortLived}`, "merchant-id": "M-PARTNER", "correlation-id": "corr-late" },
    body: JSON.stringify({ order_amount: { currency: "INR", value: 250000 } }),
  });
  expect(late.status).toBe(401);
}

/** One recorded session of the four apps against `make mock --record DIR/`; the recordings' paths. */
export async function partnerSession(dir: string, options: SessionOptions = {}): Promise<Recordings> {
  const faults = options.faults ?? new Set<PlanName>();
  const record = `${dir}${path.sep}`;
  const mocks = await startMocks({ engine: "sandbox", record, ports: { affordability: 0, optimizer: 0, terminal: 0 } });
  try {
    const url = (name: string): string => mocks.running.find((m) => m.name === name)!.url;
    await affordabilityApp(url("affordability"), { wrong: faults.has("affordability") });
    await optimizerApp(url("optimizer"), { walletModeAsText: faults.has("optimizer") });
    const send: Send = async (app, request) => {
      const res = await fetch(`${url("terminal")}/${app}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
      return (await res.json()) as Record<string, unknown>;
    };
    await terminalBillingApp(send, faults.has("terminal") ? { omitStatusOf: "T000003" } : {});
    await mobileBillingApp(send, faults.has("mobile") ? { omitStatusOf: "M000002" } : {});
    if (options.documented) await documentedTriggers(url("affordability"), options.documented.advanceClock);
  } finally {
    await mocks.stop();
  }
  // The affordability app moved its clock 31 s on to renew its 60 s token: the recording's clock moves with it.
  elapseAtRenewal(path.join(dir, RECORDED.http));
  return { http: path.join(dir, RECORDED.http), terminal: path.join(dir, RECORDED.terminal) };
}

/** The recording a plan judges (both files hold other traffic too: the other HTTP service, the other app). */
export const recordingOf = (r: Recordings, plan: PlanName): string => (plan === "terminal" || plan === "mobile" ? r.terminal : r.http);
