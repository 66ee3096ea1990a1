// The relative-import graph of tools/src, read from the source text (static, dynamic and type-only imports
// and re-exports alike). Used by tools/test/architecture.test.ts (cycles, allowed edges between areas) and
// tools/test/build/makefile-sources.test.ts (what the generators really import).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";

export const SRC = path.join(ROOT, "tools/src");

const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;

/** Every .ts file under tools/src, as a path relative to the repository root, sorted. */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/** The relative imports of one file (repository-relative targets); comment lines are skipped. */
export function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join("\n");
  const out = new Set<string>();
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1]!;
    if (spec.startsWith(".")) out.add(path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)));
  }
  return [...out].sort();
}

/** file → its relative imports, for every file under tools/src. */
export function importGraph(): Map<string, string[]> {
  return new Map(sourceFiles().map((f) => [f, relativeImports(f)]));
}

/** Every file reachable from `entry` through relative imports inside tools/src, the entry included, sorted. */
export function closure(graph: Map<string, string[]>, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f) || !graph.has(f)) return;
    seen.add(f);
    for (const t of graph.get(f)!) visit(t);
  };
  visit(entry);
  return [...seen].sort();
}

/** The strongly connected components with more than one file (the import cycles), each sorted, by Tarjan. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strong(v);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The area of a file: its first folder under tools/src, or its name for a top-level file (`json-pointer`);
 *  outside tools/src, the repository path's first two segments (`generated/…` → `generated`, `tools/test`). */
export function areaOf(file: string): string {
  const rel = path.relative(SRC, path.join(ROOT, file));
  if (rel.startsWith("..")) return file.startsWith("tools/") ? file.split("/").slice(0, 2).join("/") : file.split("/")[0]!;
  const parts = rel.split(path.sep);
  return parts.length === 1 ? parts[0]!.replace(/\.ts$/, "") : parts[0]!;
}
