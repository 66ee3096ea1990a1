#!/usr/bin/env node
/**
 * The package's `contracts` bin: the Node version check, then the CLI (main.ts).
 *
 * Why a module of its own: main.ts and what it imports use Node 24 (named imports such as
 * `enableCompileCache` are checked when the modules are linked, before any line runs), so an older
 * Node would die with a SyntaxError and a stack trace. This file imports nothing statically and is
 * written in syntax every Node since 12 parses (no `?.`, `??` or top-level await): on an older Node
 * it says in one line which version is needed and exits with EXIT.oldNode (78); on Node 24 it loads
 * the CLI. The required major version follows package.json "engines" (a test keeps them equal).
 */
const REQUIRED_MAJOR = 24;
/** EXIT.oldNode of ../errors.ts (not imported: this file must load on any Node). */
const OLD_NODE_EXIT = 78;

const major = Number(process.versions.node.split(".")[0]);
if (!(major >= REQUIRED_MAJOR)) {
  process.stderr.write(
    `contracts: needs Node.js ${REQUIRED_MAJOR} or newer; this is Node.js ${process.versions.node} (${process.execPath}). Install Node ${REQUIRED_MAJOR} (nodejs.org, nvm, or \`npm i -D -E node@${REQUIRED_MAJOR}\` and run it through npx)\n`,
  );
  process.exitCode = OLD_NODE_EXIT;
} else {
  import("./main.ts").catch((e: unknown) => {
    process.stderr.write(`contracts: cannot start: ${String(e instanceof Error ? e.message : e).split("\n")[0]}\n`);
    process.exitCode = 70;
  });
}

export {};
