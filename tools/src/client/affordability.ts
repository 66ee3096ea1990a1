/**
 * Typed client of the affordability (offer) service: openapi-fetch over the generated types.
 *
 * - Authentication: the client-credentials grant (form-encoded POST to
 *   `{authUrl}/realms/{realm}/protocol/openid-connect/token`, the contract's generateToken), cached
 *   and renewed `renewBeforeSeconds` before `expires_in` runs out; concurrent calls share one token
 *   request; a 401 answer drops the cached token so the next call fetches a new one (the call that
 *   got the 401 is not retried: complete payment and refund are not idempotent).
 * - Generated headers, on the operations whose contract lists them: `Correlation-ID` and
 *   `Request-ID` (crypto.randomUUID unless given), `Request-Timestamp` (ISO 8601), `Merchant-ID`
 *   (option `merchantId`), `payment-processor` (option `paymentProcessor`, onboarding).
 * - Development mode (`validate`, default on unless NODE_ENV is "production"): requests and
 *   responses are checked against the contract; a mismatch throws ContractViolationError.
 * - Nothing is logged; no error message carries the client secret, a token or a card number.
 */
import { randomUUID } from "node:crypto";
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { operations, paths } from "../../../generated/affordability/types.d.ts";
import { validator } from "../validate/affordability.ts";
import { contractCheck } from "./contract-check.ts";
import { ClientConfigError, ResponseFormatError, TokenRequestError } from "./errors.ts";
import { operationCaller, operationLookup, usesScheme } from "./operations.ts";
import { jsonGuard, timedFetch } from "./http-guard.ts";
import { absoluteBaseUrl, defaultValidate, timeoutOf, type CallOptions, type CommonClientOptions } from "./options.ts";
import { generatedHeaders } from "./request-headers.ts";
import type { OperationResult, RequestBody } from "./result.ts";
import { TokenCache } from "./token-cache.ts";

export type { CallOptions } from "./options.ts";

export interface AffordabilityClientOptions extends CommonClientOptions {
  /** `{base_url}` of the offer endpoints (the contract does not name the host). */
  baseUrl: string;
  /** `{auth_url}` of the token endpoint (the contract does not name the host). */
  authUrl: string;
  /** The realm in the token path. */
  realm: string;
  /** Issued at onboarding. */
  clientId: string;
  /** Issued at onboarding; kept on the caller's backend only. Never appears in an error. */
  clientSecret: string;
  /** Sent as `Merchant-ID` on the operations that have it (offers discovery). */
  merchantId?: string;
  /** Sent as `payment-processor` on client onboarding. */
  paymentProcessor?: string;
  /** Renew the token this many seconds before `expires_in` runs out (default 60). */
  renewBeforeSeconds?: number;
  /** Clock in milliseconds since the epoch (default Date.now): token expiry and Request-Timestamp. */
  now?: () => number;
  /** Identifier generator for Correlation-ID and Request-ID (default crypto.randomUUID). */
  newId?: () => string;
}

/** Per-call options of the operations whose contract has tracing headers (generated when absent). */
export interface TracedCallOptions extends CallOptions {
  correlationId?: string;
  requestId?: string;
}

export interface AffordabilityClient {
  /** The underlying openapi-fetch client (credentials, generated headers and checks included). */
  readonly api: Client<paths, "application/json">;
  /** The current access token (fetched or renewed when needed). */
  accessToken(): Promise<string>;
  onboardClient(
    body: RequestBody<operations["onboardClient"]>,
    options?: TracedCallOptions & { paymentProcessor?: string },
  ): Promise<OperationResult<operations["onboardClient"]>>;
  discoverOffers(
    body: RequestBody<operations["discoverOffers"]>,
    options?: TracedCallOptions & { merchantId?: string },
  ): Promise<OperationResult<operations["discoverOffers"]>>;
  validateOffer(body: RequestBody<operations["validateOffer"]>, options?: CallOptions): Promise<OperationResult<operations["validateOffer"]>>;
  completePayment(body: RequestBody<operations["completePayment"]>, options?: CallOptions): Promise<OperationResult<operations["completePayment"]>>;
  createRefund(body: RequestBody<operations["createRefund"]>, options?: CallOptions): Promise<OperationResult<operations["createRefund"]>>;
  getTransactionDetails(
    body: RequestBody<operations["getTransactionDetails"]>,
    options?: CallOptions,
  ): Promise<OperationResult<operations["getTransactionDetails"]>>;
}

const SERVICE = "affordability";
const TOKEN_PATH = "/realms/{realm}/protocol/openid-connect/token";

/** Security schemes whose credential is a bearer token (OAuth2 client credentials). */
const bearerSchemes = Object.entries(validator.manifest.securitySchemes)
  .filter(([, s]) => s.type === "oauth2" || s.type === "openIdConnect" || (s.type === "http" && s.scheme?.toLowerCase() === "bearer"))
  .map(([name]) => name);

