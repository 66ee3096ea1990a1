/**
 * `@payments/contracts/affordability/server`: the affordability contract in a server. Requests are
 * judged by the toolkit's judge before a handler runs (credentials, headers, bodies); answers are
 * judged in development mode. See tools/src/server/README.md.
 *
 *   app.use(contractMiddleware({}));                             // Express, Connect
 *   http.createServer((req, res) => mw(req, res, () => handler(req, res)));   // node:http
 *   await app.register(fastifyContract, {});                     // Fastify
 *   const { body } = contractOf(req, "discoverOffers");          // in a handler: typed
 */
import type { operations } from "../../../../generated/affordability/types.d.ts";
import { serverApi } from "../api.ts";
import type { ContractRequestUnion, ServerOptions, SuccessBodyOf } from "../types.ts";

export type OperationId = keyof operations & string;
/** A request the contract accepts: every operation's (narrow on `operationId`), or one operation's. */
export type ContractRequest<Id extends OperationId = OperationId> = Extract<
  ContractRequestUnion<operations, Record<never, never>>,
  { readonly operationId: Id }
>;
/** The body of an operation's documented success answer. */
export type SuccessBody<Id extends OperationId> = SuccessBodyOf<operations[Id]>;
/** Options (the service signs nothing: no secret). */
export type AffordabilityServerOptions = ServerOptions;

export const { contractMiddleware, fastifyContract, route, judgeRequest, judgeResponse, contractOf } = serverApi<ContractRequest, AffordabilityServerOptions>(
  "affordability",
);

export type {
  BodyOf,
  ContractMiddleware,
  OperationInfo,
  PathParams,
  ProblemBody,
  ProblemError,
  QueryParams,
  Refusal,
  RequestInput,
  RequestVerdict,
  ResponseFinding,
  ResponseInput,
  ResponseReport,
  RouteResult,
  ServerOptions,
} from "../types.ts";
export type { ContractOf, ServerApi } from "../api.ts";
export type { FastifyContractPlugin, FastifyInstanceLike } from "../fastify.ts";
export type { components, operations } from "../../../../generated/affordability/types.d.ts";
