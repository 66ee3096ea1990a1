/**
 * Typed client of the payment-optimizer service: openapi-fetch over the generated types.
 *
 * - Create order: the JSON payload is Base64-encoded into `{"request": ...}` and signed into the
 *   `x-verify` header. The document does not show the keyed construction, so the signer is
 *   pluggable (`signer`); with only `secretKey` (hex) the documented default is used: HMAC-SHA256
 *   over the Base64 text, upper-case hex (tools/src/signing/x-verify.ts).
 * - HTTP Basic credentials (`basicAuth`) on the operations whose contract asks for them. How the
 *   credential value is composed is not shown either: give `{ username, password }` for RFC 7617
 *   (`base64(username:password)`), or `{ encoded }` to send a value you were issued as it is.
 * - Development mode (`validate`, default on unless NODE_ENV is "production"): requests (the
 *   decoded create-order payload included) and responses are checked against the contract; a
 *   mismatch throws ContractViolationError.
 * - Nothing is logged; no error message carries a password, key, token or card number.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, operations, paths } from "../../../generated/optimizer/types.d.ts";
import { encodePayload, hmacSha256Signer, type Signer } from "../signing/x-verify.ts";
import { validator } from "../validate/optimizer.ts";
import { contractCheck } from "./contract-check.ts";
import { ClientConfigError } from "./errors.ts";
import { operationCaller, operationLookup, usesScheme } from "./operations.ts";
import { jsonGuard, timedFetch } from "./http-guard.ts";
import { absoluteBaseUrl, defaultValidate, timeoutOf, type CallOptions, type CommonClientOptions } from "./options.ts";
import type { OperationResult, RequestBody } from "./result.ts";

export type { CallOptions } from "./options.ts";

export type BasicAuth = { username: string; password: string } | { encoded: string };

export interface OptimizerClientOptions extends CommonClientOptions {
  /** `{base_url}` of the test or live environment (the contract does not name the hosts). */
  baseUrl: string;
  /** Credentials for the operations secured with HTTP Basic. */
  basicAuth?: BasicAuth;
  /** Computes `x-verify` from the Base64 payload. Takes precedence over `secretKey`. */
  signer?: Signer;
  /** The merchant secret key as hex, for the default signer. */
  secretKey?: string;
}

type Path<Op, K extends string> = Op extends { parameters: { path: Record<K, infer V> } } ? V : never;

/** The create-order payload before Base64 encoding (the contract's CreateOrderPayload). */
export type CreateOrderPayload = components["schemas"]["CreateOrderPayload"];

export interface OptimizerClient {
  /** The underlying openapi-fetch client (credentials and checks included). */
  readonly api: Client<paths, "application/json">;
  createCustomer(body: RequestBody<operations["createCustomer"]>, options?: CallOptions): Promise<OperationResult<operations["createCustomer"]>>;
  getCustomer(customerId: Path<operations["getCustomer"], "customerId">, options?: CallOptions): Promise<OperationResult<operations["getCustomer"]>>;
  updateCustomer(
    customerId: Path<operations["updateCustomer"], "CustomerId">,
    body: RequestBody<operations["updateCustomer"]>,
    options?: CallOptions,
  ): Promise<OperationResult<operations["updateCustomer"]>>;
  /** Encodes and signs the payload; `xVerify` is the header value that was sent. */
  createOrder(payload: CreateOrderPayload, options?: CallOptions): Promise<OperationResult<operations["createOrder"]> & { xVerify: string }>;
  processPayment(token: string, body: RequestBody<operations["processPayment"]>, options?: CallOptions): Promise<OperationResult<operations["processPayment"]>>;
  getOrder(orderId: Path<operations["getOrder"], "order_id">, options?: CallOptions): Promise<OperationResult<operations["getOrder"]>>;
  refundPayment(
    paymentId: Path<operations["refundPayment"], "payment_id">,
    body: RequestBody<operations["refundPayment"]>,
    options?: CallOptions,
  ): Promise<OperationResult<operations["refundPayment"]>>;
  saveCard(body: RequestBody<operations["saveCard"]>, options?: CallOptions): Promise<OperationResult<operations["saveCard"]>>;
  fetchSavedCards(body: RequestBody<operations["fetchSavedCards"]>, options?: CallOptions): Promise<OperationResult<operations["fetchSavedCards"]>>;
  deleteSavedCard(body: RequestBody<operations["deleteSavedCard"]>, options?: CallOptions): Promise<OperationResult<operations["deleteSavedCard"]>>;
  calculateEmi(body: RequestBody<operations["calculateEmi"]>, options?: CallOptions): Promise<OperationResult<operations["calculateEmi"]>>;
  validateScheme(body: RequestBody<operations["validateScheme"]>, options?: CallOptions): Promise<OperationResult<operations["validateScheme"]>>;
}