export function createAffordabilityClient(options: AffordabilityClientOptions): AffordabilityClient {
  const baseUrl = absoluteBaseUrl(options.baseUrl, "baseUrl", SERVICE);
  const authUrl = absoluteBaseUrl(options.authUrl, "authUrl", SERVICE);
  for (const key of ["realm", "clientId", "clientSecret"] as const) {
    if (typeof options[key] !== "string" || options[key] === "") {
      throw new ClientConfigError(`${SERVICE} client: option "${key}" is required (issued at onboarding)`);
    }
  }
  const validate = options.validate ?? defaultValidate();
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUUID;
  const lookup = operationLookup(validator.manifest);
  const needsBearer = (method: string, schemaPath: string): boolean => {
    const op = lookup(method, schemaPath);
    return op !== undefined && bearerSchemes.some((s) => usesScheme(op, s));
  };

  const timeoutMs = timeoutOf(options.timeoutMs, SERVICE);
  const api = createClient<paths, "application/json">({ baseUrl, fetch: timedFetch(options.fetch ?? ((r) => globalThis.fetch(r)), timeoutMs, SERVICE) });
  const secrets = (): string[] => [options.clientSecret, ...tokens.values()];

  const tokens = new TokenCache({
    now,
    ...(options.renewBeforeSeconds !== undefined ? { renewBeforeSeconds: options.renewBeforeSeconds } : {}),
    fetchToken: async () => {
      let answer;
      try {
        answer = await api.POST(TOKEN_PATH, {
          baseUrl: authUrl,
          params: { path: { realm: options.realm } },
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: { client_id: options.clientId, client_secret: options.clientSecret, grant_type: "client_credentials" },
        });
      } catch (e) {
        if (e instanceof ResponseFormatError) {
          throw new TokenRequestError(
            `${SERVICE} generateToken: the token endpoint's answer (status ${e.status}) is not JSON; check authUrl and realm`,
            e.status,
          );
        }
        throw e;
      }
      const { data, response } = answer;
      if (!response.ok || !data) {
        throw new TokenRequestError(
          `${SERVICE} generateToken: the token endpoint answered ${response.status}; check clientId, clientSecret, realm and authUrl`,
          response.status,
        );
      }
      if (typeof data.access_token !== "string" || data.access_token === "" || typeof data.expires_in !== "number") {
        throw new TokenRequestError(`${SERVICE} generateToken: the token response has no usable access_token and expires_in`, response.status);
      }
      return { accessToken: data.access_token, expiresInSeconds: data.expires_in };
    },
  });

  /** Credentials and generated headers (runs first, so the contract check sees the final request). */
  const prepare: Middleware = {
    async onRequest({ request, schemaPath }) {
      const op = lookup(request.method, schemaPath);
      if (!op) return undefined;
      const add = generatedHeaders(op, request.headers, {
        newId,
        now,
        fixed: { "Merchant-ID": options.merchantId, "payment-processor": options.paymentProcessor },
      });
      for (const [name, value] of Object.entries(add)) request.headers.set(name, value);
      if (needsBearer(request.method, schemaPath) && !request.headers.has("authorization")) {
        request.headers.set("Authorization", `Bearer ${await tokens.get()}`);
      }
      return undefined;
    },
  };
  /** A 401 means the token is no longer accepted: forget it (runs before the response check). */
  const forgetRejectedToken: Middleware = {
    onResponse({ request, response, schemaPath }) {
      if (response.status === 401 && needsBearer(request.method, schemaPath)) tokens.invalidate();
      return undefined;
    },
  };
  // Registration order: onRequest runs in this order, onResponse in reverse.
  api.use(prepare);
  api.use(jsonGuard(SERVICE, lookup));
  if (validate) api.use(contractCheck({ validator, secrets }));
  api.use(forgetRejectedToken);

  const tracing = (o: TracedCallOptions = {}): Record<string, string> => ({
    "Correlation-ID": o.correlationId ?? newId(),
    ...(o.requestId !== undefined ? { "Request-ID": o.requestId } : {}),
  });
  const init = (body: unknown, header: Record<string, string | undefined>, o: CallOptions = {}) => ({
    body,
    params: { header },
    ...(o.signal ? { signal: o.signal } : {}),
  });
  const call = operationCaller(api, validator.manifest);

  return {
    api,
    accessToken: () => tokens.get(),
    onboardClient: (body, o) => call("onboardClient", init(body, { ...tracing(o), "payment-processor": o?.paymentProcessor ?? options.paymentProcessor }, o)),
    discoverOffers: (body, o) => call("discoverOffers", init(body, { ...tracing(o), "Merchant-ID": o?.merchantId ?? options.merchantId }, o)),
    validateOffer: (body, o) => call("validateOffer", init(body, {}, o)),
    completePayment: (body, o) => call("completePayment", init(body, {}, o)),
    createRefund: (body, o) => call("createRefund", init(body, {}, o)),
    getTransactionDetails: (body, o) => call("getTransactionDetails", init(body, {}, o)),
  };
}
