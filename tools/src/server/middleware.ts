/**
 * The connect-style middleware `(req, res, next)`: node:http, Express and Connect use it as it is.
 *
 * Per request: routed by the contract's router (404/405 problem+json, or `next()` with
 * `unknownPaths: "next"`; a path outside `basePath`, when one is given, goes to `next()`); the body taken from `req.body` when a parser ran before (express.json(),
 * express.urlencoded(), express.text() or raw()), else read from the stream here up to `limitBytes`
 * and left in `req.body` (with body-parser's `_body` mark, so a parser after this one does not wait
 * for a stream that has ended); then the judge's verdict. Refused: the problem+json answer is sent
 * and `next` is never called. Accepted: `req.contract` is set and `next()` called.
 *
 * Development mode (`validateResponses`): the handler's answer is collected as it is written
 * (`writeHead`, `write`, `end`) and judged just before it is sent; a breach goes to
 * `onResponseViolation` (default: one masked line). The answer itself is never changed: the client
 * sees what the handler wrote (headers may be out already, a stream may be half sent).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { HttpServiceId } from "../contract/index.ts";
import { type Accepted, type AnyServerOptions, developmentMode, ServerJudging } from "./judging.ts";
import { reportLine, type ResponseCollector } from "./report.ts";
import type { ContractMiddleware, Refusal, ResponseReport } from "./types.ts";

/** What the middleware leaves on the request (body-parser's marks too). */
interface Marked {
  body?: unknown;
  _body?: boolean;
  contract?: unknown;
}

/** Send a refusal (or a fault) as it is; a body still arriving is dropped with the connection. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, close = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(refusal.body);
  res.writeHead(refusal.status, { ...refusal.headers, "content-length": String(Buffer.byteLength(text)), ...(close ? { connection: "close" } : {}) });
  res.end(text);
}

/** The middleware of one service over its judging. */
export function contractMiddleware(service: HttpServiceId, options: AnyServerOptions = {}): ContractMiddleware {
  const judging = new ServerJudging(service, options);
  const validateResponses = options.validateResponses ?? developmentMode();
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const onViolation = options.onResponseViolation ?? ((report: ResponseReport) => log(reportLine(report)));
  const passUnknown = options.unknownPaths === "next";

  return (req, res, next) => {
    const method = (req.method ?? "GET").toUpperCase();
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q < 0 ? url : url.slice(0, q);
    if (!judging.owns(pathname)) return next();
    const routed = judging.route(method, pathname);
    if (!routed.operation) {
      if (passUnknown) return next();
      return sendRefusal(res, judging.unrouted(method, pathname, routed)!);
    }
    const operationId = routed.operation.operationId;
    const judge = (body: unknown, readHere: boolean): void => {
      const go = (): void => {
        let verdict: ReturnType<ServerJudging["request"]>;
        try {
          verdict = judging.request({ method, url, headers: req.headers, body }, routed);
        } catch (e) {
          sendRefusal(res, judging.fault(operationId, "CONTRACT_FAULT", `the server face failed to judge this request: ${(e as Error).message}`));
          return;
        }
        if (!verdict.ok) {
          sendRefusal(res, verdict.problem);
          return;
        }
        const accepted: Accepted = verdict;
        const marked = req as IncomingMessage & Marked;
        if (readHere) {
          marked.body = accepted.body;
          marked._body = true;
        }
        marked.contract = accepted;
        if (validateResponses) watchAnswer(res, (answer) => judging.response(accepted, answer.input, answer.truncated), onViolation, judging.limitBytes);
        next();
      };
      if (judging.isReady()) go();
      else judging.ready.then(go, (e: Error) => sendRefusal(res, judging.fault(operationId, "CONTRACT_UNAVAILABLE", e.message)));
    };

    const parsed = (req as IncomingMessage & Marked).body;
    if (parsed !== undefined) return judge(parsed, false);
    if (req.readableEnded || (req as IncomingMessage & Marked)._body === true) {
      return sendRefusal(
        res,
        judging.fault(
          operationId,
          "BODY_UNAVAILABLE",
          "the request body was read before the contract middleware and not left in req.body: put the middleware before that reader, or use a parser that sets req.body (express.json())",
        ),
      );
    }
    readBody(req, judging.limitBytes, (outcome) => {
      if (outcome === "too-large") {
        sendRefusal(res, judging.tooLarge(operationId), true);
        res.once("finish", () => req.destroy());
        return;
      }
      if (outcome === "error") return res.destroy();
      judge(outcome.length > 0 ? outcome : undefined, true);
    });
  };
}

/** The body as bytes, "too-large" past the limit (announced or found while reading), or "error". */
function readBody(req: IncomingMessage, limit: number, done: (outcome: Buffer | "too-large" | "error") => void): void {
  if (Number(req.headers["content-length"] ?? "0") > limit) {
    done("too-large");
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (outcome: Buffer | "too-large" | "error"): void => {
    if (settled) return;
    settled = true;
    done(outcome);
  };
  req.on("data", (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > limit) {
      chunks.length = 0;
      settle("too-large");
    } else chunks.push(chunk);
  });
  req.on("end", () => settle(Buffer.concat(chunks)));
  req.on("error", () => settle("error"));
}

type Chunk = string | Uint8Array;

/** Collect what the handler writes and have it judged just before the last chunk goes out. */
function watchAnswer(
  res: ServerResponse,
  judge: (answer: ResponseCollector) => ResponseReport | undefined,
  onViolation: (report: ResponseReport) => void,
  limit: number,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  let headHeaders: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding: unknown): void => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || truncated) return;
    const buf =
      typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > limit) {
      truncated = true;
      chunks.length = 0;
    } else chunks.push(buf);
  };
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((r) => typeof r === "object" && r !== null);
    if (Array.isArray(headers)) {
      // [name, value, name, value] or [[name, value], …]
      const flat = headers.flat() as string[];
      for (let i = 0; i + 1 < flat.length; i += 2) headHeaders[String(flat[i]).toLowerCase()] = flat[i + 1];
    } else if (headers) headHeaders = { ...headHeaders, ...(headers as OutgoingHttpHeaders) };
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
  res.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    let report: ResponseReport | undefined;
    try {
      const headers: Record<string, string | number | readonly string[] | undefined> = {};
      for (const [k, v] of Object.entries({ ...res.getHeaders(), ...headHeaders }))
        headers[k.toLowerCase()] = v as string | number | readonly string[] | undefined;
      report = judge({ input: { status: res.statusCode, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }, truncated });
    } catch {
      report = undefined; // judging an answer never breaks it
    }
    if (report && report.errors.length > 0) {
      try {
        onViolation(report);
      } catch {
        // a throwing reporter does not stop the answer
      }
    }
    return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
}
