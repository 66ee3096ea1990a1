// Dependencies in tools/src point one way. The test reads the relative imports of every module (static,
// dynamic and type-only alike), fails on any import cycle, and checks every edge between areas against
// ALLOWED (the intended direction) or DEBTS (known edges against it, each naming the change that removes
// it). An area is a folder under tools/src, or a top-level file (`json-pointer`, `paths`, `services`); an
// entry may also name one file (`validate/manifest.ts`). tools/src never imports tools/test or tools/bench.
// When an edge is refused: import from an area the table allows, or move the shared piece to a leaf.
import { describe, expect, it } from "vitest";
import { areaOf, cycles, importGraph, relativeImports } from "./support/import-graph.ts";

/** Area → what it may import: areas, or single files as `area/file.ts`. Leaves (errors, cli-args, http, json, json-pointer, limits, markup,
 *  paths, services, net, process, signing) import nothing of tools/src; redact imports only http, json, the limits and the one
 *  Base64 check. `generated` is what `make` writes. */
const ALLOWED: Record<string, string[]> = {
  errors: [],
  "cli-args": [],
  http: [],
  json: [],
  "json-pointer": [],
  limits: [],
  markup: [],
  paths: [],
  services: [],
  net: [],
  process: [],
  signing: [],
  redact: ["http", "json", "limits", "validate/base64.ts"],
  openapi: ["paths", "services"],
  schemas: ["paths", "services"],
  build: ["openapi", "schemas", "json-pointer", "paths", "services", "validate/manifest.ts", "conform/rules.ts"],
  docs: ["build", "markup", "net", "openapi", "paths", "process", "schemas", "services"],
  validate: ["generated", "http", "json-pointer"],
  messages: ["generated"],
  client: ["generated", "http", "messages", "redact", "signing", "validate"],
  conform: [
    "cli-args",
    "errors",
    "http",
    "json",
    "json-pointer",
    "limits",
    "markup",
    "paths",
    "process",
    "redact",
    "schemas",
    "services",
    "signing",
    "validate",
  ],
  diff: ["cli-args", "errors", "json", "json-pointer", "markup", "openapi"],
  certify: ["conform", "docs/style.ts", "errors", "json", "json-pointer", "limits", "markup", "paths", "redact", "schemas", "signing"],
  sandbox: ["generated", "http", "limits", "net", "openapi", "process", "redact", "signing", "validate"],
  simulator: ["errors", "json", "limits", "net", "paths", "process", "redact", "validate"],
  mock: ["errors", "net", "openapi", "paths", "process", "redact", "sandbox", "simulator"],
  cli: ["certify", "conform", "diff", "errors", "json", "paths", "process", "redact"],
};

/** Edges against the direction of ALLOWED that exist today. Each is a debt: remove the entry with the edge. */
const DEBTS: Record<string, string[]> = {};

const graph = importGraph();

function permits(table: Record<string, string[]>, from: string, target: string): boolean {
  const allowed = table[areaOf(from)] ?? [];
  const rel = target.replace(/^tools\/src\//, "");
  return allowed.includes(areaOf(target)) || allowed.includes(rel);
}

/** Every import from one area into another, as `from -> to` (repository-relative). */
const crossEdges = [...graph].flatMap(([from, targets]) => targets.filter((t) => areaOf(t) !== areaOf(from)).map((to) => ({ from, to })));

describe("tools/src dependencies point one way", () => {
  it("the import reader sees static, re-exported and type-only imports (a reader that sees nothing passes everything)", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(relativeImports("tools/src/build/gaps.ts")).toContain("tools/src/json-pointer.ts");
    expect(relativeImports("tools/src/mock/index.ts")).toContain("tools/src/sandbox/index.ts"); // `export … from`
    expect(relativeImports("tools/src/sandbox/env.ts")).toContain("tools/src/sandbox/affordability.ts"); // `import type`
  });

  it("cycle detection finds a cycle and ignores a chain", () => {
    const g = (edges: Record<string, string[]>): Map<string, string[]> => new Map(Object.entries(edges));
    expect(cycles(g({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] }))).toEqual([["a", "b", "c"]]);
    expect(cycles(g({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("no module imports itself back through others (no import cycle)", () => {
    expect(cycles(graph), "import cycles in tools/src: move the shared piece into a module both import").toEqual([]);
  });

  it("every import between areas is allowed, or a listed debt", () => {
    const refused = crossEdges.filter(({ from, to }) => !permits(ALLOWED, from, to) && !permits(DEBTS, from, to));
    expect(
      refused.map(({ from, to }) => `${from} -> ${to}`),
      "add the edge to ALLOWED only if it points the intended way",
    ).toEqual([]);
  });

  it("the allowed areas form no cycle (the table itself points one way)", () => {
    const areaGraph = new Map(Object.entries(ALLOWED).map(([a, to]) => [a, to.map((t) => t.split("/")[0]!.replace(/\.ts$/, ""))]));
    expect(cycles(areaGraph)).toEqual([]);
  });

  it("every listed debt still exists (remove an entry when its edge is gone)", () => {
    const stale = Object.entries(DEBTS).flatMap(([area, targets]) =>
      targets.filter((t) => !crossEdges.some(({ from, to }) => areaOf(from) === area && to === `tools/src/${t}`)).map((t) => `${area} -> ${t}`),
    );
    expect(stale).toEqual([]);
  });

  it("tools/src never imports tools/test or tools/bench", () => {
    const inward = crossEdges.filter(({ to }) => /^tools\/(test|bench)\//.test(to));
    expect(inward.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});
