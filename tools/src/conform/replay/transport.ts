/**
 * Transports to a live build: HTTP (fetch with a timeout) for the HTTP services and for a terminal
 * HTTP bridge, and a `stdio:` child process that speaks JSON Lines for the terminal apps.
 *
 * Terminal protocol (bridge and stdio alike): the runner sends one JSON object
 * `{"service": "terminal"|"mobile", "request": <message>}` (a POST body, or one line on the child's
 * stdin) and reads one reply: the reply message itself, or `{"response": <message>}` (one line on
 * the child's stdout; the child's stderr is discarded, it may hold card data).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { safeText } from "../render.ts";

export class TransportError extends Error {}

export interface LiveHttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Epoch ms. */
  started: number;
  finished: number;
}

const HOP_BY_HOP = new Set(["host", "content-length", "connection", "transfer-encoding", "accept-encoding", "keep-alive", "upgrade", "te", "trailer", "proxy-connection", "expect"]);

export function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!HOP_BY_HOP.has(k) && !k.startsWith(":")) out[k] = v;
  return out;
}

function describe(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `no response within ${timeoutMs} ms`;
  const code = err?.cause?.code;
  if (code) return `connection failed (${code})`;
  return safeText(err?.cause?.message ?? err?.message ?? String(e));
}

export async function sendHttp(url: string, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<LiveHttpResponse> {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: method === "GET" || method === "HEAD" ? undefined : body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const h: Record<string, string> = {};
    res.headers.forEach((v, k) => (h[k.toLowerCase()] = v));
    return { status: res.status, headers: h, text, started, finished: Date.now() };
  } catch (e) {
    throw new TransportError(describe(e, timeoutMs));
  }
}

/** Parse a terminal reply (bare message or {"response": message}). */
export function replyOf(text: string): unknown {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new TransportError(`the target answered text that is not JSON (${text.length} characters)`);
  }
  if (v !== null && typeof v === "object" && !Array.isArray(v) && "response" in v && !("Header" in v)) {
    const r = (v as { response: unknown }).response;
    if (typeof r === "string") {
      try {
        return JSON.parse(r);
      } catch {
        throw new TransportError("the target's response string is not JSON");
      }
    }
    return r;
  }
  return v;
}

/** Wait until no process of the group `pgid` (one this transport started) is left; SIGKILL it after 2 s. */
async function groupGone(pgid: number): Promise<void> {
  const alive = (): boolean => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 2000;
  while (alive()) {
    if (Date.now() > deadline) {
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {
        /* gone meanwhile */
      }
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface TerminalTransport {
  send(service: string, request: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export function bridgeTransport(url: string, timeoutMs: number): TerminalTransport {
  return {
    async send(service, request) {
      const res = await sendHttp(url, "POST", { "content-type": "application/json" }, JSON.stringify({ service, request }), timeoutMs);
      if (res.status < 200 || res.status > 299) throw new TransportError(`the bridge answered HTTP ${res.status}`);
      return replyOf(res.text);
    },
    async close() {},
  };
}

/**
 * A child process started once with `sh -c COMMAND` (restarted after a timeout or an exit, at most
 * MAX_STARTS times), fed one line per request. Stopped by its own handle at the end.
 */
export function stdioTransport(command: string, timeoutMs: number): TerminalTransport {
  const MAX_STARTS = 3;
  let child: ChildProcessWithoutNullStreams | undefined;
  let starts = 0;
  let buffer = "";
  let waiting: { resolve: (line: string) => void; reject: (e: Error) => void } | undefined;
  const lines: string[] = [];
  let exitInfo = "";

  const start = (): ChildProcessWithoutNullStreams => {
    if (starts >= MAX_STARTS) throw new TransportError(`the stdio target stopped ${exitInfo || "answering"}; not restarted after ${MAX_STARTS} starts`);
    starts++;
    buffer = "";
    lines.length = 0;
    // Its own process group, so that stopping it also stops what the shell started.
    const c = spawn("sh", ["-c", command], { stdio: ["pipe", "pipe", "pipe"], detached: true });
    c.stderr.resume(); // discarded
    c.stdout.setEncoding("utf8");
    c.stdout.on("data", (chunk: string) => {
      buffer += chunk;
      let nl = buffer.indexOf("\n");
      while (nl !== -1) {
        const line = buffer.slice(0, nl).replace(/\r$/, "");
        buffer = buffer.slice(nl + 1);
        if (line.trim()) {
          if (waiting) {
            const w = waiting;
            waiting = undefined;
            w.resolve(line);
          } else lines.push(line);
        }
        nl = buffer.indexOf("\n");
      }
    });
    c.stdin.on("error", () => {}); // EPIPE when the child is gone: reported by the exit handler
    c.on("error", (e) => {
      exitInfo = `(cannot start: ${safeText(e.message)})`;
      if (waiting) waiting.reject(new TransportError(`the stdio target cannot be started: ${safeText(e.message)}`));
      waiting = undefined;
      child = undefined;
    });
    c.on("exit", (code, signal) => {
      exitInfo = `(exit ${code ?? signal})`;
      if (waiting) waiting.reject(new TransportError(`the stdio target exited (${code ?? signal}) before answering`));
      waiting = undefined;
      if (child === c) child = undefined;
    });
    return c;
  };

  const signal = (c: ChildProcessWithoutNullStreams, sig: NodeJS.Signals): void => {
    if (c.exitCode !== null || c.signalCode !== null || c.pid === undefined) return;
    try {
      process.kill(-c.pid, sig); // the group this transport started
    } catch {
      c.kill(sig);
    }
  };
  const stop = (c: ChildProcessWithoutNullStreams): void => {
    c.stdin.end();
    signal(c, "SIGTERM");
  };

  return {
    async send(service, request) {
      child ??= start();
      const c = child;
      lines.length = 0; // unsolicited output is not a reply to this request
      const reply = new Promise<string>((resolve, reject) => {
            const timer = setTimeout(() => {
              if (waiting?.resolve === wrapped) waiting = undefined;
              // A late reply would answer the next request: start afresh.
              if (child === c) child = undefined;
              stop(c);
              reject(new TransportError(`no reply within ${timeoutMs} ms`));
            }, timeoutMs);
            const wrapped = (l: string): void => {
              clearTimeout(timer);
              resolve(l);
            };
            waiting = {
              resolve: wrapped,
              reject: (e) => {
                clearTimeout(timer);
                reject(e);
              },
            };
          });
      c.stdin.write(JSON.stringify({ service, request }) + "\n");
      return replyOf(await reply);
    },
    async close() {
      const c = child;
      child = undefined;
      if (!c) return;
      const exited = new Promise<void>((resolve) => {
        if (c.exitCode !== null || c.signalCode !== null) resolve();
        else c.once("exit", () => resolve());
      });
      stop(c);
      const t = setTimeout(() => signal(c, "SIGKILL"), 2000);
      await exited;
      clearTimeout(t);
      // The shell is gone; wait for the rest of its process group (what it started) to end too.
      if (c.pid !== undefined) await groupGone(c.pid);
    },
  };
}
