#!/usr/bin/env node
/**
 * The `contracts` command (the package's bin, and `npm run -s contracts -- ...` in the repo).
 * Each subcommand lives in its own module and exports `run(args): Promise<number>` (the exit code).
 * Exit codes shared by every subcommand: 0 ok, 1 findings/violations, 2 unusable input, 64 usage.
 */
import { EXIT, UsageError, InputError } from "./errors.ts";

type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const COMMANDS: Record<string, Command> = {
  diff: { summary: "classify contract changes between two generated/ trees", load: () => import("../diff/command.ts") },
  conform: { summary: "check recorded traffic against the contracts", load: () => import("../conform/command.ts") },
  redact: { summary: "write a sanitized copy of a recording", load: () => import("../conform/redact-command.ts") },
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
