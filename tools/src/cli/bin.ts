#!/usr/bin/env node
/**
 * The package's `contracts` bin: the Node version check, then the CLI (main.ts).
 *
 * Why a module of its own: main.ts and what it imports use Node 22 (named imports such as
 * `enableCompileCache`, Node 22.1, are checked when the modules are linked, before any line runs), so
 * an older Node would die with a SyntaxError and a stack trace. This file imports nothing statically
 * and is written in syntax every Node since 12 parses (no `?.`, `??` or top-level await): on an older
 * Node it says in one line which version is needed and exits with EXIT.oldNode (78); on Node 22.12 or
 * later it loads the CLI. The CLI runs on the Node 22 and 24 lines; the library entries (types,
 * validators, clients) on Node 20.19 too. The required version is the Node 22 floor of package.json
 * "engines" (`^20.19.0 || >=22.12.0`; a test keeps them equal).
 */
const REQUIRED = "22.12.0";
/** EXIT.oldNode of ../errors.ts (not imported: this file must load on any Node). */
const OLD_NODE_EXIT = 78;

const have = process.versions.node.split(".").map(Number) as [number, number, number];
const want = REQUIRED.split(".").map(Number) as [number, number, number];
const recent = have[0] !== want[0] ? have[0] > want[0] : have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];
if (!recent) {
  process.stderr.write(
    `contracts: needs Node.js ${REQUIRED} or newer (the Node 22 or 24 line); this is Node.js ${process.versions.node} (${process.execPath}). Install Node 22 or 24 (nodejs.org, nvm, or \`npm i -D -E node@24\` and run it through npx)\n`,
  );
  process.exitCode = OLD_NODE_EXIT;
} else {
  import("./main.ts").catch((e: unknown) => {
    process.stderr.write(`contracts: cannot start: ${String(e instanceof Error ? e.message : e).split("\n")[0]}\n`);
    process.exitCode = 70;
  });
}

export {};
