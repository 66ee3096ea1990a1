import { fileURLToPath } from "node:url";
import path from "node:path";

/** The project root (the folder holding package.json), wherever the tool is started from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const GENERATED = path.join(ROOT, "generated");
/** The shared folder beside the project (seeds, realworld samples). */
export const SHARED = path.resolve(ROOT, "..", "shared");
