/**
 * `@payments/contracts/optimizer/server`: the payment-optimizer contract in a server. Requests are
 * judged by the toolkit's judge before a handler runs (the Base64 create-order payload and x-verify
 * included); answers are judged in development mode. See tools/src/server/README.md.
 *
 *   app.use(contractMiddleware({ secret }));                     // Express, Connect
 *   http.createServer((req, res) => mw(req, res, () => handler(req, res)));   // node:http
 *   await app.register(fastifyContract, { secret });             // Fastify
 *   const { payload } = contractOf(req, "createOrder");          // in a handler: typed, decoded
 */
import type { components, operations } from "../../../../generated/optimizer/types.d.ts";
import { serverApi } from "../api.ts";
import type { ContractRequestUnion, ServerOptions, SigningOptions, SuccessBodyOf } from "../types.ts";

/** The documents inside encoded body properties, by operation: create order's Base64 `request`. */
interface Payloads {
  createOrder: components["schemas"]["CreateOrderPayload"];
}

export type OperationId = keyof operations & string;
/** A request the contract accepts: every operation's (narrow on `operationId`), or one operation's. */
export type ContractRequest<Id extends OperationId = OperationId> = Extract<ContractRequestUnion<operations, Payloads>, { readonly operationId: Id }>;
/** The body of an operation's documented success answer. */
export type SuccessBody<Id extends OperationId> = SuccessBodyOf<operations[Id]>;
/** Options: create order's x-verify needs `secret` (hex) or `signer`, or `verifySignatures: false`. */
export type OptimizerServerOptions = ServerOptions & SigningOptions;

export const { contractMiddleware, fastifyContract, route, judgeRequest, judgeResponse, contractOf } = serverApi<ContractRequest, OptimizerServerOptions>(
  "optimizer",
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
  SigningOptions,
} from "../types.ts";
export type { ContractOf, ServerApi } from "../api.ts";
export type { FastifyContractPlugin, FastifyInstanceLike } from "../fastify.ts";
export type { Signer } from "../../signing/x-verify.ts";
export type { components, operations } from "../../../../generated/optimizer/types.d.ts";
