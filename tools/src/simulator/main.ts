/**
 * The terminal simulator on its own (the mock launcher, tools/src/mock/main.ts, also starts its HTTP
 * bridge). Run through npm so that it gets the project's Node:
 *
 *   npx tsx tools/src/simulator/main.ts [--port N] [--host 127.0.0.1]     HTTP bridge
 *   npx tsx tools/src/simulator/main.ts --stdio [--app terminal|mobile]   JSON Lines on stdin/stdout
 *
 * HTTP: POST the request JSON to /terminal or /mobile (or an envelope {"service", "request"} to /).
 * stdio: one request per line in, one reply per line out (see stdio.ts). Exits 0 when stdin ends or
 * on SIGINT/SIGTERM; 64 on a wrong command line.
 */
import { parseArgs } from "node:util";
import { portFor } from "../mock/ports.ts";
import { startSimulator } from "./http-bridge.ts";
import { isApp } from "./protocol.ts";
import { Simulator } from "./simulator.ts";
import { serveStdio } from "./stdio.ts";

const USAGE = `usage: simulator [--port N] [--host 127.0.0.1]        HTTP bridge (port: MOCK_TERMINAL_PORT or 4012)
       simulator --stdio [--app terminal|mobile]      JSON Lines on stdin/stdout
`;

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
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }));
  } catch (e) {
    process.stderr.write(`simulator: ${(e as Error).message}\n${USAGE}`);
    return 64;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (values.app !== undefined && !isApp(values.app)) {
    process.stderr.write(`simulator: --app must be terminal or mobile, not "${values.app}"\n${USAGE}`);
    return 64;
  }
  if (values.stdio) {
    const stop = (): void => process.exit(0);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    await serveStdio(new Simulator(), process.stdin, process.stdout, { app: values.app as "terminal" | "mobile" | undefined });
    return 0;
  }
  const port = values.port !== undefined ? Number(values.port) : portFor("terminal");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`simulator: --port must be an integer from 0 to 65535, not "${values.port}"\n`);
    return 64;
  }
  const handle = await startSimulator({ port, host: values.host, onLog: (line) => process.stderr.write(`[terminal] ${line}\n`) });
  process.stdout.write(`terminal simulator listening on ${handle.url} (POST /terminal, POST /mobile)\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      void handle.stop().then(resolve);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`simulator: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 70;
}
