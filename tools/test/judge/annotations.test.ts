// The judge's annotations (the leak scanner) and replay's (the volatility) come from the contract's
// annotations (masked and volatile property names of every service, contract/documents.ts) or from
// those given, and loading them changes neither.
import { describe, expect, it } from "vitest";
import { loadLeaks } from "../../src/judge/annotations.ts";
import { Volatility } from "../../src/conform/replay/volatile.ts";
import { DEFAULT_CARD_KEYS } from "../../src/judge/leak.ts";
import { collectAnnotations, type SchemaAnnotations } from "../../src/contract/annotations.ts";
import { contractAnnotations } from "../../src/contract/documents.ts";

const given = (masked: string[], volatile: string[]): SchemaAnnotations => ({ masked: new Set(masked), volatile: new Set(volatile) });

describe("the leak scanner and the volatility", () => {
  const table: Array<{ name: string; given: SchemaAnnotations; want: { leakKeys: string[]; volatile: string[]; stable: string[] } }> = [
    {
      name: "nothing annotated: the documented defaults only",
      given: given([], []),
      want: { leakKeys: [], volatile: ["order_id"], stable: ["order_ref", "Stamp", "Amount"] },
    },
    {
      name: "masked and volatile names given",
      given: given(["card_masked", "PanMasked"], ["order_ref", "Stamp"]),
      want: { leakKeys: ["cardmasked", "panmasked"], volatile: ["order_ref", "Stamp"], stable: ["Amount"] },
    },
  ];

  it.each(table)("$name", ({ given, want }) => {
    const leaks = loadLeaks(given);
    const volatility = new Volatility(given.volatile);
    // Beside the documented default names, the annotated ones (normalized).
    expect([...leaks.keys].filter((k) => !(DEFAULT_CARD_KEYS as readonly string[]).includes(k)).sort()).toEqual(want.leakKeys);
    for (const k of DEFAULT_CARD_KEYS) expect(leaks.keys.has(k)).toBe(true);
    for (const name of want.volatile) expect(volatility.is(name), name).toBe(true);
    for (const name of want.stable) expect(volatility.is(name), name).toBe(false);
  });

  it("leaves the given annotations as they are", () => {
    const g = given(["card_masked"], ["order_ref"]);
    loadLeaks(g);
    new Volatility(g.volatile);
    expect(g).toEqual(given(["card_masked"], ["order_ref"]));
  });
});

describe("collectAnnotations", () => {
  it("finds masked descriptions and x-volatile at any depth, and not 'not masked'", () => {
    const found = collectAnnotations({
      properties: {
        PanMasked: { type: "string", description: "The card number, masked." },
        Clear: { type: "string", description: "The card number, not masked." },
        Nested: { type: "object", properties: { Stamp: { type: "string", "x-volatile": true } } },
        Amount: { type: "integer" },
      },
    });
    expect(found).toEqual(given(["PanMasked"], ["Stamp"]));
  });

  it("the contract's own: HTTP and terminal names together (a run judges both)", () => {
    const ann = contractAnnotations();
    expect(ann.masked.size).toBeGreaterThan(0);
    // One masked name from each kind of document: an OpenAPI document and a terminal JSON Schema.
    expect(
      [...ann.masked].some((n) => /card/i.test(n) && /[a-z]_/.test(n)),
      [...ann.masked].join(", "),
    ).toBe(true);
    expect(
      [...ann.masked].some((n) => /^[A-Z]/.test(n)),
      [...ann.masked].join(", "),
    ).toBe(true);
  });
});
