/**
 * The Fastify plugin: `app.register(fastifyContract, { secret })`. Fastify parses JSON itself, so the
 * plugin judges the parsed body; the hooks it adds apply to the whole application (the plugin skips
 * Fastify's encapsulation, as fastify-plugin would):
 *
 * - onRequest: the contract's router; an unknown path is answered 404, a wrong method 405 (or passed
 *   on with `unknownPaths: "next"`), before any body is read. With `basePath`, only the paths under
 *   it are the plugin's: two services' plugins live in one application each under its own.
 * - preValidation: the judge's request verdict on the parsed body; refused requests are answered with
 *   problem+json and never reach the handler; accepted ones carry `request.contract`.
 * - onSend (development mode): the serialized answer judged; a breach goes to `onResponseViolation`.
 *
 * The service's form operation (affordability's token request) needs a form parser: the plugin adds
 * one when the application has none. Fastify's own limits and errors stay its own (bodyLimit, a body
 * that is not JSON: FST_ERR_CTP_INVALID_JSON_BODY). No Fastify import: the types below are the part
 * of Fastify's API the plugin uses, so the package does not depend on Fastify.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { HttpServiceId } from "../contract/index.ts";
import { formFieldsWithRepeats } from "../http/body.ts";
import { type Accepted, type AnyServerOptions, developmentMode, ServerJudging, splitTarget, takesForms } from "./judging.ts";
import { reportLine } from "./report.ts";
import type { Refusal, ResponseReport } from "./types.ts";

/** The part of a Fastify request the plugin reads (and `contract`, which it decorates). */
export interface FastifyRequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body?: unknown;
}

/** The part of a Fastify reply the plugin uses. */
export interface FastifyReplyLike {
  readonly statusCode: number;
  code(statusCode: number): FastifyReplyLike;
  headers(values: Record<string, string>): FastifyReplyLike;
  send(payload?: unknown): FastifyReplyLike;
  getHeaders(): Record<string, string | number | readonly string[] | undefined>;
}

/** The part of a Fastify instance the plugin uses (a FastifyInstance is one). */
export interface FastifyInstanceLike {
  addHook(name: string, hook: (...args: never[]) => unknown): unknown;
  decorateRequest(name: string, value: null): unknown;
  hasRequestDecorator(name: string): boolean;
  hasContentTypeParser(contentType: string): boolean;
  addContentTypeParser(
    contentType: string,
    options: { parseAs: "string" },
    parser: (request: never, body: string, done: (error: Error | null, body?: unknown) => void) => void,
  ): unknown;
}

/** A Fastify plugin of the server face: register it with the service's options. */
export type FastifyContractPlugin<Options> = (instance: FastifyInstanceLike, options: Options) => Promise<void>;

const FORM = "application/x-www-form-urlencoded";

function answer(reply: FastifyReplyLike, refusal: Refusal): FastifyReplyLike {
  return reply
    .code(refusal.status)
    .headers({ ...refusal.headers })
    .send(JSON.stringify(refusal.body));
}

/** The plugin of one service. */
export function fastifyPlugin<Options extends object>(service: HttpServiceId): FastifyContractPlugin<Options> {
  const plugin = async (instance: FastifyInstanceLike, options: Options): Promise<void> => {
    const o = options as AnyServerOptions;
    const judging = new ServerJudging(service, o);
    await judging.ready;
    const validateResponses = o.validateResponses ?? developmentMode();
    const log = o.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
    const onViolation = o.onResponseViolation ?? ((report: ResponseReport) => log(reportLine(report)));
    const routedOf = new WeakMap<object, ReturnType<ServerJudging["route"]>>();
    const acceptedOf = new WeakMap<object, Accepted>();

    if (!instance.hasRequestDecorator("contract")) instance.decorateRequest("contract", null);
    if (takesForms(service) && !instance.hasContentTypeParser(FORM)) {
      instance.addContentTypeParser(FORM, { parseAs: "string" }, (_request, body, done) => done(null, formFieldsWithRepeats(body)));
    }

    instance.addHook("onRequest", async (request: FastifyRequestLike, reply: FastifyReplyLike) => {
      const method = request.method.toUpperCase();
      const { pathname } = splitTarget(request.url);
      if (!judging.owns(pathname)) return;
      const routed = judging.route(method, pathname);
      if (!routed.operation) {
        if (o.unknownPaths === "next") return;
        return answer(reply, judging.unrouted(method, pathname, routed)!);
      }
      routedOf.set(request, routed);
    });

    instance.addHook("preValidation", async (request: FastifyRequestLike & { contract?: unknown }, reply: FastifyReplyLike) => {
      const routed = routedOf.get(request);
      if (!routed) return;
      const verdict = judging.request({ method: request.method, url: request.url, headers: request.headers, body: request.body }, routed);
      if (!verdict.ok) return answer(reply, verdict.problem);
      const accepted: Accepted = verdict;
      acceptedOf.set(request, accepted);
      request.contract = accepted;
    });

    if (validateResponses) {
      instance.addHook("onSend", async (request: FastifyRequestLike, reply: FastifyReplyLike, payload: unknown) => {
        const accepted = acceptedOf.get(request);
        if (!accepted) return payload;
        const whole = payload === null || payload === undefined || typeof payload === "string" || payload instanceof Uint8Array;
        const tooLong = whole && payload !== null && payload !== undefined && (payload as string | Uint8Array).length > judging.limitBytes;
        try {
          const report = judging.response(
            accepted,
            { status: reply.statusCode, headers: reply.getHeaders(), body: whole && !tooLong ? payload : undefined },
            !whole || tooLong,
          );
          if (report && report.errors.length > 0) onViolation(report);
        } catch {
          // judging an answer never breaks it
        }
        return payload;
      });
    }
  };
  // Fastify's encapsulation would keep the hooks inside the plugin's own context: skip it (what fastify-plugin sets).
  return Object.assign(plugin, { [Symbol.for("skip-override")]: true, [Symbol.for("fastify.display-name")]: `@payments/contracts/${service}/server` });
}
