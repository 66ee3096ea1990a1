// The generated validators modules (issue 37): free of require and node: imports (they bundle for a
// browser, React Native or an edge runtime), ajv's runtime helper inlined and still counting code
// points, and declared as type guards where the type of a valid value is known.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { components, operations } from "../../../generated/optimizer/types.d.ts";
import {
  createCustomer__request__application_json,
  createOrder__request__application_json__content__request,
  schema__AdditionalInfoData,
} from "../../../generated/optimizer/validators.mjs";
import { inlineRuntimeHelpers } from "../../src/build/validators.ts";
import { GENERATED } from "../../src/paths.ts";

const SERVICES = ["affordability", "optimizer", "terminal"];

describe("validators.mjs", () => {
  it.each(SERVICES)("%s: imports nothing and calls no require()", (service) => {
    const code = readFileSync(path.join(GENERATED, service, "validators.mjs"), "utf8");
    expect(code).not.toMatch(/\brequire\s*\(/);
    expect(code).not.toMatch(/^\s*import\b|\bimport\s*\(|from\s*["']/m);
    expect(code).not.toContain("node:");
  });

  it("maxLength counts code points with the inlined helper (200 emoji fit String(200); 201 do not)", () => {
    const emoji = "\u{1F600}";
    expect(schema__AdditionalInfoData({ rfu1: emoji.repeat(200) })).toBe(true);
    expect(schema__AdditionalInfoData({ rfu1: emoji.repeat(201) })).toBe(false);
    expect(schema__AdditionalInfoData.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(["/rfu1 maxLength"]);
  });

  it("a require() of a helper the build does not inline stops the build with what to do", () => {
    expect(() => inlineRuntimeHelpers('const f = require("ajv/dist/runtime/equal").default;', "optimizer")).toThrow(
      /validators of optimizer would call require\("ajv\/dist\/runtime\/equal"\).*add it to INLINED_HELPERS/,
    );
    expect(inlineRuntimeHelpers('"use strict";const f = require("ajv/dist/runtime/ucs2length").default;', "x")).toMatch(
      /^"use strict";const __ucs2length = function ucs2length\(str\)[\s\S]*const f = __ucs2length;$/,
    );
  });
});

describe("validators.d.mts: type guards", () => {
  it("a valid body narrows unknown to the operation's request type, an encoded payload to its schema", () => {
    const data: unknown = JSON.parse(
      '{"customer_ref_no":"C1","mobile_number":"9999999999","email_id":"a@b.example","first_name":"A","last_name":"B","country_code":"91"}',
    );
    // @ts-expect-error unknown is not a request body until the validator says so
    const before: components["schemas"]["CreateCustomerRequest"] = data;
    void before;
    expect(createCustomer__request__application_json(data)).toBe(true);
    if (createCustomer__request__application_json(data)) {
      const body: NonNullable<operations["createCustomer"]["requestBody"]>["content"]["application/json"] = data;
      expect(body.customer_ref_no).toBe("C1");
    }
    const payload: unknown = {};
    if (createOrder__request__application_json__content__request(payload)) {
      const p: components["schemas"]["CreateOrderPayload"] = payload;
      void p;
    }
  });

  it.each(SERVICES)("%s: every body, payload and schema validator is a guard of a named type; parameter validators and shells are not", (service) => {
    const dts = readFileSync(path.join(GENERATED, service, "validators.d.mts"), "utf8");
    const decls = [...dts.matchAll(/^export declare const (\w+): StandaloneValidator(<.*>)?;$/gm)].map(([, name, type]) => ({
      name: name!,
      typed: Boolean(type),
    }));
    expect(decls.length).toBeGreaterThan(10);
    for (const d of decls) expect(d.typed, d.name).toBe(!/__(headers|query|path)$|^shell__/.test(d.name));
  });
});
