#!/usr/bin/env node
/**
 * The `contracts` command (the package's bin, and `npm run -s contracts -- ...` in the repo).
 * Each subcommand lives in its own module and exports `run(args): Promise<number>` (the exit code).
 * Exit codes shared by every subcommand (tools/src/errors.ts): 0 ok, 1 findings/violations, 2 unusable input,
 * 64 usage (also an output that is an input), 70 internal error, 73 output not writable, 74 stdout
 * closed early, 75 out of memory, 78 Node older than 22.12 (bin.ts, the package's bin, checks it first). Every line this process writes to stderr is masked
 * (`maskPansInText`) and is one line: never a stack trace.
 */
import { spawn } from "node:child_process";
import { enableCompileCache } from "node:module";
import { constants } from "node:os";
import { watchLifeline } from "../process/lifeline.ts";
import { removePendingOutputs } from "../process/pending-outputs.ts";
import { STDERR_TTY_MARK } from "../process/tty.ts";
import { maskPansInText } from "../mask.ts";
import { EXIT, InputError, OutputError, UsageError } from "../errors.ts";
import { CONFORM_HEAP_FLAGS } from "./heap.ts";
import { childOutcome, relayStderr } from "./reexec.ts";
import { packageVersion } from "./version.ts";
import { own } from "../json.ts";

// V8's code cache on disk (Node's compile cache, in the system's temporary folder; NODE_DISABLE_COMPILE_CACHE=1
// turns it off): the precompiled validators and the CLI's modules are compiled once, not on every call, as
// TypeScript's own tsc does. The subcommands are imported lazily below, after this line has run.
enableCompileCache();

/** `conform` and `redact` run in a child Node started with CONFORM_HEAP_FLAGS (see heap.ts). */
const REEXEC_MARK = "CONTRACTS_HEAP_TUNED";

const say = (line: string): void => {
  process.stderr.write(`${maskPansInText(line)}\n`);
};

function runWithHeapFlags(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, ...CONFORM_HEAP_FLAGS, ...process.argv.slice(1)], {
      stdio: ["inherit", "inherit", "pipe"],
      env: { ...process.env, [REEXEC_MARK]: "1", ...(process.stderr.isTTY ? { [STDERR_TTY_MARK]: "1" } : {}) },
    });
    const relay = relayStderr(child, say);
    // Ctrl-C reaches the child too (same process group); the parent waits for its exit code.
    const ignore = (): void => {};
    process.on("SIGINT", ignore);
    process.on("SIGTERM", () => child.kill("SIGTERM"));
    child.on("error", (e) => {
      say(`contracts: could not start Node for ${command}: ${e.message}`);
      resolve(EXIT.internal);
    });
    child.on("close", (code, signal) => {
      relay.flush();
      const outcome = childOutcome(command, code, signal, relay.fatal());
      if (outcome.line) say(outcome.line);
      resolve(outcome.exit);
    });
  });
}

type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const COMMANDS: Record<string, Command> = {
  diff: { summary: "classify contract changes between two contracts (folders, documents or git revisions)", load: () => import("../diff/command.ts") },
  changelog: {
    summary: "every contract change, grouped by operation or message, and the version it needs",
    load: async () => ({ run: (await import("../diff/command.ts")).changelog }),
  },
  conform: { summary: "check recorded traffic against the contracts", load: () => import("../conform/command.ts") },
  merge: {
    summary: "the report of conform --shard runs, from their partial results",
    load: async () => ({ run: (await import("../conform/command.ts")).merge }),
  },
  redact: { summary: "write a sanitized copy of a recording", load: () => import("../redact/command.ts") },
  certify: { summary: "judge recordings against a certification test plan", load: () => import("../certify/command.ts") },
  probe: { summary: "generated, stateful tests of a live build from the contract", load: () => import("../probe/command.ts") },
  proxy: { summary: "forward to a real server, judging and recording every exchange", load: () => import("../proxy/command.ts") },
  mock: { summary: "the sandboxes and the terminal simulator on loopback (make mock)", load: () => import("../mock/command.ts") },
  simulate: { summary: "the terminal simulator alone (HTTP bridge, or --stdio)", load: () => import("../simulator/command.ts") },
};

/** Commands that run until stopped: they handle SIGINT/SIGTERM/SIGHUP themselves (stop cleanly, then exit). */
const OWN_SIGNALS = new Set(["proxy", "mock", "simulate"]);

/** Commands that read recordings of any size: run under the heap limit, in a child Node. */
const HEAP_CAPPED = new Set(["conform", "merge", "redact", "certify"]);

function usage(): string {
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return [
    "usage: contracts <command> [options]",
    "       contracts help [<command>]   this text, or the options of one command",
    "       contracts --version          the package version",
    "",
    "commands:",
    ...rows,
    "",
  ].join("\n");
}

const unknown = (name: string): number => {
  process.stderr.write(maskPansInText(`contracts: unknown command "${name}"\n\n${usage()}`));
  return EXIT.usage;
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || (name === "help" && rest.length === 0)) {
    process.stdout.write(usage());
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === "--version" || name === "-v" || name === "version") {
    process.stdout.write(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (name === "help") {
    // `contracts help conform` is `contracts conform --help` (the command's own usage text).
    const topic = own(COMMANDS, rest[0]!);
    return topic ? (await topic.load()).run(["--help"]) : unknown(rest[0]!);
  }
  const cmd = own(COMMANDS, name);
  if (!cmd) return unknown(name);
  if (HEAP_CAPPED.has(name)) {
    if (!process.env[REEXEC_MARK]) return runWithHeapFlags(name);
    // The child exits when the `contracts` parent (or the job that started it) is gone.
    watchLifeline(() => {
      removePendingOutputs();
      process.exit(EXIT.internal);
    });
  }
  return (await cmd.load()).run(rest);
}

// A closed stdout or stderr (`| head`) must not end the process with a stack trace.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  if (OWN_SIGNALS.has(process.argv[2] ?? "")) continue;
  if (process.env[REEXEC_MARK] || !HEAP_CAPPED.has(process.argv[2] ?? "")) {
    process.once(signal, () => {
      removePendingOutputs();
      process.exit(128 + (constants.signals[signal] ?? 15));
    });
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) {
    say(`contracts: ${e.message}`);
    process.exitCode = EXIT.usage;
  } else if (e instanceof InputError) {
    say(`contracts: ${e.message}`);
    process.exitCode = EXIT.input;
  } else if (e instanceof OutputError) {
    say(`contracts: ${e.message}`);
    process.exitCode = e.kind === "closed" ? EXIT.closedStdout : EXIT.output;
  } else {
    // An internal fault: say so in one line, never a stack trace (it may hold request data).
    say(`contracts: internal error: ${(e instanceof Error ? e.message : String(e)).split("\n", 1)[0]}`);
    process.exitCode = EXIT.internal;
  }
}
