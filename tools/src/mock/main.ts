/**
 * `make mock` (npm run -s mock): start the mocks on loopback, print their URLs, and wait.
 *
 *   affordability  sandbox on http://127.0.0.1:4010  (MOCK_AFFORDABILITY_PORT)
 *   optimizer      sandbox on http://127.0.0.1:4011  (MOCK_OPTIMIZER_PORT)
 *   terminal       simulator HTTP bridge on http://127.0.0.1:4012  (MOCK_TERMINAL_PORT)
 *
 * Options: --engine sandbox|prism (default sandbox: stateful and validating; prism: the documents'
 * examples); --record DIR/ records every service (DIR/http.har, DIR/terminal.jsonl), --record FILE appends every
 * HTTP exchange to a HAR 1.2 file (sandbox engine);
 * --only affordability|optimizer|terminal (repeatable, or comma-separated) starts only those;
 * --lenient (sandbox engine) answers requests that break the contract only in readable ways (numbers as
 * strings, nulls for optional fields, undeclared fields), logging and recording each deviation;
 * --log-format json writes each log line as one JSON object (time, service, event, method, path, status,
 * operation, ms, code, errors [{pointer, rule}]; never a value of the request), text (default) as
 * `[service] POST /path -> 400 op (3 ms): CODE at /pointer (rule)`;
 * --quiet drops the request logs (which never carry a full card number).
 * Admin interface (tools/src/mock/admin.ts) on every mock's port: GET /__admin/status,
 * POST /__admin/reset, POST /__admin/recording/rotate.
 *
 * Stopping: Ctrl-C (SIGINT), SIGTERM or SIGHUP stops every mock (Prism children by their PID:
 * SIGTERM, SIGKILL after 3 s), then exits 0. The launcher also stops when the job that started it
 * is gone (the lifeline: any ancestor in its process group, e.g. make or npm killed with SIGKILL,
 * or a PID named in CONTRACTS_LIFELINE_PIDS, which the Makefile sets to make's PID).
 * Exit codes: 0 stopped, 1 a mock failed to start or died, 64 wrong command line or environment,
 * 69 the --record file is being written by another process.
 */
import { parseArgs } from "node:util";
import { EXIT } from "../errors.ts";
import { commandName, enterCallersFolder } from "../process/callers-folder.ts";
import { lifelinePidsFromEnv, watchLifeline } from "../process/lifeline.ts";
import { RecordingError, RecordingLockedError } from "../recording/recording-error.ts";
import { sandboxOptionsFromEnv } from "../sandbox/index.ts";
import { ENGINES, startMocks, type Engine, type Mocks, type StartMocksOptions } from "./mocks.ts";
import { MOCK_NAMES, PORT_ENV, type MockName } from "../net/ports.ts";

const USAGE = `usage: ${commandName(/mock[\\/]main\.[cm]?[jt]s$/, "mock", "mock")} [--engine sandbox|prism] [--record DIR/|FILE] [--lenient] [--log-format text|json] [--only affordability|optimizer|terminal]... [--quiet]
ports: ${MOCK_NAMES.map((n) => `${PORT_ENV[n]}`).join(", ")} (0 picks a free port)
`;

interface Args {
  only: MockName[];
  quiet: boolean;
  engine: Engine;
  record: string | undefined;
  lenient: boolean;
  logFormat: "text" | "json";
}

