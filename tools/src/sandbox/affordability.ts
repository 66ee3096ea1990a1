/**
 * The affordability sandbox: client-credentials tokens with an enforced lifetime, client onboarding
 * with unique external ids, and offer discovery built from the contract's examples for the amount
 * sent. Behaviour the document leaves open is decided here and listed in the Sandbox section of
 * ./README.md; each decision is an option.
 */
import { httpOperation } from "../contract/index.ts";
import { randomBytes } from "node:crypto";
import type * as affordability from "../validate/affordability.ts";
import type { ValidationError } from "../validate/errors.ts";
import { requireExample } from "./examples.ts";
import { documentedError, problem, summarize, type SandboxResponse } from "./problem.ts";
import { readLeniently } from "./lenient.ts";
import type { SandboxRequest } from "./request.ts";
import { scaleAmounts } from "./scale.ts";
import { INVALID_CLIENT_SECRET, MAGIC_EXTERNAL_IDS, outcomeOf, SHORT_LIVED_SUFFIX, SHORT_LIVED_TTL_SECONDS } from "./scenarios.ts";
import type { SandboxService } from "./server.ts";
import { contractParts, loadContract, ok, preferredAnswer, type Contract } from "./service.ts";
import { BoundedStore } from "./store.ts";

type Op = affordability.OperationId;

export interface AffordabilityOptions {
  /** Clock (ms since the epoch); tests move it forward to expire tokens. */
  now?: () => number;
  /** Lifetime of an access token in seconds (`expires_in`; default 900, as illustrated). */
  tokenTtlSeconds?: number;
  /** Accepted client credentials (client_id → client_secret); default: any non-empty pair. */
  clients?: Readonly<Record<string, string>>;
  /** Most tokens and onboarded clients kept (each; default 10,000, oldest dropped first). */
  cap?: number;
  /** Answer requests that break the contract only in readable ways, with their deviations (lenient.ts; default off). */
  lenient?: boolean;
}

