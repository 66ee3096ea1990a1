/**
 * Replay (--target): sends each recorded request, in order, to a live build and returns its
 * response, substituting values captured from earlier live responses. One Captures table per
 * recording (a recording is one scenario).
 *
 * Values that redaction replaced are restored (redacted.ts: credentials as the target's valid or an
 * invalid one, CVVs and card numbers of the documented shape), and create order's x-verify is
 * re-computed with --secret over the payload actually sent when the recorded one was valid.
 *
 * Targets: `--target URL` (every service), `--target SERVICE=URL` (one service: affordability,
 * optimizer, terminal, mobile), and for the terminal apps `stdio:COMMAND` or an HTTP bridge URL.
 */
import { fillPath, decodePayload, payloadText } from "../../contract/index.ts";
import type { HttpMatch } from "../../judge/index.ts";
import { UsageError } from "../../errors.ts";
import { FORM_MEDIA, mediaEssence } from "../../http/media.ts";
import { encodePayload, type Signer } from "../../signing/x-verify.ts";
import type { HttpExchange } from "../../recording/http-exchange.ts";
import { fromHarEntry } from "../../recording/http-exchange.ts";
import { entries } from "../../recording/open.ts";
import { RedactedValues } from "./redacted.ts";
import { Captures } from "./substitute.ts";
import { bridgeTransport, sendableHeaders, sendHttp, stdioTransport, TransportError, type LiveHttpResponse, type TerminalTransport } from "./transport.ts";
import type { Volatility } from "./volatile.ts";

const SERVICE_NAMES = new Set(["affordability", "optimizer", "terminal", "mobile"]);

export interface Targets {
  all?: string;
  byService: Map<string, string>;
}

export function parseTargets(values: string[]): Targets {
  const t: Targets = { byService: new Map() };
  for (const v of values) {
    const m = /^([a-z]+)=(.+)$/.exec(v);
    if (m && SERVICE_NAMES.has(m[1]!)) {
      t.byService.set(m[1]!, m[2]!);
      continue;
    }
    if (t.all !== undefined)
      throw new UsageError(`--target given twice without a service; write --target SERVICE=URL (services: ${[...SERVICE_NAMES].join(", ")})`);
    t.all = v;
  }
  for (const url of [t.all, ...t.byService.values()]) {
    if (url === undefined || url.startsWith("stdio:")) {
      if (url === "stdio:") throw new UsageError("--target stdio: needs a command, e.g. --target 'stdio:node simulator.mjs'");
      continue;
    }
    try {
      const u = new URL(url);
      if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("protocol");
    } catch {
      throw new UsageError(`--target ${JSON.stringify(url)} is neither an http(s) URL nor stdio:COMMAND`);
    }
  }
  return t;
}

/**
 * Whether the recorded x-verify was the payload's signature when it was sent: the judge's verdict
 * over the payload as recorded (or, for a payload redaction altered, the recorder's carried one);
 * without either, the recorded answer (2xx: the service verified it). Only such a signature is
 * re-computed over the payload replayed; a wrong one is sent as recorded, so the target refuses it
 * as the service did.
 */
function signedWhenRecorded(m: HttpMatch): boolean {
  const verdict = m.verdicts.request ?? m.exchange.carried?.xVerify.request;
  return verdict !== undefined ? verdict === "verified" : m.exchange.status >= 200 && m.exchange.status <= 299;
}

export interface LiveHttp extends LiveHttpResponse {
  /** The URL the request went to. */
  url: string;
  /** The request as sent (recorded values replaced by captured live ones). */
  sent: { query: Record<string, string>; headers: Record<string, string>; body: unknown; text: string | undefined };
}

