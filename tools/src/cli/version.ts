/** `contracts --version`: the version of the package this CLI belongs to. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.ts";

/** The "version" of the package.json at the project root (in tools/dist as in tools/src). */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}
