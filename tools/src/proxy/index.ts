/**
 * The validating, recording proxy as a library (`contracts proxy` is its command line):
 *
 *   const p = await startProxy({ upstreams: { optimizer: "https://uat.example/pg" }, record: "session.har" });
 *   p.services[0].url;   // http://127.0.0.1:PORT: point the client here instead of the upstream
 *   await p.stop();      // closes the listeners, releases held results, closes the recording
 *
 * One loopback listener per HTTP service; every exchange is judged as it happens by the judge (the
 * same checks and sequence rules that judge a recording: judge/), each finding printed as one masked
 * line, and, with `record`, appended redacted to one HAR file that `conform` and `certify` read,
 * with the judge's x-verify verdicts where redaction alters what a signature signs.
 */
import type { HttpServiceId } from "../contract/index.ts";
import http from "node:http";
import { type ExchangeResult, Judge, Session, type Summary } from "../judge/index.ts";
import { HarRecorder } from "../recording/har-recorder.ts";
import { MOCK_HOST } from "../net/ports.ts";
import { listenOnLoopback, type Listening } from "../net/listen.ts";
import type { Signer } from "../signing/x-verify.ts";
import { ByteBudget } from "./budget.ts";
import { proxyHandler, type ProxyCounts, violationLine } from "./server.ts";
import { Upstream } from "./upstream.ts";

export { violationLine } from "./server.ts";

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
/** The largest request or answer body the proxy reads (bytes), and the most an answer is inflated to for judging. */
export const PROXY_MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * The bytes of bodies the proxy holds at once, over every service (request bodies, answers as
 * received, answers inflated for judging); a request beyond it is answered 503.
 */
export const PROXY_IN_FLIGHT_BYTES = 256 * 1024 * 1024;
/** An answer inflates to at most this many bytes per byte received (above DECODE_FLOOR_BYTES): gzip of JSON is 5-20, a bomb 1,000. */
export const DECODE_RATIO = 200;
/** What any answer may inflate to, whatever its ratio. */
export const DECODE_FLOOR_BYTES = 1024 * 1024;

export interface StartProxyOptions {
  /** The upstream base URL of each service to proxy. */
  upstreams: Partial<Record<HttpServiceId, string>>;
  /** Port per service (0 or absent: a free port). */
  ports?: Partial<Record<HttpServiceId, number>>;
  /** HAR file the exchanges are appended to (redacted). */
  record?: string | undefined;
  /** Answer an invalid request locally with problem+json (it never reaches the upstream). */
  errors?: boolean;
  signer?: Signer | undefined;
  /** The longest an exchange with the upstream may take, in ms (silence and a dripped answer alike), before the client gets 504. */
  timeoutMs?: number;
  /** PEM text of a private CA that signs the upstream's certificate. */
  ca?: string | undefined;
  /** Every line the proxy says (findings, failures); masked already. */
  log?: (line: string) => void;
  /** Name of the session in the results (the recording's name when recording). */
  name?: string;
  /** The in-flight byte budget (default PROXY_IN_FLIGHT_BYTES). */
  maxInFlightBytes?: number;
}

export interface ProxiedService {
  readonly service: HttpServiceId;
  readonly url: string;
  readonly upstream: string;
  readonly counts: Readonly<ProxyCounts>;
}

export interface RunningProxy {
  readonly services: readonly ProxiedService[];
  /** Exchanges judged so far, over every service. */
  readonly summary: Readonly<Summary>;
  /** Stop listening, release held results, close the recording (idempotent). */
  stop(): Promise<Summary>;
}

/** Each settled result counted and its findings printed, one line each. */
function printer(service: string, log: (line: string) => void, summary: Summary): (r: ExchangeResult) => void {
  return (r) => {
    summary.exchanges++;
    if (r.ok) summary.passed++;
    else summary.failed++;
    for (const v of r.violations) {
      if (v.level === "warning") summary.warnings++;
      log(violationLine(service, r.index, r.operation, v));
    }
  };
}

export async function startProxy(options: StartProxyOptions): Promise<RunningProxy> {
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const services = (Object.keys(options.upstreams) as HttpServiceId[]).filter((s) => options.upstreams[s] !== undefined);
  if (services.length === 0) throw new Error("no upstream given");
  const summary: Summary = { exchanges: 0, passed: 0, failed: 0, warnings: 0 };
  let shared = 0;
  const budget = new ByteBudget(options.maxInFlightBytes ?? PROXY_IN_FLIGHT_BYTES);
  const decode = { maxBytes: PROXY_MAX_BODY_BYTES, ratio: DECODE_RATIO, floorBytes: DECODE_FLOOR_BYTES };
  const recorder = options.record ? HarRecorder.open(options.record, { name: "@payments/contracts proxy", version: "1" }) : undefined;
  const started: Array<{ service: HttpServiceId; listening: Listening; upstream: Upstream; finish: () => Promise<unknown>; counts: ProxyCounts }> = [];
  try {
    for (const service of services) {
      const upstream = new Upstream(options.upstreams[service]!, {
        timeoutMs: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
        ca: options.ca,
        maxBodyBytes: PROXY_MAX_BODY_BYTES,
        budget,
      });
      const judge = new Judge({ signer: options.signer, basePath: upstream.basePath || undefined, service });
      await judge.ready("http");
      // Exchanges are numbered across the services in the order they are recorded, so in a new
      // recording a live line's #N is the entry conform names (continuing a recording, they count from 0).
      const session = new Session(options.name ?? options.record ?? `proxy:${service}`, printer(service, log, summary), judge.limits);
      const counts: ProxyCounts = { forwarded: 0, answeredLocally: 0, failed: 0 };
      const server = http.createServer(
        proxyHandler(
          {
            service,
            upstream,
            judge,
            session,
            nextIndex: () => shared++,
            recorder,
            errors: options.errors ?? false,
            maxBodyBytes: PROXY_MAX_BODY_BYTES,
            budget,
            decode,
            log,
          },
          counts,
        ),
      );
      // A client that stalls must not hold a socket for ever; the upstream timeout is the proxy's own.
      server.requestTimeout = (options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS) + 10_000;
      server.keepAliveTimeout = 5_000;
      const listening = await listenOnLoopback(server, MOCK_HOST, options.ports?.[service] ?? 0, `the ${service} proxy`);
      started.push({ service, listening, upstream, finish: () => session.finish(), counts });
    }
  } catch (e) {
    for (const s of started) {
      await s.listening.stop();
      s.upstream.close();
    }
    recorder?.close();
    throw e;
  }
  let stopping: Promise<Summary> | undefined;
  return {
    services: started.map((s) => ({ service: s.service, url: s.listening.url, upstream: s.upstream.base.href.replace(/\/$/, ""), counts: s.counts })),
    summary,
    stop: () => {
      stopping ??= (async () => {
        for (const s of started) await s.listening.stop();
        for (const s of started) {
          await s.finish();
          s.upstream.close();
        }
        recorder?.close();
        return summary;
      })();
      return stopping;
    },
  };
}
