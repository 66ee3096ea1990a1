// The engine's rule names: every rule the generated manifests make the engine report (the discriminated
// unions' `unknown-<discriminator>`) is an EngineRule, so the conformance tables typed over EngineRule map it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED } from "../../src/paths.ts";
import { ENGINE_RULES, isEngineRule } from "../../src/validate/errors.ts";
import type { Manifest } from "../../src/contract/manifest.ts";

describe("isEngineRule", () => {
  const cases = [
    { given: "credentials", want: true },
    { given: "unknown-method-id", want: true },
    { given: "required", want: false }, // a JSON Schema keyword
    { given: "request-schema", want: false }, // a conformance rule
    { given: "", want: false },
  ];
  for (const c of cases) it(c.given || "(empty)", () => expect(isEngineRule(c.given)).toBe(c.want));
});

describe("ENGINE_RULES", () => {
  it("has no duplicate", () => expect(new Set(ENGINE_RULES).size).toBe(ENGINE_RULES.length));

  const manifests = readdirSync(GENERATED, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(GENERATED, d.name, "manifest.json"))
    .filter((f) => existsSync(f));
  const unionRules = [...new Set(manifests.flatMap((f) => Object.values((JSON.parse(readFileSync(f, "utf8")) as Manifest).unions).map((u) => u.rule)))].sort();

  it("the generated manifests have discriminated unions (a reader that finds none passes everything)", () => {
    expect(unionRules).toEqual(["unknown-method-id", "unknown-transaction-type"]);
  });

  it("lists every union rule of the generated manifests (add a new one to ENGINE_RULES, then map it)", () => {
    expect(unionRules.filter((r) => !isEngineRule(r))).toEqual([]);
  });
});
