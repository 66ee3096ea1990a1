/**
 * `make mock` (npm run -s mock): start the mocks on loopback, print their URLs, and wait.
 *
 *   affordability  Prism on http://127.0.0.1:4010  (MOCK_AFFORDABILITY_PORT)
 *   optimizer      Prism on http://127.0.0.1:4011  (MOCK_OPTIMIZER_PORT)
 *   terminal       simulator HTTP bridge on http://127.0.0.1:4012  (MOCK_TERMINAL_PORT)
 *
 * Options: --only affordability|optimizer|terminal (repeatable, or comma-separated) starts only those;
 * --quiet drops the request logs. Ctrl-C (SIGINT), SIGTERM or SIGHUP stops every Prism child by its PID
 * (SIGTERM, SIGKILL after 3 s) and closes the simulator, then exits 0.
 * Exit codes: 0 stopped by a signal, 1 a mock failed to start or died, 64 wrong command line.
 */
import { parseArgs } from "node:util";
import { startMocks, type Mocks } from "./mocks.ts";
import { MOCK_NAMES, PORT_ENV, type MockName } from "./ports.ts";

const USAGE = `usage: npm run -s mock -- [--only affordability|optimizer|terminal]... [--quiet]
ports: ${MOCK_NAMES.map((n) => `${PORT_ENV[n]}`).join(", ")} (0 picks a free port)
`;

function parse(argv: string[]): { only: MockName[]; quiet: boolean } | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { only: { type: "string", multiple: true }, quiet: { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (e) {
    return (e as Error).message;
  }
  if (values.help) return "";
  const only = (values.only ?? []).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
  const unknown = only.filter((v) => !(MOCK_NAMES as readonly string[]).includes(v));
  if (unknown.length > 0) return `--only takes ${MOCK_NAMES.join(", ")}; not ${unknown.join(", ")}`;
  return { only: only as MockName[], quiet: values.quiet };
}

/** Signals that stop the mocks (SIGHUP: the terminal closed). */
const SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  if (typeof args === "string") {
    process.stderr.write(args ? `mock: ${args}\n${USAGE}` : USAGE);
    return args ? 64 : 0;
  }
  const log = args.quiet ? undefined : (mock: MockName, line: string): void => void process.stderr.write(`[${mock}] ${line}\n`);
  let mocks: Mocks | undefined;
  // Repeated signals are ignored while stopping: Ctrl-C reaches the launcher both from the terminal
  // and through npm, and stopping is bounded anyway (SIGKILL after the grace period).
  let signalled: NodeJS.Signals | undefined;
  const onSignal = (sig: NodeJS.Signals): void => {
    signalled ??= sig;
  };
  const stopSignal = new Promise<"signal">((resolve) => {
    for (const sig of SIGNALS) {
      process.on(sig, () => {
        onSignal(sig);
        resolve("signal");
      });
    }
    // npm does not forward SIGTERM to a script (seen with npm 11): when our parent goes away, we
    // are re-parented; treat that as SIGTERM rather than run on as an orphan.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) {
        onSignal("SIGTERM");
        resolve("signal");
      }
    }, 500).unref();
  });
  try {
    mocks = await startMocks({ only: args.only, onLog: log });
  } catch (e) {
    process.stderr.write(`mock: ${(e as Error).message}\n`);
    return 1;
  }
  if (signalled) {
    await mocks.stop();
    return 0;
  }
  const width = Math.max(...mocks.running.map((m) => m.name.length));
  for (const m of mocks.running) {
    process.stdout.write(`${m.name.padEnd(width)}  ${m.url}  ${m.describe}${m.pid ? ` [pid ${m.pid}]` : ""}\n`);
  }
  process.stdout.write(`Mocks listen on loopback only. Press Ctrl-C to stop (launcher pid ${process.pid}).\n`);
  const outcome = await Promise.race([stopSignal, mocks.childExited]);
  await mocks.stop();
  // Ctrl-C reaches the whole foreground process group, so Prism may exit on it before we stop it.
  if (outcome !== "signal" && !signalled) {
    process.stderr.write(`mock: the ${outcome} mock exited on its own; stopped the others\n`);
    return 1;
  }
  process.stdout.write("mocks stopped\n");
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
