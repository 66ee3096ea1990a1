/**
 * `npm run -s contracts -- ...` in this repository (package.json "scripts"). Plain JavaScript, run by
 * the repository's Node, so that it needs no transpiler itself:
 * - the user's folder: npm runs scripts from the project root and passes the folder it was started
 *   from as INIT_CWD; the command works there, so relative paths (recordings, --out, --report,
 *   --plan FILE, --ignore, --repo) mean what they mean in the user's shell. Only this launcher does
 *   it: the installed bin is started in the user's folder already, and a consumer's own npm script
 *   (run from its package root) must keep its paths relative to that root.
 * - the compiled CLI (tools/dist/cli/main.js) when it is built and newer than every source under
 *   tools/src (what `make dist` builds), else the sources through tsx, so in-repo use does not pay for
 *   transpiling on each call and never runs a stale build. CONTRACTS_FROM_SOURCE=1 forces the sources.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TOOLS = import.meta.dirname;
const COMPILED = path.join(TOOLS, "dist/cli/main.js");
const SOURCE = path.join(TOOLS, "src/cli/main.ts");

/** The compiled CLI's modification time, or undefined when it is not built. */
function builtAt() {
  try {
    return statSync(COMPILED).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Whether the compiled CLI is newer than every TypeScript source and the build configuration. */
export function compiledIsFresh() {
  const built = builtAt();
  if (built === undefined) return false;
  if (statSync(path.join(TOOLS, "tsconfig.build.json")).mtimeMs > built) return false;
  const src = path.join(TOOLS, "src");
  for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
    if (file.endsWith(".ts") && statSync(path.join(src, file)).mtimeMs > built) return false;
  }
  return true;
}

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

if (process.env.CONTRACTS_FROM_SOURCE !== "1" && compiledIsFresh()) {
  await import(pathToFileURL(COMPILED).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(SOURCE).href);
}
