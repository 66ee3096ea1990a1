/**
 * The terminal simulator on its own (the mock launcher, tools/src/mock/main.ts, also starts its HTTP
 * bridge). Run through npm so that it gets the project's Node:
 *
 *   npm run simulator -- [--port N] [--host 127.0.0.1] [--record FILE]     HTTP bridge
 *   npm run simulator -- --stdio [--app terminal|mobile] [--record FILE]   JSON Lines on stdin/stdout
 *
 * HTTP: POST the request JSON to /terminal or /mobile (or an envelope {"service", "request"} to /).
 * stdio: one request per line in, one reply per line out (see stdio.ts).
 * --record FILE: every exchange appended to FILE as a JSON Lines line {"service", "request",
 * "response"} as soon as it is answered, redacted (recorder.ts); `contracts conform FILE` judges it.
 *
 * Limits (limits.ts, ledger.ts): requests nested deeper than 32 levels get code 7; bodies and lines
 * over 1 MiB are refused; initiated sales are kept 30 minutes after their last use and at most
 * 10,000 per app, so memory stays bounded however long it runs.
 *
 * Exits 0 when stdin ends (stdio), on SIGINT/SIGTERM, or when the job that started it is gone (its
 * parent or an ancestor in its process group, e.g. npm killed with SIGKILL: tools/src/process/lifeline.ts),
 * so that nothing is left listening; 64 on a wrong command line; 2 when --record FILE cannot be used;
 * 1 when the port is in use.
 *
 * The port: `make mock` serves this same HTTP bridge on 4012, the default here too (the port a partner's
 * app is configured with). Started beside `make mock` (the newcomer trial's `--record` clash), it
 * does not pick another port silently: it says that the port is taken, that `make mock --record DIR/`
 * records the terminal already (and POST /__admin/recording/rotate starts a new file), and that
 * `--port 0` picks a free port; a --record file it created for nothing is removed again.
 */
import { isApp, type App } from "../contract/index.ts";
import { existsSync, statSync, unlinkSync } from "node:fs";
import { parseArgs } from "node:util";
import { EXIT } from "../errors.ts";
import { commandName, enterCallersFolder } from "../process/callers-folder.ts";
import { watchLifeline } from "../process/lifeline.ts";
import { portFor } from "../net/ports.ts";
import { maskPansInText } from "../mask.ts";
import { maskLine } from "../secrets.ts";
import { startSimulator } from "./http-bridge.ts";
import { openRecorder, type Recorder } from "../recording/jsonl-recorder.ts";
import { RecordingError, RecordingLockedError } from "../recording/recording-error.ts";
import { Simulator, type SimulatorOptions } from "./simulator.ts";
import { serveStdio } from "./stdio.ts";

// `contracts simulate` loads this module with process.argv[1] the CLI's entry; `npm run -s simulator` with this file.
const NAME = commandName(/simulator[\\/]main\.[cm]?[jt]s$/, "simulator", "simulate");
const USAGE = `usage: ${NAME} [--port N] [--host 127.0.0.1] [--record FILE]   HTTP bridge (port: MOCK_TERMINAL_PORT or 4012)
       ${NAME} --stdio [--app terminal|mobile] [--record FILE]   JSON Lines on stdin/stdout
  --record FILE   every exchange appended to FILE (JSON Lines, redacted; a relative FILE is in the folder you run this in)
`;

/** After SIGINT/SIGTERM, how long open connections may take to close before the process ends anyway. */
const STOP_GRACE_MS = 2000;

const say = (line: string): void => {
  process.stderr.write(`${maskLine(line, { colon: false })}\n`);
};

/**
 * What to do when the job that started us is gone (npm or make killed), not only on a signal: by
 * default end at once (nobody waits for an orderly stop, and nothing may keep listening).
 */
let onJobGone = (): void => process.exit(EXIT.ok);

// Taken first thing, before anything is announced: an ancestor killed right after it saw the
// "listening" line must already be on the list (read later, the list would start above it).
watchLifeline(() => onJobGone());
enterCallersFolder("simulator");

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        stdio: { type: "boolean", default: false },
        app: { type: "string" },
        port: { type: "string" },
        host: { type: "string" },
        record: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }));
  } catch (e) {
    process.stderr.write(`simulator: ${maskPansInText((e as Error).message)}\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return EXIT.ok;
  }
  if (values.app !== undefined && !isApp(values.app)) {
    process.stderr.write(`simulator: --app must be terminal or mobile, not "${maskPansInText(values.app.slice(0, 40))}"\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.record === "") {
    process.stderr.write(`simulator: --record needs a file name\n${USAGE}`);
    return EXIT.usage;
  }
  const port = values.port !== undefined ? Number(values.port) : values.stdio ? 0 : portFor("terminal");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`simulator: --port must be an integer from 0 to 65535, not "${maskPansInText(String(values.port).slice(0, 40))}"\n`);
    return EXIT.usage;
  }
  let recorder: Recorder | undefined;
  const recordExisted = values.record !== undefined && existsSync(values.record);
  if (values.record !== undefined) {
    try {
      recorder = openRecorder(values.record, (message) => say(`simulator: ${message}`));
    } catch (e) {
      if (!(e instanceof RecordingError)) throw e;
      say(`simulator: ${e.message}`);
      return e instanceof RecordingLockedError ? EXIT.locked : EXIT.input;
    }
  }
  const options: SimulatorOptions = recorder ? { onExchange: (app, request, reply) => recorder.record(app, request, reply) } : {};
  onJobGone = () => {
    recorder?.close();
    process.exit(EXIT.ok);
  };

  if (values.stdio) {
    process.once("SIGINT", onJobGone);
    process.once("SIGTERM", onJobGone);
    await serveStdio(new Simulator(options), process.stdin, process.stdout, { app: values.app as App | undefined });
    recorder?.close();
    return EXIT.ok;
  }
  let handle: Awaited<ReturnType<typeof startSimulator>>;
  try {
    handle = await startSimulator({ ...options, port, host: values.host, onLog: (line) => say(`[terminal] ${line}`) });
  } catch (e) {
    if (!(e instanceof Error) || !e.message.includes("the port is in use")) throw e;
    recorder?.close();
    // A recording file this run created and never wrote is not left behind.
    if (values.record !== undefined && !recordExisted && statSync(values.record, { throwIfNoEntry: false })?.size === 0) unlinkSync(values.record);
    const where = `${values.host ?? "127.0.0.1"}:${port}`;
    say(
      values.port === undefined
        ? `simulator: ${where} is in use; \`make mock\` serves the terminal simulator there already (record it with make mock MOCK_ARGS="--record DIR/", a new file with POST /__admin/recording/rotate), or run this one on another port: --port 0 picks a free one`
        : `simulator: ${where} is in use; choose another --port (0 picks a free one)`,
    );
    return EXIT.failed;
  }
  process.stdout.write(
    `terminal simulator listening on ${handle.url} (POST /terminal, POST /mobile)${values.record ? `, recording to ${maskPansInText(values.record)}` : ""}\n`,
  );
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      // Open connections get STOP_GRACE_MS to close; then the process ends whatever still runs.
      setTimeout(() => process.exit(EXIT.ok), STOP_GRACE_MS).unref();
      void handle.stop().then(resolve);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  recorder?.close();
  return EXIT.ok;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  say(`simulator: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = EXIT.internal;
}
