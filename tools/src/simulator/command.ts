/**
 * `contracts simulate [--port N] [--host 127.0.0.1] [--record FILE]` or `contracts simulate --stdio
 * [--app terminal|mobile] [--record FILE]`: the terminal simulator of `npm run simulator` (main.ts:
 * same options, output and exit codes) from the package's command.
 *
 * A thin door on purpose: the simulator's entry reads its arguments from process.argv and runs when
 * it is loaded, so this gives it the arguments after `contracts simulate` and loads it.
 */
import { EXIT } from "../errors.ts";

export async function run(args: string[]): Promise<number> {
  process.argv = [process.argv[0]!, process.argv[1]!, ...args];
  await import("./main.ts");
  return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
}
