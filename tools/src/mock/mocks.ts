/**
 * All mocks together: for each HTTP service the sandbox (in this process) or Prism (a child
 * process, stopped by its own PID), and the terminal simulator's HTTP bridge, started in
 * parallel on loopback and stopped together.
 */
import { maskPansInText } from "../mask.ts";
import { maskLine } from "../secrets.ts";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { AdminHandler } from "../net/admin.ts";
import { startSandbox, type StartSandboxOptions } from "../sandbox/index.ts";
import { startSimulator } from "../simulator/index.ts";
import { sessionAdmin, type AdminMock } from "./admin.ts";
import { MOCK_HOST, MOCK_NAMES, portFor, type MockName } from "../net/ports.ts";
import { SessionRecording } from "./recordings.ts";
import { startPrism } from "./prism.ts";

/** What serves the two HTTP services: the stateful sandbox, or Prism serving the examples. */
export type Engine = "sandbox" | "prism";
export const ENGINES: readonly Engine[] = ["sandbox", "prism"];

export interface StartMocksOptions {
  /** Which mocks to start (default: all three). */
  only?: readonly MockName[];
  /** Port per mock (default: from the environment, else 4010/4011/4012; 0 picks a free port). */
  ports?: Partial<Record<MockName, number>>;
  /** Receives log lines (card numbers already masked), each tagged with the mock it comes from. */
  onLog?: (mock: MockName, line: string) => void;
  /**
   * The HTTP services' engine. The library default stays "prism" (replay tests depend on example
   * serving); the launcher, `make mock`, defaults to "sandbox".
   */
  engine?: Engine;
  /**
   * Sandbox engine: a folder (existing, or a path ending in "/") records every service, the HTTP
   * exchanges to FOLDER/http.har and the terminal apps' to FOLDER/terminal.jsonl; a file records the
   * HTTP exchanges of both services to that HAR file.
   */
  record?: string;
  /** Sandbox engine: behaviour options (see tools/src/sandbox/env.ts). */
  sandbox?: Pick<StartSandboxOptions, "affordability" | "optimizer" | "requestTimeoutMs">;
  /** Sandbox engine: answer readable deviations from the contract, log and record them (tools/src/sandbox/lenient.ts). */
  lenient?: boolean;
  /** Sandbox engine: the log lines as text (default) or one JSON object each (sandbox/server.ts). */
  logFormat?: "text" | "json";
  /** Serve the admin interface under /__admin on every mock's port (tools/src/mock/admin.ts; default true). */
  admin?: boolean;
}

export interface RunningMock {
  readonly name: MockName;
  readonly url: string;
  /** PID of a Prism child; undefined for the mocks that run in this process. */
  readonly pid?: number;
  /** What the mock serves, for the launcher's banner. */
  readonly describe: string;
}

export interface Mocks {
  readonly running: readonly RunningMock[];
  /** Resolves when any Prism child exits by itself (not through stop()). */
  readonly childExited: Promise<MockName>;
  /** The recordings (rotated by the admin interface), when recording. */
  readonly recordings: { readonly http?: SessionRecording; readonly terminal?: SessionRecording };
  stop(): Promise<void>;
}

/** The files of `--record DIR`: the HTTP services' exchanges (HAR 1.2) and the terminal apps' (JSON Lines). */
export const RECORDED = { http: "http.har", terminal: "terminal.jsonl" } as const;

