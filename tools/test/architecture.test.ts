// Dependencies in tools/src point one way, in five storeys:
//
//   products   conform certify redact diff docs client server sandbox simulator mock proxy probe cli   (each through its face)
//   judge      the per-exchange judge: one exchange in, its verdict out (tools/src/judge/, through its face)
//   ─────────  validate (the engine)   recording (exchanges, HAR and JSON Lines, redaction)   build, openapi
//   contract   the contract as the tools see it at run time (tools/src/contract/)
//   leaves     errors json json-pointer limits markup paths http net process signing cli-args mask secrets output render html-style small-file problem
//
// The test reads the relative imports of every module (static, dynamic and type-only alike), fails on
// any import cycle, and checks every edge between areas against ALLOWED. A product reaches another
// product only through that product's face (`index.ts`, or `command.ts` for the command line). Only
// contract/generated.ts binds the generated modules; the generator (build/) never reaches it. tools/drift
// (the real-world drift report, which the suite imports) is read under the same rules.
// When an edge is refused: import from an area the table allows, or move the shared piece down a storey.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../src/paths.ts";
import { areaGraph, areaOf, closure, cycles, depth, GRAPH_ROOTS, importGraph, relativeImports, sourceFiles, valueImports } from "./support/import-graph.ts";

/** The leaves, with the leaves each may use (nothing else of tools/src). */
const LEAVES: Record<string, string[]> = {
  errors: [],
  json: [],
  "json-pointer": [],
  limits: [],
  markup: [],
  paths: [],
  http: [],
  net: [],
  signing: [],
  mask: [],
  secrets: ["mask", "http"],
  "html-style": [],
  "small-file": [],
  problem: ["mask"],
  "cli-args": ["errors"],
  process: ["errors"],
  render: ["mask", "json-pointer"],
  output: ["errors", "process", "mask"],
};
const leaves = Object.keys(LEAVES);

/** The products: each may use the storeys below and the faces of the products listed here. */
const PRODUCTS: Record<string, string[]> = {
  conform: [],
  certify: ["conform"],
  redact: [],
  diff: [],
  docs: ["certify", "sandbox", "simulator"], // the site shows the plans, the magic values and the triggers the code runs on
  client: [],
  server: [], // the server face: the judge's request verdict and the contract's router in a team's own server
  sandbox: [],
  simulator: [],
  mock: ["sandbox", "simulator"],
  probe: ["conform"], // sends through the replay transports and writes its reports with conform's sinks
  proxy: ["conform"], // reads the judging options (--secret) as conform does
  cli: ["certify", "conform", "diff", "probe", "proxy", "mock", "simulator", "redact"],
};
const BELOW_PRODUCTS = ["judge", "contract", "validate", "recording", ...leaves];

/** Area → what it may import: areas, or single files as `area/file.ts`. `generated` is what `make` writes. */
const ALLOWED: Record<string, string[]> = {
  ...LEAVES,
  contract: ["generated", "http", "json", "json-pointer", "paths"],
  validate: ["generated", "contract", "http", "json-pointer"],
  recording: ["contract", ...leaves],
  judge: ["contract", "validate", "recording", ...leaves],
  openapi: ["contract"],
  build: ["contract", "openapi", "json-pointer", "paths"],
  ...Object.fromEntries(Object.entries(PRODUCTS).map(([p, uses]) => [p, [...BELOW_PRODUCTS, ...uses, ...(p === "cli" ? ["recording"] : [])]])),
  // sandbox, client and server import the generated types (type-only); the drift report reads real samples as a partner's recording would.
  "tools/drift": [...BELOW_PRODUCTS, "conform"],
};
for (const p of ["sandbox", "client", "server"]) ALLOWED[p]!.push("generated");

const graph = importGraph(GRAPH_ROOTS);

