/**
 * Hostile nesting (issue 15): two trees whose schema nests 10,000 levels give exit 2 with one
 * line naming the file and the JSON pointer, never "Maximum call stack size exceeded" (exit 70);
 * nesting within the limit is still compared to the bottom.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { diffTrees } from "../../src/diff/engine.ts";
import { MAX_SCHEMA_DEPTH } from "../../src/diff/schema.ts";
import { MAX_LAYERS } from "../../src/diff/schema-view.ts";
import { buildTree } from "../../src/diff/tree.ts";
import { runDiff, tempDir } from "./helpers.ts";

type Shape = "properties" | "items" | "allOf" | "not" | "then";

/** JSON text of a schema nested `depth` levels (written as text: JSON.stringify itself overflows). */
function nested(shape: Shape, depth: number, leaf: string): string {
  const open: Record<Shape, string> = {
    properties: '{"type":"object","properties":{"a":',
    items: '{"type":"array","items":',
    allOf: '{"allOf":[',
    not: '{"not":',
    then: '{"if":{"required":["a"]},"then":',
  };
  const close: Record<Shape, string> = { properties: "}}", items: "}", allOf: "]}", not: "}", then: "}" };
  return open[shape].repeat(depth) + leaf + close[shape].repeat(depth);
}

const openapi = (schema: string) =>
  `{"openapi":"3.1.0","info":{"title":"Shop","version":"1.0.0"},"paths":{"/orders":{"post":{"requestBody":{"content":{"application/json":{"schema":${schema}}}},"responses":{"200":{"description":"OK"}}}}}}`;

const tree = (label: string, files: Record<string, string>) => buildTree(label, new Map(Object.entries(files)), (k) => k);

describe("a schema nested 10,000 levels", () => {
  const pair = (shape: Shape) =>
    [
      tree("base", { "shop/openapi.json": openapi(nested(shape, 10_000, '{"type":"string"}')) }),
      tree("head", { "shop/openapi.json": openapi(nested(shape, 10_000, '{"type":"integer"}')) }),
    ] as const;

  it.each<Shape>(["properties", "items", "then", "allOf"])("through %s: unusable input naming the file and pointer, not a stack overflow", (shape) => {
    const [base, head] = pair(shape);
    let error: unknown;
    try {
      diffTrees(base, head);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^(base|head): shop\/openapi\.json#\/paths\/~1orders\/post\/requestBody\/content\/application~1json\/schema.*: schema (nests deeper than|joins more than) \d+ /,
    );
    expect(message).not.toContain("\n");
    expect(message.length).toBeLessThan(500);
  });

  it("through not: compared as a whole, without walking the nesting", () => {
    const [base, head] = pair("not");
    expect(diffTrees(base, head).map((f) => f.rule)).toEqual(["request-not-changed"]);
  });

  it("in a terminal message schema, through the command: exit 2 (input), one line", async () => {
    const t = tempDir("diff-deep-");
    try {
      for (const [side, leaf] of [
        ["base", '{"type":"string"}'],
        ["head", '{"type":"integer"}'],
      ] as const) {
        mkdirSync(path.join(t.dir, side, "pos", "schemas"), { recursive: true });
        writeFileSync(path.join(t.dir, side, "pos", "schemas", "SaleRequest.json"), nested("properties", 10_000, leaf));
      }
      const r = await runDiff([path.join(t.dir, "base"), path.join(t.dir, "head")]);
      expect(r.code).toBe("input");
      expect(r.error).toMatch(/pos\/schemas\/SaleRequest\.json#\/properties\/a\/.*: schema nests deeper than \d+ levels/);
    } finally {
      t.cleanup();
    }
  });
});

describe("nesting within the limits", () => {
  it("allOf members within the limit are joined and compared", () => {
    const depth = MAX_LAYERS - 10;
    const base = tree("base", { "shop/openapi.json": openapi(nested("allOf", depth, '{"type":"string"}')) });
    const head = tree("head", { "shop/openapi.json": openapi(nested("allOf", depth, '{"type":"integer"}')) });
    expect(diffTrees(base, head).map((f) => f.rule)).toEqual(["request-type-changed"]);
  });
  it("is compared to the bottom", () => {
    const depth = MAX_SCHEMA_DEPTH - 10;
    const base = tree("base", { "shop/openapi.json": openapi(nested("properties", depth, '{"type":"string"}')) });
    const head = tree("head", { "shop/openapi.json": openapi(nested("properties", depth, '{"type":"integer"}')) });
    const findings = diffTrees(base, head);
    expect(findings.map((f) => f.rule)).toEqual(["request-type-changed"]);
    expect(findings[0]!.location).toBe(`POST /orders request body /${Array(depth).fill("a").join("/")}`);
  });
});
