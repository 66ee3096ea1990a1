/**
 * All mocks together: for each HTTP service the sandbox (in this process) or Prism (a child
 * process, stopped by its own PID), and the terminal simulator's HTTP bridge, started in
 * parallel on loopback and stopped together.
 */
import { maskPansInText } from "../mask.ts";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { HarRecorder } from "../recording/har-recorder.ts";
import { openRecorder, type Recorder } from "../recording/jsonl-recorder.ts";
import { startSandbox, type StartSandboxOptions } from "../sandbox/index.ts";
import { startSimulator } from "../simulator/index.ts";
import { MOCK_HOST, MOCK_NAMES, portFor, type MockName } from "./ports.ts";
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
  const log = (name: MockName) => (line: string) => options.onLog?.(name, maskPansInText(line));
  if (options.record !== undefined && engine !== "sandbox") throw new Error("--record needs the sandbox engine (Prism does not record); drop --engine prism");
  // --record DIR (a folder, or a path ending in "/"): every service, HTTP as DIR/http.har, the terminal apps as
  // DIR/terminal.jsonl. --record FILE: the HTTP services into that HAR file, as before.
  const recordDir = options.record !== undefined && isFolderTarget(options.record) ? options.record : undefined;
  if (recordDir !== undefined) mkdirSync(recordDir, { recursive: true });
  const harFile = recordDir !== undefined ? path.join(recordDir, RECORDED.http) : options.record;
  const recorder = harFile !== undefined && names.some((n) => n !== "terminal") ? HarRecorder.open(harFile) : undefined;
  let terminalRecorder: Recorder | undefined;
  try {
    terminalRecorder = recordDir !== undefined && names.includes("terminal") ? openRecorder(path.join(recordDir, RECORDED.terminal)) : undefined;
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
  const results = await Promise.allSettled(
    names.map(async (name) => {
      if (name === "terminal") {
        const onExchange = terminalRecorder ? terminalRecorder.record.bind(terminalRecorder) : undefined;
        const sim = await startSimulator({ port: port(name), host: MOCK_HOST, onLog: log(name), ...(onExchange ? { onExchange } : {}) });
        started.push(sim);
        const recording = terminalRecorder ? `, recording to ${path.join(recordDir!, RECORDED.terminal)}` : "";
        running.push({
          name,
          url: sim.url,
          describe: `terminal simulator: POST /terminal, POST /mobile (request JSON), POST / ({service, request})${recording}`,
        });
        return;
      }
      if (engine === "sandbox") {
        const sb = await startSandbox({ service: name, port: port(name), host: MOCK_HOST, recorder, onLog: log(name), ...options.sandbox });
        started.push(sb);
        running.push({ name, url: sb.url, describe: `sandbox, stateful and validating${recorder ? `, recording to ${recorder.file}` : ""}` });
        return;
      }
      const prism = await startPrism({ service: name, port: port(name), host: MOCK_HOST, onLog: log(name) });
      started.push(prism);
      const copy = prism.adjustments.length > 0 ? ` (adjusted copy for Prism: ${prism.adjustments.join(", ")})` : "";
      running.push({ name, url: prism.url, pid: prism.pid, describe: `Prism, generated/${name}/openapi.json${copy}` });
      exits.push(prism.exited.then(() => name));
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  running.sort((a, b) => MOCK_NAMES.indexOf(a.name) - MOCK_NAMES.indexOf(b.name));
  return {
    running,
    childExited: new Promise<MockName>((resolve) => {
      for (const e of exits) void e.then((name) => (stopping ? undefined : resolve(name)));
    }),
    stop: async () => {
      stopping = true;
      await stopAll();
    },
  };
}
