import { fileURLToPath } from "node:url";
import path from "node:path";

/** The project root (the folder holding package.json), wherever the tool is started from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const GENERATED = path.join(ROOT, "generated");
export const SPEC = path.join(ROOT, "spec");
/** The shared folder beside the project (seeds, realworld samples). */
export const SHARED = path.resolve(ROOT, "..", "shared");
