#!/usr/bin/env node
/**
 * The `contracts` command (the package's bin, and `npm run -s contracts -- ...` in the repo).
 * Each subcommand lives in its own module and exports `run(args): Promise<number>` (the exit code).
 * Exit codes shared by every subcommand: 0 ok, 1 findings/violations, 2 unusable input, 64 usage.
 */
import { spawn } from "node:child_process";
import { EXIT, UsageError, InputError } from "./errors.ts";
import { CONFORM_HEAP_FLAGS } from "./heap.ts";

/** `conform` runs in a child Node started with CONFORM_HEAP_FLAGS (see heap.ts). */
const REEXEC_MARK = "CONTRACTS_HEAP_TUNED";

function runWithHeapFlags(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, ...CONFORM_HEAP_FLAGS, ...process.argv.slice(1)], {
      stdio: "inherit",
      env: { ...process.env, [REEXEC_MARK]: "1" },
    });
    // Ctrl-C reaches the child too (same process group); the parent waits for its exit code.
    const ignore = (): void => {};
    process.on("SIGINT", ignore);
    process.on("SIGTERM", () => child.kill("SIGTERM"));
    child.on("error", (e) => {
      process.stderr.write(`contracts: could not start Node for conform: ${e.message}\n`);
      resolve(70);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 128 + 15 : 70)));
  });
}

type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const COMMANDS: Record<string, Command> = {
  diff: { summary: "classify contract changes between two generated/ trees", load: () => import("../diff/command.ts") },
  conform: { summary: "check recorded traffic against the contracts", load: () => import("../conform/command.ts") },
  redact: { summary: "write a sanitized copy of a recording", load: () => import("../conform/redact-command.ts") },
  certify: { summary: "judge recordings against a certification test plan", load: () => import("../certify/command.ts") },
};

function usage(): string {
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return ["usage: contracts <command> [options]", "", "commands:", ...rows, ""].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h") {
    process.stdout.write(usage());
    return name ? EXIT.ok : EXIT.usage;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    process.stderr.write(`contracts: unknown command "${name}"\n\n${usage()}`);
    return EXIT.usage;
  }
  if (name === "conform" && !process.env[REEXEC_MARK]) return runWithHeapFlags();
  return (await cmd.load()).run(rest);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) {
    process.stderr.write(`contracts: ${e.message}\n`);
    process.exitCode = EXIT.usage;
  } else if (e instanceof InputError) {
    process.stderr.write(`contracts: ${e.message}\n`);
    process.exitCode = EXIT.input;
  } else {
    // An internal fault: say so in one line, never a stack trace (it may hold request data).
    process.stderr.write(`contracts: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 70;
  }
}
