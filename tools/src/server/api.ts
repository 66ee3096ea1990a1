/**
 * The server face of one service, as its entry exports it: the connect-style middleware, the Fastify
 * plugin, the router, the request and answer verdicts for teams that write their own glue, and
 * `contractOf(req)` to read a request the middleware or the plugin accepted, typed per operation.
 */
import type { HttpServiceId } from "../contract/index.ts";
import { type FastifyContractPlugin, fastifyPlugin } from "./fastify.ts";
import { type AnyServerOptions, JUDGED_BY, routeResult, ServerJudging } from "./judging.ts";
import { contractMiddleware } from "./middleware.ts";
import type { ContractMiddleware, RequestInput, RequestVerdict, ResponseInput, ResponseReport, RouteResult } from "./types.ts";

/** `contractOf(req)`: the accepted request (union); `contractOf(req, id)`: narrowed to one operation (throws on another). */
export interface ContractOf<Request extends { readonly operationId: string }> {
  (req: object): Request;
  <Id extends Request["operationId"]>(req: object, operationId: Id): Extract<Request, { readonly operationId: Id }>;
}

/** The options argument: optional where every option is (affordability), required where one is (the optimizer's secret). */
export type OptionsArg<Options> = Record<never, never> extends Options ? [options?: Options] : [options: Options];

export interface ServerApi<Request extends { readonly operationId: string }, Options> {
  /** Connect-style `(req, res, next)` for node:http, Express and Connect. */
  contractMiddleware(...options: OptionsArg<Options>): ContractMiddleware;
  /** The Fastify plugin: `app.register(fastifyContract, options)`. */
  fastifyContract: FastifyContractPlugin<Options>;
  /** The operation a method and path are (path parameters as sent); `basePath` is cut off first (default ""). */
  route(method: string, path: string, options?: { basePath?: string }): RouteResult<Request["operationId"]>;
  /** The judge's verdict on a request: typed when accepted, the problem+json answer when refused. */
  judgeRequest(req: RequestInput, ...options: OptionsArg<Options>): Promise<RequestVerdict<Request>>;
  /** The verdict on the answer to a request `judgeRequest` accepted (the failure-status gap is a warning). */
  judgeResponse(request: Request, answer: ResponseInput): ResponseReport;
  contractOf: ContractOf<Request>;
}

/** Judgings made for `judgeRequest`, by options object (one judge per secret a caller keeps). */
const byOptions = new WeakMap<object, ServerJudging>();
/** The options of a call without any (affordability). */
const NO_OPTIONS = {};

export function serverApi<Request extends { readonly operationId: string }, Options extends object>(service: HttpServiceId): ServerApi<Request, Options> {
  const judgingFor = (options: Options): ServerJudging => {
    let j = byOptions.get(options);
    if (!j) byOptions.set(options, (j = new ServerJudging(service, options as AnyServerOptions)));
    return j;
  };
  const contractOf = ((req: object, operationId?: string) => {
    const contract = (req as { contract?: { operationId?: unknown } | null }).contract;
    if (!contract || typeof contract.operationId !== "string") {
      throw new Error(
        `${service} server: this request carries no contract: the contract middleware (or plugin) did not accept it; install it before the handler`,
      );
    }
    if (operationId !== undefined && contract.operationId !== operationId) {
      throw new Error(`${service} server: this request is ${contract.operationId}, not ${operationId}: check the handler's route`);
    }
    return contract;
  }) as ContractOf<Request>;
  return {
    contractMiddleware: (...[options]) => contractMiddleware(service, (options ?? NO_OPTIONS) as AnyServerOptions),
    fastifyContract: fastifyPlugin<Options>(service),
    route: (method, path, options = {}) => routeResult(service, method, path, options.basePath) as RouteResult<Request["operationId"]>,
    async judgeRequest(req, ...[options]) {
      const judging = judgingFor(options ?? (NO_OPTIONS as Options));
      await judging.ready;
      return judging.request(req) as RequestVerdict<Request>;
    },
    judgeResponse(request, answer) {
      const judging = JUDGED_BY.get(request);
      const report = judging?.response(request, answer);
      if (!report) throw new Error(`${service} server: judgeResponse takes a request that judgeRequest (or the middleware) accepted`);
      return report;
    },
    contractOf,
  };
}
