// Every generated case table, by its path under tools/test/contracts/cases/. `npm run -s cases` writes them;
// tools/test/contracts/cases-fresh.test.ts checks that the committed tables equal a fresh run.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GENERATED, ROOT } from "../../../src/paths.ts";
import { optimizerTables } from "./optimizer.ts";
import { terminalTables } from "./terminal.ts";

export const CASES_DIR = path.join(ROOT, "tools/test/contracts/cases");
/** The services whose tables are generated; the affordability tables are written by hand. */
export const GENERATED_SERVICES = ["optimizer", "terminal"] as const;

/** Relative path (`<service>/<file>.json`) → content. The optimizer's are read from `generated` (what `make` builds). */
export function caseTables(generated = GENERATED): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, text] of Object.entries(optimizerTables(generated))) out[`optimizer/${file}`] = text;
  for (const [file, text] of Object.entries(terminalTables())) out[`terminal/${file}`] = text;
  return out;
}

/** Writes every table under `dir`; returns the relative paths written. */
export function writeCaseTables(dir: string, generated = GENERATED): string[] {
  const tables = caseTables(generated);
  for (const [rel, text] of Object.entries(tables)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return Object.keys(tables);
}