const SERVICE = "optimizer";

const basicSchemes = Object.entries(validator.manifest.securitySchemes)
  .filter(([, s]) => s.type === "http" && s.scheme?.toLowerCase() === "basic")
  .map(([name]) => name);

/** The Authorization value for Basic credentials. */
export function basicAuthorization(auth: BasicAuth): string {
  if ("encoded" in auth) return `Basic ${auth.encoded}`;
  return `Basic ${Buffer.from(`${auth.username}:${auth.password}`, "utf8").toString("base64")}`;
}

export function createOptimizerClient(options: OptimizerClientOptions): OptimizerClient {
  const baseUrl = absoluteBaseUrl(options.baseUrl, "baseUrl", SERVICE);
  const validate = options.validate ?? defaultValidate();
  // Built eagerly so a malformed key fails at construction, not at the first order.
  const signer: Signer | undefined = options.signer ?? (options.secretKey !== undefined ? hmacSha256Signer(options.secretKey) : undefined);
  const authorization = options.basicAuth ? basicAuthorization(options.basicAuth) : undefined;
  const lookup = operationLookup(validator.manifest);
  const secrets = (): string[] =>
    [
      options.secretKey,
      authorization?.slice("Basic ".length),
      options.basicAuth && "password" in options.basicAuth ? options.basicAuth.password : undefined,
    ].filter((s): s is string => typeof s === "string");

  const timeoutMs = timeoutOf(options.timeoutMs, SERVICE);
  const api = createClient<paths, "application/json">({ baseUrl, fetch: timedFetch(options.fetch ?? ((r) => globalThis.fetch(r)), timeoutMs, SERVICE) });
  const credentials: Middleware = {
    onRequest({ request, schemaPath }) {
      const op = lookup(request.method, schemaPath);
      if (op && authorization && basicSchemes.some((s) => usesScheme(op, s)) && !request.headers.has("authorization")) {
        request.headers.set("Authorization", authorization);
      }
      return undefined;
    },
  };
  api.use(credentials);
  api.use(jsonGuard(SERVICE, lookup));
  if (validate) api.use(contractCheck({ validator, secrets }));

  const signal = (o: CallOptions = {}) => (o.signal ? { signal: o.signal } : {});
  const call = operationCaller(api, validator.manifest);

  return {
    api,
    createCustomer: (body, o) => call("createCustomer", { body, ...signal(o) }),
    getCustomer: (customerId, o) => call("getCustomer", { params: { path: { customerId } }, ...signal(o) }),
    updateCustomer: (CustomerId, body, o) => call("updateCustomer", { params: { path: { CustomerId } }, body, ...signal(o) }),
    async createOrder(payload, o) {
      if (!signer) {
        throw new ClientConfigError(`${SERVICE} createOrder: x-verify needs a signer; pass "signer" or "secretKey" (hex) to createOptimizerClient`);
      }
      const request = encodePayload(payload);
      const xVerify = signer(request);
      const result = await call<OperationResult<operations["createOrder"]>>("createOrder", {
        params: { header: { "x-verify": xVerify } },
        body: { request },
        ...signal(o),
      });
      return { ...result, xVerify };
    },
    processPayment: (token, body, o) => call("processPayment", { params: { query: { token } }, body, ...signal(o) }),
    getOrder: (order_id, o) => call("getOrder", { params: { path: { order_id } }, ...signal(o) }),
    refundPayment: (payment_id, body, o) => call("refundPayment", { params: { path: { payment_id } }, body, ...signal(o) }),
    saveCard: (body, o) => call("saveCard", { body, ...signal(o) }),
    fetchSavedCards: (body, o) => call("fetchSavedCards", { body, ...signal(o) }),
    deleteSavedCard: (body, o) => call("deleteSavedCard", { body, ...signal(o) }),
    calculateEmi: (body, o) => call("calculateEmi", { body, ...signal(o) }),
    validateScheme: (body, o) => call("validateScheme", { body, ...signal(o) }),
  };
}