function parse(argv: string[]): Args | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        only: { type: "string", multiple: true },
        quiet: { type: "boolean", default: false },
        engine: { type: "string", default: "sandbox" },
        record: { type: "string" },
        lenient: { type: "boolean", default: false },
        "log-format": { type: "string", default: "text" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (e) {
    return (e as Error).message;
  }
  if (values.help) return "";
  const only = (values.only ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = only.filter((v) => !(MOCK_NAMES as readonly string[]).includes(v));
  if (unknown.length > 0) return `--only takes ${MOCK_NAMES.join(", ")}; not ${unknown.join(", ")}`;
  if (!(ENGINES as readonly string[]).includes(values.engine)) return `--engine takes ${ENGINES.join(" or ")}; not ${values.engine}`;
  if (values.record !== undefined && values.engine !== "sandbox") return "--record needs the sandbox engine (Prism does not record)";
  if (values.lenient && values.engine !== "sandbox") return "--lenient needs the sandbox engine (Prism validates as it does)";
  const logFormat = values["log-format"];
  if (logFormat !== "text" && logFormat !== "json") return `--log-format takes text or json; not ${logFormat}`;
  return { only: only as MockName[], quiet: values.quiet, engine: values.engine as Engine, record: values.record, lenient: values.lenient, logFormat };
}

/** Signals that stop the mocks (SIGHUP: the terminal closed). */
const SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  if (typeof args === "string") {
    process.stderr.write(args ? `mock: ${args}\n${USAGE}` : USAGE);
    return args ? EXIT.usage : EXIT.ok;
  }
  let sandbox: StartMocksOptions["sandbox"];
  try {
    sandbox = sandboxOptionsFromEnv();
  } catch (e) {
    process.stderr.write(`mock: ${(e as Error).message}\n`);
    return EXIT.usage;
  }
  // --log-format json: one JSON object a line (the sandboxes write theirs; any other line is wrapped as a message).
  const json = (mock: MockName, line: string): string =>
    line.startsWith("{") ? line : JSON.stringify({ time: new Date().toISOString(), service: mock, event: "message", message: line });
  const log = args.quiet
    ? undefined
    : args.logFormat === "json"
      ? (mock: MockName, line: string): void => void process.stderr.write(`${json(mock, line)}\n`)
      : (mock: MockName, line: string): void => void process.stderr.write(`[${mock}] ${line}\n`);
  let mocks: Mocks | undefined;
  // Repeated signals are ignored while stopping: Ctrl-C reaches the launcher both from the terminal
  // and through npm, and stopping is bounded anyway (SIGKILL after the grace period).
  let signalled: NodeJS.Signals | undefined;
  const stopSignal = new Promise<"signal">((resolve) => {
    for (const sig of SIGNALS) {
      process.on(sig, () => {
        signalled ??= sig;
        resolve("signal");
      });
    }
    // npm does not forward SIGTERM, and SIGKILL to make or npm forwards nothing: when any process
    // of the job that started us is gone, stop as if told to.
    watchLifeline(
      () => {
        signalled ??= "SIGTERM";
        resolve("signal");
      },
      { extraPids: lifelinePidsFromEnv() },
    );
  });
  try {
    mocks = await startMocks({
      only: args.only,
      onLog: log,
      engine: args.engine,
      sandbox,
      lenient: args.lenient,
      logFormat: args.logFormat,
      ...(args.record !== undefined ? { record: args.record } : {}),
    });
  } catch (e) {
    process.stderr.write(`mock: ${(e as Error).message}\n`);
    return e instanceof RecordingLockedError ? EXIT.locked : e instanceof RecordingError ? EXIT.usage : EXIT.failed;
  }
  if (signalled) {
    await mocks.stop();
    return EXIT.ok;
  }
  const width = Math.max(...mocks.running.map((m) => m.name.length));
  for (const m of mocks.running) {
    process.stdout.write(`${m.name.padEnd(width)}  ${m.url}  ${m.describe}${m.pid ? ` [pid ${m.pid}]` : ""}\n`);
  }
  const adminAt = mocks.running.find((m) => m.pid === undefined)?.url;
  if (adminAt)
    process.stdout.write(`Admin: ${adminAt}/__admin/status, POST ${adminAt}/__admin/reset, POST ${adminAt}/__admin/recording/rotate (any mock's port)\n`);
  process.stdout.write(`Mocks listen on loopback only. Press Ctrl-C to stop (launcher pid ${process.pid}).\n`);
  const outcome = await Promise.race([stopSignal, mocks.childExited]);
  await mocks.stop();
  // Ctrl-C reaches the whole foreground process group, so Prism may exit on it before we stop it.
  if (outcome !== "signal" && !signalled) {
    process.stderr.write(`mock: the ${outcome} mock exited on its own; stopped the others\n`);
    return EXIT.failed;
  }
  process.stdout.write("mocks stopped\n");
  return EXIT.ok;
}

enterCallersFolder("mock");
process.exitCode = await main(process.argv.slice(2));
// Nothing may keep the launcher alive once the mocks are stopped (an open keep-alive socket, a timer).
process.exit();
