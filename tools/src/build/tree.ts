import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Files below `root` (relative paths, sorted), skipping build stamps. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === ".built") continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

export interface TreeDifference {
  readonly changed: string[];
  /** In `expected` (the fresh build) but not in `actual` (what is committed). */
  readonly missing: string[];
  /** In `actual` but not produced by the build. */
  readonly leftover: string[];
}

/** Compare two trees file by file, byte for byte. */
export function compareTrees(expected: string, actual: string): TreeDifference {
  const want = listFiles(expected);
  const have = new Set(listFiles(actual));
  const changed: string[] = [];
  const missing: string[] = [];
  for (const f of want) {
    if (!have.has(f)) missing.push(f);
    else if (!readFileSync(path.join(expected, f)).equals(readFileSync(path.join(actual, f)))) changed.push(f);
    have.delete(f);
  }
  return { changed, missing, leftover: [...have].sort() };
}
