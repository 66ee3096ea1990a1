/**
 * `make` runs this: rebuild everything under generated/ (or under --out DIR, which the golden
 * test uses to compare a fresh build with what is committed).
 */
import path from "node:path";
import { GENERATED } from "../paths.ts";
import { buildAll } from "./all.ts";
import { SpecCompileError } from "./compile-spec.ts";

const i = process.argv.indexOf("--out");
const out = i >= 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]!) : GENERATED;
// --only svc[,svc]: rebuild just these services' contracts (for iterating on one spec).
const j = process.argv.indexOf("--only");
const only = j >= 0 ? (process.argv[j + 1] ?? "").split(",").filter(Boolean) : undefined;
try {
  await buildAll(out, only);
} catch (e) {
  if (e instanceof SpecCompileError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
