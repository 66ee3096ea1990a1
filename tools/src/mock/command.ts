/**
 * `contracts mock [--engine sandbox|prism] [--record DIR/|FILE] [--lenient] [--log-format text|json] [--only SERVICE]... [--quiet]`: the
 * mock launcher of `make mock` (main.ts, same options, same output, same exit codes) from the
 * package's command, so that a partner needs `npm install` only.
 *
 * A thin door on purpose: the launcher reads its arguments from process.argv and runs when it is
 * loaded, so this gives it the arguments after `contracts mock` and loads it; it stops the process
 * itself. The Prism engine is a development dependency: from the package, `--engine prism` says so
 * in one line (exit 64) instead of failing to start it.
 */
import { existsSync } from "node:fs";
import { EXIT } from "../errors.ts";
import { PRISM_CLI } from "./prism.ts";

export async function run(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(
      "usage: contracts mock [--engine sandbox|prism] [--record DIR/|FILE] [--lenient] [--log-format text|json]\n" +
        "                      [--only affordability|optimizer|terminal]... [--quiet]\n" +
        "  the sandboxes of both HTTP services and the terminal simulator on 127.0.0.1 (ports 4010, 4011, 4012;\n" +
        "  MOCK_AFFORDABILITY_PORT, MOCK_OPTIMIZER_PORT, MOCK_TERMINAL_PORT override them, 0 picks a free one); Ctrl-C stops them\n" +
        "  --record DIR/ records every service (DIR/http.har, DIR/terminal.jsonl); --record FILE the HTTP exchanges only\n" +
        "  --lenient answers requests that break the contract only in readable ways (numbers as strings, nulls, undeclared\n" +
        "    fields, the parts an official sample leaves out), logging and recording each deviation; conform still reports them\n" +
        "  --log-format json writes each log line as one JSON object (a refusal with its code, pointers and rules)\n" +
        "  --engine prism serves the documents' examples with Prism: it needs the development install (a clone with make)\n",
    );
    return EXIT.ok;
  }
  const engine = args.find((a, i) => a.startsWith("--engine=") || args[i - 1] === "--engine");
  if (engine !== undefined && engine.replace(/^--engine=/, "") === "prism" && !existsSync(PRISM_CLI)) {
    process.stderr.write(
      "contracts: mock --engine prism needs Prism, a development dependency that the package does not install: use the default sandbox engine, or a clone of the repository with `make mock`\n",
    );
    return EXIT.usage;
  }
  process.argv = [process.argv[0]!, process.argv[1]!, ...args];
  await import("./main.ts"); // runs the launcher; it ends the process when the mocks are stopped
  return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
}
