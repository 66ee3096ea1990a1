/**
 * `make docs-serve` (npm run -s docs:serve): serve the built site (tools/dist-docs, built by
 * `make docs`) on http://127.0.0.1:$DOCS_PORT/ (default 4020; 0 picks a free port). Loopback only.
 * Ctrl-C (SIGINT), SIGTERM or SIGHUP stops it; so does the end of the job that started it (the
 * process lifeline), so it never outlives `make`.
 * Exit codes: 0 stopped, 1 could not listen, 2 no site (run `make docs`), 64 bad DOCS_PORT.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { lifelinePidsFromEnv, watchLifeline } from "../process/lifeline.ts";
import { createDocsServer, serveDocs } from "./serve.ts";
import { DOCS_OUT } from "./site.ts";

export const DEFAULT_DOCS_PORT = 4020;
const HOST = "127.0.0.1";

const raw = process.env.DOCS_PORT ?? String(DEFAULT_DOCS_PORT);
const port = Number(raw);
if (!/^\d+$/.test(raw) || port > 65535) {
  process.stderr.write(`docs-serve: DOCS_PORT must be a port number (0 to 65535), not "${raw}"\n`);
  process.exit(64);
}
if (!existsSync(path.join(DOCS_OUT, "index.html"))) {
  process.stderr.write(`docs-serve: ${DOCS_OUT}/index.html is missing: run \`make docs\` first\n`);
  process.exit(2);
}
const server = createDocsServer(DOCS_OUT);
let url: string;
try {
  url = await serveDocs(server, HOST, port);
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  const hint = err.code === "EADDRINUSE" ? `; port ${port} is taken: set DOCS_PORT to another port (or 0)` : "";
  process.stderr.write(`docs-serve: cannot listen on ${HOST}:${port}: ${err.message}${hint}\n`);
  process.exit(1);
}
process.stdout.write(`docs-serve: ${url} (serving ${DOCS_OUT}; Ctrl-C stops)\n`);

let stopping = false;
const stop = (why: string): void => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`docs-serve: stopping (${why})\n`);
  server.closeAllConnections();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => stop(sig));
watchLifeline((gone) => stop(`process ${gone.pid} of the job that started it is gone`), { extraPids: lifelinePidsFromEnv() });