interface TokenState {
  clientId: string;
  expiresAt: number;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function affordabilitySandbox(options: AffordabilityOptions = {}): SandboxService & { readonly state: { tokens: number; clients: number } } {
  const c: Contract = loadContract("affordability");
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlSeconds ?? 900;
  const cap = options.cap ?? 10_000;
  const tokens = new BoundedStore<string, TokenState>(cap, now);
  const clients = new BoundedStore<string, string>(cap, now);
  let clientSeq = 0;
  const parts = contractParts(c);

  const invalid = (req: SandboxRequest, errors: ValidationError[]): SandboxResponse => {
    const missingHeader = errors.find((e) => e.pointer.startsWith("/headers/") && e.rule === "required");
    if (missingHeader) {
      const name = missingHeader.pointer.slice("/headers/".length);
      const message = `required header ${name} is missing`;
      // Documented for onboarding only (400 HEADER_MISSING); elsewhere the same answer is a gap.
      if (parts.documented(req.operationId).includes(400)) return documentedError(400, "HEADER_MISSING", message, { header: name });
      return problem(400, {
        code: "HEADER_MISSING",
        detail: message,
        gap: `the document shows HEADER_MISSING (400) for onboarding only, not for ${req.operationId}`,
        errors,
      });
    }
    return problem(400, {
      code: "INVALID_REQUEST",
      detail: `the request breaks the contract: ${summarize(errors)}`,
      gap: `the document shows no status or body for an invalid ${req.operationId} request`,
      errors,
    });
  };

  const generateToken = (req: SandboxRequest): SandboxResponse => {
    const result = req.judged.result;
    const contentTypeError = result.errors.find((e) => e.rule === "content-type");
    if (contentTypeError) {
      return problem(415, {
        code: "UNSUPPORTED_MEDIA_TYPE",
        detail: `${contentTypeError.message}; send the form fields as application/x-www-form-urlencoded`,
        gap: "the document shows no error for a wrong content type",
      });
    }
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (!result.ok) {
      // Documented: 401 for a missing grant_type and for invalid client credentials (OAuth2 style body).
      const grantMissing = form.grant_type === undefined;
      return documentedError(
        401,
        grantMissing ? "invalid_request" : "invalid_client",
        grantMissing ? "missing form parameter grant_type" : `invalid client: ${summarize(result.errors)}`,
        {
          error: grantMissing ? "invalid_request" : "invalid_client",
          errors: result.errors,
        },
      );
    }
    const preferred = preferredAnswer(c, req);
    if (preferred) return preferred;
    const clientId = String(form.client_id);
    const secret = String(form.client_secret);
    // Magic secret (scenario control): refused even when any credentials are accepted.
    if (secret === INVALID_CLIENT_SECRET || (options.clients !== undefined && options.clients[clientId] !== secret)) {
      return documentedError(401, "invalid_client", "invalid client or invalid client credentials", { error: "invalid_client" });
    }
    // Magic client id (scenario control): a short-lived token, so renewal before expiry shows in a short session.
    const lifetime = clientId.endsWith(SHORT_LIVED_SUFFIX) ? Math.min(ttl, SHORT_LIVED_TTL_SECONDS) : ttl;
    const token = `sbx.${randomBytes(24).toString("base64url")}`;
    tokens.set(token, { clientId, expiresAt: now() + lifetime * 1000 });
    const body = requireExample(c.examples, "generateToken", 200) as Record<string, unknown>;
    return ok({ ...body, access_token: token, expires_in: lifetime });
  };

  /** 401 unless the request carries a live bearer token this sandbox issued. */
  const bearer = (req: SandboxRequest): SandboxResponse | undefined => {
    const m = BEARER.exec(req.headers.authorization ?? "");
    if (!m) return documentedError(401, "UNAUTHORIZED", "missing bearer access token: send Authorization: Bearer <access_token> from the token endpoint");
    const t = tokens.get(m[1]!);
    if (!t) return documentedError(401, "INVALID_TOKEN", "the access token was not issued by this sandbox (or was dropped: see the token cap); get a new one");
    if (now() >= t.expiresAt) return documentedError(401, "TOKEN_EXPIRED", "the access token has expired (expires_in); get a new one");
    return undefined;
  };

  const onboardClient = (req: SandboxRequest): SandboxResponse => {
    const body = req.body as { external_id: string };
    // Magic external ids (scenario control): documented errors an unmodified app cannot provoke otherwise.
    const magic = MAGIC_EXTERNAL_IDS[body.external_id];
    if (magic === 400)
      return documentedError(400, "HEADER_MISSING", "required header payment-processor is missing (answered to the magic external_id certify-header-missing)", {
        header: "payment-processor",
      });
    if (magic === 422)
      return documentedError(
        422,
        "PARENT_EXTERNAL_ID_REQUIRED",
        "parent external id is required for a client that is a store (answered to the magic external_id certify-store-without-parent)",
      );
    if (clients.has(body.external_id)) {
      return documentedError(409, "CONFLICT", "the specified resource already exists: a client with this external_id is onboarded");
    }
    const id = `sbx-client-${++clientSeq}`;
    clients.set(body.external_id, id);
    return ok({ id });
  };

  const discoverOffers = (req: SandboxRequest): SandboxResponse => {
    const body = req.body as { order_amount: { value: number; currency: string }; product_details?: unknown[] };
    if (outcomeOf(body.order_amount.value) === "decline") return ok({ issuers: [] }); // magic amount: no eligible offers
    const name = body.product_details && body.product_details.length > 0 ? "Brand EMI offers" : "Bank EMI offers";
    const response = requireExample(c.examples, "discoverOffers", 200, name);
    const requested = exampleRequestAmount(name);
    return ok(scaleAmounts(response, body.order_amount.value / requested, body.order_amount.currency));
  };

  const handlers: Record<Op, (req: SandboxRequest) => SandboxResponse> = {
    generateToken,
    onboardClient,
    discoverOffers,
    // Request and response shapes not shown: the documented empty example.
    validateOffer: () => ok({}),
    completePayment: () => ok({}),
    createRefund: () => ok({}),
    getTransactionDetails: () => ok({}),
  };

  return {
    ...parts,
    reset() {
      tokens.clear();
      clients.clear();
    },
    state: {
      get tokens() {
        return tokens.size;
      },
      get clients() {
        return clients.size;
      },
    },
    handle(req) {
      const op = req.operationId as Op;
      if (op === "generateToken") return generateToken(req);
      const denied = bearer(req);
      if (denied) return denied;
      const result = req.judged.result;
      const lenient = !result.ok && options.lenient ? readLeniently(req) : undefined;
      if (!result.ok && !lenient) return invalid(req, result.errors);
      const read = lenient?.req ?? req;
      const answer = preferredAnswer(c, read) ?? handlers[op](read);
      if (lenient) Object.assign(answer, { deviations: lenient.deviations }, lenient.omitted > 0 ? { deviationsOmitted: lenient.omitted } : {});
      return answer;
    },
  };
}

/** The order amount of the discovery request example with this name (the base of the scaling). */
function exampleRequestAmount(name: string): number {
  const ex = httpOperation("discoverOffers")?.examples().requests[0]?.named.get(name) as { order_amount?: { value?: number } } | undefined;
  const value = ex?.order_amount?.value;
  if (typeof value !== "number" || value <= 0) throw new Error(`the contract has no discovery request example "${name}" with an order amount: run make`);
  return value;
}
