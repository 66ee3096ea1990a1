/**
 * The types of the server face, generic over a service's generated `operations` (openapi-typescript's
 * output) and the documents its encoded payloads decode to. The entries (entries/<service>.ts) bind
 * them to one service, so a handler reads its request typed per operation: narrow on `operationId`
 * (or ask `contractOf(req, "createOrder")`) and `params`, `query`, `body` and `payload` follow.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Signer } from "../signing/x-verify.ts";

/** What a handler learns of the operation a request is (the contract's, read-only). */
export interface OperationInfo<Id extends string = string> {
  readonly service: "affordability" | "optimizer";
  readonly operationId: Id;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** The path template, e.g. /api/pg/orders/{order_id}. */
  readonly path: string;
  /** The statuses the operation documents. */
  readonly statuses: readonly number[];
  /** The gap (G-…) that leaves the service's failure statuses open (the optimizer's), or undefined. */
  readonly failureGap: string | undefined;
}

/** One section of an operation's parameters (`path`, `query`), `{}` when it has none. */
type Section<Op, K extends string> = Op extends { parameters: infer P } ? (K extends keyof P ? Exclude<P[K], undefined> : never) : never;
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

/** An operation's path parameters as the contract types them (validated and converted: `order_id` is a number). */
export type PathParams<Op> = OrEmpty<Section<Op, "path">>;
/** An operation's query parameters as the contract types them. */
export type QueryParams<Op> = OrEmpty<Section<Op, "query">>;

type RequestBodyOf<Op> = Op extends { requestBody?: infer R } ? Exclude<R, undefined> : never;
type ContentOf<R> = [R] extends [never] ? never : R extends { content: infer C } ? C : never;
/** An operation's request body (its media type's schema; undefined for an operation without one). */
export type BodyOf<Op> = [ContentOf<RequestBodyOf<Op>>] extends [never] ? undefined : ContentOf<RequestBodyOf<Op>>[keyof ContentOf<RequestBodyOf<Op>>];

type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : undefined;
/** The body of an operation's documented 200 answer. */
export type SuccessBodyOf<Op> = 200 extends keyof ResponsesOf<Op> ? JsonOf<ResponsesOf<Op>[200]> : unknown;

/** A valid request of one operation, as the server face hands it to the handler (`req.contract`). */
export interface ContractRequestOf<Id extends string, Op, Payload> {
  readonly operationId: Id;
  readonly operation: OperationInfo<Id>;
  /** Path parameters, validated and converted to their documented types. */
  readonly params: PathParams<Op>;
  /** Query parameters, validated and converted (a repeated name keeps its last value). */
  readonly query: QueryParams<Op>;
  /** Request headers, names lower-cased, a repeated header joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /** The request body as validated (JSON parsed, form fields as an object). */
  readonly body: BodyOf<Op>;
  /** The document inside the encoded body property (create order's Base64 `request`), decoded once by the judge; undefined elsewhere. */
  readonly payload: Payload;
}

/** Every operation's valid request, a union discriminated by `operationId`. */
export type ContractRequestUnion<Ops, Payloads> = {
  [Id in keyof Ops & string]: ContractRequestOf<Id, Ops[Id], Id extends keyof Payloads ? Payloads[Id] : undefined>;
}[keyof Ops & string];

/** One finding of a refused request, as the problem body lists it: where, which rule, in words (never the value sent). */
export interface ProblemError {
  readonly pointer: string;
  readonly rule: string;
  readonly message: string;
}

/** An RFC 9457 problem body, marked `x-contract-gap` (the status is the toolkit's decision where the contract shows none). */
export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly "x-contract-gap": string;
  readonly errors?: readonly ProblemError[];
  readonly [member: string]: unknown;
}