export class Replayer {
  private captures: Captures;
  private redacted: RedactedValues;
  private readonly terminals = new Map<string, TerminalTransport>();
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly targets: Targets,
    private readonly options: { timeoutMs: number; signer?: Signer | undefined; volatility: Volatility; env?: NodeJS.ProcessEnv },
  ) {
    this.captures = new Captures(options.volatility);
    this.env = options.env ?? process.env;
    this.redacted = new RedactedValues(this.env);
  }

  /** A new recording: forget the captured values (and use the contract's volatile fields). */
  newRecording(volatility: Volatility = this.options.volatility): void {
    this.captures = new Captures(volatility);
    this.redacted = new RedactedValues(this.env);
  }

  private target(service: string): string | undefined {
    return this.targets.byService.get(service) ?? this.targets.all;
  }

  async http(ex: HttpExchange, m: HttpMatch): Promise<LiveHttp> {
    const { operation, params } = m;
    const base = this.target(operation.service);
    if (!base) throw new TransportError(`no --target for the ${operation.service} service`);
    if (base.startsWith("stdio:")) throw new TransportError(`the ${operation.service} service needs an HTTP target, not stdio:`);
    const c = this.captures;
    const path = fillPath(operation.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, c.text(v)])));
    const query = new URLSearchParams();
    const sentQuery: Record<string, string> = {};
    for (const [k, v] of Object.entries(ex.query)) {
      const t = c.text(v);
      query.append(k, t);
      sentQuery[k] = t;
    }
    const qs = query.toString();
    const url = base.replace(/\/+$/, "") + path + (qs ? `?${qs}` : "");
    const headers = sendableHeaders(ex.request.headers);
    const redacted = this.redacted;
    if (headers.authorization) headers.authorization = c.authorization(redacted.authorization(headers.authorization, ex.status));
    let text = ex.request.text;
    const body = ex.request.body;
    let sentBody: unknown = body;
    if (body !== null && typeof body === "object") {
      let next = redacted.restore(c.body(body), ex.status);
      // Encoded properties (create order's Base64 payload): substitute and restore inside, re-encode, re-sign.
      const media = Object.values(operation.op.request.content)[0];
      for (const enc of media?.encoded ?? []) {
        if (enc.encoding !== "base64" || enc.mediaType !== "application/json") continue;
        const decoded = decodePayload(next, enc);
        if (!decoded || decoded.error) continue; // sent as recorded: the request check reports it
        const raw = payloadText(next, enc)!;
        const doc = decoded.value;
        const replaced = redacted.restore(c.body(doc), ex.status);
        const encoded = replaced === doc ? raw : encodePayload(replaced);
        if (encoded !== raw) next = { ...(next as Record<string, unknown>), [enc.pointer.slice(1)]: encoded };
        if (operation.signed && this.options.signer && headers["x-verify"] !== undefined && signedWhenRecorded(m))
          headers["x-verify"] = this.options.signer(encoded);
      }
      if (next !== body) {
        const form = mediaEssence(ex.request.contentType) === FORM_MEDIA;
        text = form ? new URLSearchParams(next as Record<string, string>).toString() : JSON.stringify(next);
        sentBody = next;
      }
    }
    const live = await sendHttp(url, ex.method, headers, text, this.options.timeoutMs);
    return { ...live, url, sent: { query: sentQuery, headers: { ...ex.request.headers, ...headers }, body: sentBody, text } };
  }

  /**
   * Read a recording before it is replayed: which redacted credentials its service accepted
   * (redacted.ts). A file that cannot be read here is reported by the run itself.
   */
  async prepare(file: string): Promise<void> {
    this.redacted = new RedactedValues(this.env);
    try {
      for await (const batch of entries(file, "har"))
        for (const raw of batch) {
          const { exchange } = fromHarEntry(raw.value);
          if (exchange) this.redacted.learn(exchange);
        }
    } catch {
      /* the run reports what cannot be read */
    }
  }

  /** Learn the captured values of one exchange (recorded vs live response body). */
  learn(recorded: unknown, live: unknown): void {
    this.captures.learn(recorded, live);
  }

  private terminalTransport(app: string): TerminalTransport {
    let t = this.terminals.get(app);
    if (t) return t;
    const target = this.target(app) ?? this.targets.byService.get("terminal");
    if (!target) throw new TransportError(`no --target for the ${app} app`);
    // One transport per distinct target (the same command serves both apps when given once).
    for (const [k, existing] of this.terminals) if ((this.target(k) ?? this.targets.byService.get("terminal")) === target) t = existing;
    t ??= target.startsWith("stdio:") ? stdioTransport(target.slice("stdio:".length), this.options.timeoutMs) : bridgeTransport(target, this.options.timeoutMs);
    this.terminals.set(app, t);
    return t;
  }

  /** Send a terminal request (with captured values substituted); the live reply and what was sent. */
  async terminal(app: string, request: Record<string, unknown>): Promise<{ reply: unknown; sent: Record<string, unknown> }> {
    const transport = this.terminalTransport(app);
    const sent = this.captures.body(request);
    return { reply: await transport.send(app, sent), sent };
  }

  async close(): Promise<void> {
    const seen = new Set<TerminalTransport>();
    for (const t of this.terminals.values()) {
      if (seen.has(t)) continue;
      seen.add(t);
      await t.close();
    }
    this.terminals.clear();
  }
}
