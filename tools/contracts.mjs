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

/** The modification time of a file, or undefined when it does not exist. */
function modified(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Whether the compiled CLI (`tools`/dist/cli/main.js) exists and is newer than every TypeScript
 * source under `tools`/src and the build configuration.
 * @param {string} tools the tools folder
 * @returns {boolean}
 */
export function compiledIsFresh(tools = TOOLS) {
  const built = modified(path.join(tools, "dist/cli/main.js"));
  if (built === undefined) return false;
  if ((modified(path.join(tools, "tsconfig.build.json")) ?? Infinity) > built) return false;
  const src = path.join(tools, "src");
  for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
    if (file.endsWith(".ts") && statSync(path.join(src, file)).mtimeMs > built) return false;
  }
  return true;
}

/** Run as a script (Node 24 says import.meta.main; an older Node does not know it, so the path decides). */
const asMain = import.meta.main ?? pathToFileURL(path.resolve(process.argv[1] ?? "")).href === import.meta.url;

// The sources and the compiled CLI need Node 22.12 (see tools/src/cli/bin.ts): say so in one line, not a stack trace.
const [major, minor] = process.versions.node.split(".").map(Number);
if (asMain && !(major > 22 || (major === 22 && minor >= 12))) {
  process.stderr.write(
    `contracts: needs Node.js 22.12.0 or newer (the Node 22 or 24 line); this is Node.js ${process.versions.node} (${process.execPath}). Run it through npm (npm run -s contracts -- ...), which uses the Node 24 of node_modules\n`,
  );
  process.exit(78);
}

if (asMain) {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (process.env.CONTRACTS_FROM_SOURCE !== "1" && compiledIsFresh()) {
    await import(pathToFileURL(COMPILED).href);
  } else {
    const { register } = await import("tsx/esm/api");
    register();
    await import(pathToFileURL(SOURCE).href);
  }
}
