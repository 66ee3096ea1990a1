/**
 * `make docs` (npm run -s docs): build the reference site from generated/ into tools/dist-docs/
 * (not committed; `--out DIR` writes elsewhere) and print where it is.
 * Exit codes: 0 built, 2 generated/ incomplete (run `make`), 64 wrong command line or an `--out`
 * folder that holds files the site did not write (it is refused and left as it is; output.ts).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { GENERATED } from "../paths.ts";
import { UsageError } from "../errors.ts";
import { DOCS_OUT, writeSite } from "./site.ts";

let values;
try {
  ({ values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: "string" } }, strict: true }));
} catch (e) {
  process.stderr.write(`docs: ${(e as Error).message}\nusage: npm run -s docs -- [--out DIR]\n`);
  process.exit(64);
}
const out = path.resolve(values.out ?? DOCS_OUT);
const started = performance.now();
try {
  const site = await writeSite(out, GENERATED);
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`docs: ${site.pages.length} pages in ${path.relative(process.cwd(), out) || "."}/ (${ms} ms); open ${path.join(out, "index.html")}\n`);
} catch (e) {
  process.stderr.write(`docs: ${(e as Error).message}\n`);
  process.exit(e instanceof UsageError ? 64 : 2);
}