function permits(from: string, target: string): boolean {
  const allowed = ALLOWED[areaOf(from)] ?? [];
  const rel = target.replace(/^tools\/src\//, "");
  return allowed.includes(areaOf(target)) || allowed.includes(rel);
}

/** Every import from one area into another, as `from -> to` (repository-relative). */
const crossEdges = [...graph].flatMap(([from, targets]) => targets.filter((t) => areaOf(t) !== areaOf(from)).map((to) => ({ from, to })));

/** A product's faces: what another product may import of it. */
const isFace = (file: string): boolean => /^tools\/src\/[a-z-]+\/(index|command)\.ts$/.test(file);

describe("tools/src dependencies point one way", () => {
  it("the import reader sees static, re-exported and type-only imports (a reader that sees nothing passes everything)", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(relativeImports("tools/src/build/gaps.ts")).toContain("tools/src/contract/annotations.ts");
    expect(relativeImports("tools/src/mock/index.ts")).toContain("tools/src/sandbox/index.ts"); // `export … from`
    expect(relativeImports("tools/src/sandbox/env.ts")).toContain("tools/src/sandbox/affordability.ts"); // `import type`
    expect(valueImports("tools/src/sandbox/env.ts")).not.toContain("tools/src/sandbox/affordability.ts");
    expect(valueImports("tools/src/validate/affordability.ts")).toContain("tools/src/contract/generated.ts");
    expect(
      [...graph.keys()].some((f) => f.startsWith("tools/drift/")),
      "tools/drift is read too",
    ).toBe(true);
  });

  it("cycle detection finds a cycle and ignores a chain; depth counts the longest chain", () => {
    const g = (edges: Record<string, string[]>): Map<string, string[]> => new Map(Object.entries(edges));
    expect(cycles(g({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] }))).toEqual([["a", "b", "c"]]);
    expect(cycles(g({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
    const areas = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
    expect(depth(areas({ a: ["b", "c"], b: ["c"], c: [], d: [] }))).toBe(3);
  });

  it("no module imports itself back through others (no import cycle)", () => {
    expect(cycles(graph), "import cycles: move the shared piece into a module both import").toEqual([]);
  });

  it("every import between areas is allowed", () => {
    const refused = crossEdges.filter(({ from, to }) => !permits(from, to));
    expect(
      refused.map(({ from, to }) => `${from} -> ${to}`),
      "add the edge to ALLOWED only if it points down a storey",
    ).toEqual([]);
  });

  it("a product uses the judge only through its face (judge/index.ts)", () => {
    const products = new Set(Object.keys(PRODUCTS));
    const inner = crossEdges.filter(({ from, to }) => products.has(areaOf(from)) && areaOf(to) === "judge" && to !== "tools/src/judge/index.ts");
    expect(inner.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("a product uses another product only through its face (index.ts, or command.ts for the command line)", () => {
    const products = new Set(Object.keys(PRODUCTS));
    const inner = crossEdges.filter(({ from, to }) => products.has(areaOf(from)) && products.has(areaOf(to)) && !isFace(to));
    expect(inner.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("the allowed areas form no cycle (the table itself points one way)", () => {
    const areaTable = new Map(
      Object.entries(ALLOWED).map(([a, to]) => [a, to.map((t) => (t.startsWith("tools/") ? t : t.split("/")[0]!.replace(/\.ts$/, "")))]),
    );
    expect(cycles(areaTable)).toEqual([]);
  });

  it("the longest chain of areas is at most 7 long (8 before the contract model, at 9a70cf8; 6 before the judge's storey, at b7b06af)", () => {
    const d = depth(areaGraph(importGraph()));
    expect(d).toBeLessThanOrEqual(7);
    expect(d).toBeGreaterThanOrEqual(3); // leaves, contract, a product at least: a reader that sees nothing fails here
  });

  it("only contract/generated.ts brings generated modules in at run time (everywhere else: types only)", () => {
    const binders = [...graph.keys()].filter((f) => valueImports(f).some((t) => t.startsWith("generated/") && !t.endsWith(".d.ts")));
    expect(binders).toEqual(["tools/src/contract/generated.ts"]);
  });

  it("the generator never reaches the generated bindings (it writes what they read)", () => {
    const fromBuild = [...graph.keys()].filter((f) => areaOf(f) === "build").flatMap((f) => closure(graph, f));
    expect(fromBuild.filter((f) => f === "tools/src/contract/generated.ts" || f.startsWith("generated/"))).toEqual([]);
  });

  it("no module outside contract/ and build/ locates files under generated/ itself", () => {
    const outside = [...graph.keys()].filter((f) => !/^tools\/src\/(contract|build)\//.test(f) && f !== "tools/src/paths.ts");
    const locating = outside.filter((f) => /\bGENERATED\b/.test(readFileSync(path.join(ROOT, f), "utf8")));
    // docs/main.ts publishes the generated files as they are (the site serves openapi.json for Redoc).
    expect(locating).toEqual(["tools/src/docs/main.ts"]);
  });

  it("no module outside contract/ follows a $ref itself (the generator writes them; diff compares two arbitrary trees with its own resolver)", () => {
    const exempt = /^tools\/src\/(contract|build|diff)\/|^tools\/src\/openapi\/schema-rewrite\.ts$/;
    const reading = [...graph.keys()].filter(
      (f) => f.startsWith("tools/src/") && !exempt.test(f) && /\.\$ref\b|\[\s*["']\$ref["']\s*\]/.test(readFileSync(path.join(ROOT, f), "utf8")),
    );
    expect(reading, "read a $ref with contract/refs.ts (refOf, refTarget) or contract/documents.ts").toEqual([]);
  });

  it("only the Base64 primitive (http/base64.ts: the payload decoder and the HAR content reader use it) and the Basic credentials helper decode Base64 (at most 4 files)", () => {
    const decodes = /Buffer\.from\([^)]*,\s*["']base64(?:url)?["']\s*\)|\batob\(/;
    const decoding = sourceFiles().filter((f) => decodes.test(readFileSync(path.join(ROOT, f), "utf8")));
    expect(decoding, "decode a payload with contract/payload.ts (decodePayload, decodeText, decodeBase64Json)").toEqual([
      "tools/src/http/base64.ts",
      "tools/src/http/basic.ts",
    ]);
    expect(decoding.length).toBeLessThanOrEqual(4);
    const users = sourceFiles().filter((f) => f !== "tools/src/http/base64.ts" && /\bdecodeBase64Utf8\b/.test(readFileSync(path.join(ROOT, f), "utf8")));
    expect(users, "the primitive serves the contract's payload decoder and the HAR content reader only").toEqual([
      "tools/src/contract/payload.ts",
      "tools/src/recording/har-content.ts",
    ]);
  });

  it("only the contract's router matches a path to an operation (nothing else compiles a path template)", () => {
    const compiling = sourceFiles().filter(
      (f) => !f.startsWith("tools/src/contract/") && /path-template\.ts|\.template\.source\b/.test(readFileSync(path.join(ROOT, f), "utf8")),
    );
    expect(compiling, "route with contract/router.ts (route, Router; fillPath fills a template)").toEqual([]);
  });

  it("a product uses the contract only through its face (contract/index.ts); the client keeps to what bundles for a browser", () => {
    const products = new Set(Object.keys(PRODUCTS).filter((p) => p !== "client"));
    const inner = crossEdges.filter(({ from, to }) => products.has(areaOf(from)) && areaOf(to) === "contract" && to !== "tools/src/contract/index.ts");
    expect(inner.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("tools/src never imports tools/test, tools/bench or tools/drift", () => {
    const inward = crossEdges.filter(({ from, to }) => from.startsWith("tools/src/") && /^tools\/(test|bench|drift)\//.test(to));
    expect(inward.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});
