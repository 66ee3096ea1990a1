/**
 * Prism (pinned @stoplight/prism-cli) as a mock server of one HTTP service.
 *
 * Prism is started as `<node> node_modules/@stoplight/prism-cli/dist/index.js mock <document>`,
 * directly and never through npx (killing an npx PID leaves the server orphaned), and it is stopped
 * by its own PID. A preloaded watchdog stops it if the process that started it disappears. It serves the document's examples (`Prefer: code=…, example="…"` picks one; quote
 * names that contain commas), answers 422 to requests that break the contract (the document's own 422
 * response when it has one, else Prism's problem+json) and 401 to requests without the credentials
 * an operation's security requires.
 */
import type { HttpServiceId } from "../contract/index.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "../paths.ts";
import { exited, stopChild, track } from "./child.ts";
import { MOCK_HOST } from "../net/ports.ts";
import { preparePrismDocument } from "./prism-document.ts";
import { assertLoopback } from "../net/loopback.ts";

export const PRISM_CLI = path.join(ROOT, "node_modules", "@stoplight", "prism-cli", "dist", "index.js");
/** Preloaded into Prism: stops it when its parent disappears (see the file). */
export const PARENT_WATCHDOG = fileURLToPath(new URL("./parent-watchdog.cjs", import.meta.url));

export interface StartPrismOptions {
  service: HttpServiceId;
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Loopback address to bind (default 127.0.0.1); anything else is refused. */
  host?: string;
  /** Folder holding the generated documents (default generated/). */
  generated?: string;
  /** Receives every line Prism writes (its request log). Lines are dropped when absent. */
  onLog?: (line: string) => void;
  /** How long to wait for Prism to listen (default 30 s). */
  startTimeoutMs?: number;
}

export interface PrismHandle {
  readonly service: HttpServiceId;
  /** Base URL, e.g. http://127.0.0.1:4010 (no trailing slash). */
  readonly url: string;
  readonly port: number;
  /** PID of the Prism process itself. */
  readonly pid: number;
  /** The document Prism serves (a temporary adjusted copy, or the generated file). */
  readonly document: string;
  /** Adjustments made to the copy (see prism-document.ts). */
  readonly adjustments: readonly string[];
  /** Resolves when the Prism process exits, for whatever reason. */
  readonly exited: Promise<void>;
  /** Stop Prism by its PID (SIGTERM, SIGKILL after a grace period) and remove the temporary copy. */
  stop(): Promise<void>;
}

const LISTENING = /Prism is listening on (https?:\/\/\S+)/;
// Terminal colour codes, removed from Prism's log lines (FORCE_COLOR=0 should already prevent them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes this removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** Start Prism for one service and resolve once it listens. */
export async function startPrism(options: StartPrismOptions): Promise<PrismHandle> {
  const host = options.host ?? MOCK_HOST;
  assertLoopback(host);
  if (!existsSync(PRISM_CLI)) {
    throw new Error(`Prism is not installed (${PRISM_CLI} is missing): run \`make install\` (npm ci) first`);
  }
  const doc = preparePrismDocument(options.service, options.generated);
  const args = ["--require", PARENT_WATCHDOG, PRISM_CLI, "mock", doc.file, "--host", host, "--port", String(options.port ?? 0)];
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
  } catch (e) {
    doc.dispose();
    throw e;
  }
  track(child);
  const tail: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const fail = (why: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`Prism for ${options.service} did not start (${why}). Its last output:\n${tail.join("\n")}`));
    };
    const timer = setTimeout(() => fail(`not listening after ${options.startTimeoutMs ?? 30_000} ms`), options.startTimeoutMs ?? 30_000);
    const onLine = (raw: string): void => {
      const line = raw.replace(ANSI, "");
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (settled) options.onLog?.(line);
      const m = LISTENING.exec(line);
      if (m && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve(m[1]!.replace(/\/$/, ""));
      }
    };
    lines(child.stdout!, onLine);
    lines(child.stderr!, onLine);
    child.once("error", (e) => fail(e.message));
    child.once("exit", (code, sig) =>
      fail(`exited with ${sig ?? `code ${code}`}${tail.some((l) => l.includes("EADDRINUSE")) ? `: port ${options.port} is in use, choose another one` : ""}`),
    );
  }).catch(async (e: unknown) => {
    await stopChild(child);
    doc.dispose();
    throw e;
  });
  const gone = exited(child).then(() => doc.dispose());
  return {
    service: options.service,
    url,
    port: Number(new URL(url).port),
    pid: child.pid!,
    document: doc.file,
    adjustments: doc.applied,
    exited: gone,
    stop: async () => {
      await stopChild(child);
      await gone;
    },
  };
}

/** Call `onLine` for each complete line of a stream. */
function lines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let buffer = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf("\n")) >= 0) {
      onLine(buffer.slice(0, i).replace(/\r$/, ""));
      buffer = buffer.slice(i + 1);
    }
  });
  stream.on("end", () => {
    if (buffer) onLine(buffer);
    buffer = "";
  });
}
