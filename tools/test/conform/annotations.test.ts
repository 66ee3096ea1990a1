// The run's annotations: the leak scanner and the volatility come from the HTTP contracts'
// annotations (when given) and the terminal schemas', and loading them changes neither.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadAnnotations, type SchemaAnnotations } from "../../src/conform/annotations.ts";
import { DEFAULT_CARD_KEYS } from "../../src/conform/leak.ts";

const dir = mkdtempSync(path.join(tmpdir(), "annotations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  path.join(dir, "Reply.json"),
  JSON.stringify({
    properties: {
      PanMasked: { type: "string", description: "The card number, masked." },
      Stamp: { type: "string", "x-volatile": true },
      Amount: { type: "integer" },
    },
  }),
);
writeFileSync(path.join(dir, "notes.txt"), "not a schema");
const missing = path.join(dir, "no-such-dir");

const http = (): { annotations: SchemaAnnotations } => ({ annotations: { masked: new Set(["card_masked"]), volatile: new Set(["order_ref"]) } });

describe("loadAnnotations", () => {
  const table: Array<{ name: string; given: { http: boolean; schemas: string }; want: { leakKeys: string[]; volatile: string[]; stable: string[] } }> = [
    {
      name: "nothing annotated: the documented defaults only",
      given: { http: false, schemas: missing },
      want: { leakKeys: [], volatile: ["order_id"], stable: ["order_ref", "Stamp", "Amount"] },
    },
    {
      name: "the HTTP contracts' annotations",
      given: { http: true, schemas: missing },
      want: { leakKeys: ["cardmasked"], volatile: ["order_ref"], stable: ["Stamp", "Amount"] },
    },
    {
      name: "the terminal schemas' annotations",
      given: { http: false, schemas: dir },
      want: { leakKeys: ["panmasked"], volatile: ["Stamp"], stable: ["order_ref", "Amount"] },
    },
    {
      name: "both",
      given: { http: true, schemas: dir },
      want: { leakKeys: ["cardmasked", "panmasked"], volatile: ["order_ref", "Stamp"], stable: ["Amount"] },
    },
  ];

  it.each(table)("$name", ({ given, want }) => {
    const { leaks, volatility } = loadAnnotations(given.http ? http() : undefined, given.schemas);
    // Beside the documented default names, the annotated ones (normalized).
    expect([...leaks.keys].filter((k) => !(DEFAULT_CARD_KEYS as readonly string[]).includes(k)).sort()).toEqual(want.leakKeys);
    for (const k of DEFAULT_CARD_KEYS) expect(leaks.keys.has(k)).toBe(true);
    for (const name of want.volatile) expect(volatility.is(name), name).toBe(true);
    for (const name of want.stable) expect(volatility.is(name), name).toBe(false);
  });

  it("leaves the HTTP contracts' annotations as they are", () => {
    const given = http();
    loadAnnotations(given, dir);
    expect(given.annotations).toEqual({ masked: new Set(["card_masked"]), volatile: new Set(["order_ref"]) });
  });
});
