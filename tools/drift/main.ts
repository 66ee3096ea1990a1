/**
 * `npm run -s drift`: builds a recording per real-world source (../shared/realworld), judges each
 * with `contracts conform` and writes the recordings, their JSON reports and DRIFT.md to
 * tools/drift/out/ (not committed), and the same page to conformance/DRIFT.md (committed; the
 * drift test fails when it is out of step). Exit 2 when the samples folder is missing.
 */
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { SHARED } from "../src/paths.ts";
import { buildRecordings } from "./recordings.ts";
import { conformAll } from "./run.ts";
import { markdown, summarise } from "./summary.ts";

export const REALWORLD = path.join(SHARED, "realworld");
export const OUT = path.join(import.meta.dirname, "out");
export const PAGE = path.resolve(import.meta.dirname, "../../conformance/DRIFT.md");

if (!existsSync(REALWORLD)) {
  process.stderr.write(`drift: no samples at ${REALWORLD}: the report needs ../shared/realworld beside the project\n`);
  process.exit(2);
}
mkdirSync(OUT, { recursive: true });
const reports = conformAll(buildRecordings(REALWORLD), OUT);
for (const r of reports) writeFileSync(path.join(OUT, r.recording.file.replace(/\.(jsonl|har)$/, ".report.json")), `${JSON.stringify(r.results, null, 1)}\n`);
const page = markdown(reports.map(summarise));
writeFileSync(path.join(OUT, "DRIFT.md"), page);
writeFileSync(PAGE, page);
process.stdout.write(`drift: ${reports.length} sources judged; wrote ${path.relative(process.cwd(), PAGE)} and ${path.relative(process.cwd(), OUT)}/\n`);
