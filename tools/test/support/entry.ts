/**
 * How a test starts one of the toolkit's programs as a process: `node` with the arguments that run
 * `tools/src/<entry>.ts`. The compiled build (tools/dist, what `make` builds and the package ships)
 * when it is newer than every source (tools/contracts.mjs `compiledIsFresh`, the repository launcher's
 * own rule), else the sources through tsx: a test never runs a stale build, and under `make test`
 * (which builds tools/dist first) no process pays for transpiling the sources again.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compiledIsFresh } from "../../contracts.mjs";
import { ROOT } from "../../src/paths.ts";

const FRESH = process.env.CONTRACTS_FROM_SOURCE !== "1" && compiledIsFresh(path.join(ROOT, "tools"));

const TSX = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

/** The node arguments that run `tools/src/<source>` (e.g. "tools/src/cli/main.ts"), before the program's own. */
export function entry(source: string): string[] {
  const rel = path.isAbsolute(source) ? path.relative(ROOT, source) : source;
  if (FRESH && rel.startsWith("tools/src/") && rel.endsWith(".ts")) {
    return [path.join(ROOT, "tools/dist", rel.slice("tools/src/".length).replace(/\.ts$/, ".js"))];
  }
  // tsx by its file, not by name: a process started in a scratch folder cannot resolve the name.
  return ["--import", TSX, path.isAbsolute(source) ? source : path.join(ROOT, source)];
}