/** The answer to a refused request: send it as it is (content type application/problem+json). */
export interface Refusal {
  readonly status: number;
  /** Lower-case header names: content-type, and allow (405) or www-authenticate (401) where they apply. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: ProblemBody;
}

/** The verdict on a request: the typed request when the contract accepts it, else the answer to send. */
export type RequestVerdict<Request> =
  | ({ readonly ok: true; readonly problem?: undefined } & Request)
  | { readonly ok: false; readonly problem: Refusal; readonly operationId: string | undefined };

/** The operation a method and path are (its path parameters as sent, not yet validated), or why none is. */
export type RouteResult<Id extends string> =
  | { readonly ok: true; readonly operationId: Id; readonly operation: OperationInfo<Id>; readonly params: Readonly<Record<string, string>> }
  | {
      readonly ok: false;
      /** 404: no operation has the path; 405: the path has operations, not for this method. */
      readonly status: 404 | 405;
      /** The methods the contract has for this path (405). */
      readonly allowed: readonly string[];
    };

/** A request as the server face reads it: Node's IncomingMessage, Express's or Fastify's request, or a plain object. */
export interface RequestInput {
  readonly method?: string | undefined;
  /** The path and query (`/api/pg/orders/5?x=1`); an absolute URL is read for its path and query. */
  readonly url?: string | undefined;
  /** Header names in any case; Node's IncomingHttpHeaders (a repeated header as string[]) or fetch's Headers. */
  readonly headers?:
    | { readonly [name: string]: string | number | readonly string[] | undefined }
    | { forEach(callback: (value: string, name: string) => void): void }
    | undefined;
  /** The parsed body (express.json(), Fastify), or its text or bytes (parsed here by the content type). */
  readonly body?: unknown;
}

/** One finding on an answer the handler sent (pointers into the exchange: /response/body/…, /response/status). */
export interface ResponseFinding {
  readonly rule: string;
  readonly pointer: string;
  readonly message: string;
}

/** What judging a handler's answer found: errors breach the contract; warnings are the documented gaps (a failure status the optimizer does not show). */
export interface ResponseReport {
  readonly operationId: string;
  readonly status: number;
  readonly errors: readonly ResponseFinding[];
  readonly warnings: readonly ResponseFinding[];
}

/** An answer to judge with `judgeResponse` (own glue): the status, the headers and the body as sent. */
export interface ResponseInput {
  readonly status: number;
  readonly headers?: { readonly [name: string]: string | number | readonly string[] | undefined } | undefined;
  /** The parsed body, or its text or bytes (parsed here by the content type). */
  readonly body?: unknown;
}

/** Options of every server face. */
export interface ServerOptions {
  /**
   * What comes before the contract's paths in the URL the middleware sees (default ""; Express: the
   * path after the mount point). With one, a path outside it is not this face's: passed on untouched.
   */
  basePath?: string | undefined;
  /** Judge every answer of an accepted request (default: on unless NODE_ENV is "production"). */
  validateResponses?: boolean | undefined;
  /** Told of an answer that breaches the contract (development mode); default: one masked line through `log`. */
  onResponseViolation?: ((report: ResponseReport) => void) | undefined;
  /** Largest request body read, in bytes (default 1 MiB); a larger one is answered 413. */
  limitBytes?: number | undefined;
  /** A path that is no operation of the service: answered 404/405 ("refuse", default) or passed on to `next` ("next"). */
  unknownPaths?: "refuse" | "next" | undefined;
  /** Where the server face writes its lines (card numbers masked); default: standard error. */
  log?: ((line: string) => void) | undefined;
}

/**
 * How create order's x-verify is verified: the merchant secret as hex (the documented default,
 * HMAC-SHA256 of the Base64 text, upper-case hex), a signer of your own, or, deliberately, not at all.
 */
export type SigningOptions =
  | { secret: string; signer?: undefined; verifySignatures?: true | undefined }
  | { signer: Signer; secret?: undefined; verifySignatures?: true | undefined }
  | { verifySignatures: false; secret?: undefined; signer?: undefined };

/** A connect-style middleware: node:http (`mw(req, res, () => handler(req, res))`), Express (`app.use(mw)`), Connect. */
export type ContractMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