/** Whether a --record value names a folder: an existing directory, or a path ending in a separator. */
function isFolderTarget(p: string): boolean {
  if (p.endsWith("/") || p.endsWith(path.sep)) return true;
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Start the chosen mocks; if one fails to start, the others are stopped and the error is rethrown. */
export async function startMocks(options: StartMocksOptions = {}): Promise<Mocks> {
  const names = options.only && options.only.length > 0 ? MOCK_NAMES.filter((n) => options.only!.includes(n)) : MOCK_NAMES;
  const engine = options.engine ?? "prism";
  const port = (n: MockName): number => options.ports?.[n] ?? portFor(n);
  // Last line of defence: every log line, Prism's forwarded ones included, is masked.
  const log = (name: MockName) => (line: string) => options.onLog?.(name, maskLine(line, { colon: false }));
  if (options.record !== undefined && engine !== "sandbox") throw new Error("--record needs the sandbox engine (Prism does not record); drop --engine prism");
  if (options.lenient && engine !== "sandbox") throw new Error("--lenient needs the sandbox engine (Prism validates as it does); drop --engine prism");
  // --record DIR (a folder, or a path ending in "/"): every service, HTTP as DIR/http.har, the terminal apps as
  // DIR/terminal.jsonl. --record FILE: the HTTP services into that HAR file, as before.
  const recordDir = options.record !== undefined && isFolderTarget(options.record) ? options.record : undefined;
  if (recordDir !== undefined) mkdirSync(recordDir, { recursive: true });
  const harFile = recordDir !== undefined ? path.join(recordDir, RECORDED.http) : options.record;
  const recorder = harFile !== undefined && names.some((n) => n !== "terminal") ? SessionRecording.open("http", harFile) : undefined;
  let terminalRecorder: SessionRecording | undefined;
  try {
    terminalRecorder =
      recordDir !== undefined && names.includes("terminal")
        ? SessionRecording.open("terminal", path.join(recordDir, RECORDED.terminal), (m) => options.onLog?.("terminal", maskPansInText(m)))
        : undefined;
  } catch (e) {
    recorder?.close();
    throw e;
  }
  const started: Array<{ stop(): Promise<void> }> = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(started.map((h) => h.stop()));
    recorder?.close();
    terminalRecorder?.close();
  };
  let stopping = false;
  const running: RunningMock[] = [];
  const exits: Array<Promise<MockName>> = [];
  // The admin interface is built once every mock runs; until then (a request during start-up) it answers 503.
  const adminMocks: AdminMock[] = [];
  let adminHandler: AdminHandler | undefined;
  const admin: AdminHandler | undefined =
    options.admin === false ? undefined : (req) => adminHandler?.(req) ?? { status: 503, body: { error: "the mocks are starting; try again" } };
  const results = await Promise.allSettled(
    names.map(async (name) => {
      if (name === "terminal") {
        const onExchange = terminalRecorder ? terminalRecorder.record.bind(terminalRecorder) : undefined;
        const sim = await startSimulator({ port: port(name), host: MOCK_HOST, onLog: log(name), admin, ...(onExchange ? { onExchange } : {}) });
        started.push(sim);
        adminMocks.push({
          name,
          url: sim.url,
          reset: () => sim.simulator.reset(),
          state: () => ({ terminalTransactions: sim.simulator.ledger("terminal").size, mobileTransactions: sim.simulator.ledger("mobile").size }),
        });
        const recording = terminalRecorder ? `, recording to ${path.join(recordDir!, RECORDED.terminal)}` : "";
        running.push({
          name,
          url: sim.url,
          describe: `terminal simulator: POST /terminal, POST /mobile (request JSON), POST / ({service, request})${recording}`,
        });
        return;
      }
      if (engine === "sandbox") {
        const sb = await startSandbox({
          service: name,
          port: port(name),
          host: MOCK_HOST,
          recorder,
          admin,
          onLog: log(name),
          ...options.sandbox,
          ...(options.lenient ? { lenient: true } : {}),
          ...(options.logFormat ? { logFormat: options.logFormat } : {}),
        });
        started.push(sb);
        adminMocks.push({ name, url: sb.url, lenient: sb.lenient, reset: () => sb.reset(), state: () => sb.state });
        const mode = sb.lenient ? "stateful, lenient (readable deviations answered, logged and recorded)" : "stateful and validating";
        running.push({ name, url: sb.url, describe: `sandbox, ${mode}${recorder ? `, recording to ${recorder.file}` : ""}` });
        return;
      }
      const prism = await startPrism({ service: name, port: port(name), host: MOCK_HOST, onLog: log(name) });
      started.push(prism);
      const copy = prism.adjustments.length > 0 ? ` (adjusted copy for Prism: ${prism.adjustments.join(", ")})` : "";
      running.push({ name, url: prism.url, pid: prism.pid, describe: `Prism, generated/${name}/openapi.json${copy}` });
      adminMocks.push({ name, url: prism.url });
      exits.push(prism.exited.then(() => name));
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  running.sort((a, b) => MOCK_NAMES.indexOf(a.name) - MOCK_NAMES.indexOf(b.name));
  adminMocks.sort((a, b) => MOCK_NAMES.indexOf(a.name) - MOCK_NAMES.indexOf(b.name));
  adminHandler = sessionAdmin({
    mocks: adminMocks,
    recordings: { ...(recorder ? { http: recorder } : {}), ...(terminalRecorder ? { terminal: terminalRecorder } : {}) },
  });
  return {
    running,
    recordings: { ...(recorder ? { http: recorder } : {}), ...(terminalRecorder ? { terminal: terminalRecorder } : {}) },
    childExited: new Promise<MockName>((resolve) => {
      for (const e of exits) void e.then((name) => (stopping ? undefined : resolve(name)));
    }),
    stop: async () => {
      stopping = true;
      await stopAll();
    },
  };
}
