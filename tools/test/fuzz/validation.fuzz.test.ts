// Fuzz (issue 27, point 4): every function the package exports for validation, called with hostile
// names (prototype members, unknown and known names) and hostile values, returns a result and never
// throws; a name that is not the contract's own is reported as unknown.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as affordability from "../../src/client/entries/affordability.ts";
import * as optimizer from "../../src/client/entries/optimizer.ts";
import * as terminal from "../../src/client/entries/terminal.ts";
import { validator as affordabilityValidator } from "../../src/validate/affordability.ts";
import { validator as optimizerValidator } from "../../src/validate/optimizer.ts";
import { params, plantedJson } from "./support.ts";

const PROTO = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString"];
const knownMethods = [...terminal.knownMethods("mobile"), ...terminal.knownMethods("terminal")];
const name = (known: readonly string[]) => fc.oneof(fc.constantFrom(...PROTO), fc.constantFrom(...known), fc.string({ maxLength: 12 }));
const record = fc.dictionary(
  name(["content-type", "authorization", "merchant-id", "id", "token"]),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...PROTO)),
  {
    maxKeys: 5,
  },
);
const value: fc.Arbitrary<unknown> = fc.oneof(plantedJson, fc.dictionary(fc.constantFrom(...PROTO), plantedJson, { maxKeys: 3 }));

function isResult(r: unknown): boolean {
  const x = r as { ok?: unknown; errors?: unknown };
  return typeof x.ok === "boolean" && Array.isArray(x.errors) && x.ok === (x.errors.length === 0);
}

describe("validateMessage and validateSchema (terminal) never throw", () => {
  it("any app, MethodId, TransactionType, direction and Detail", () => {
    fc.assert(
      fc.property(
        name(["mobile", "terminal"]),
        name(knownMethods),
        fc.oneof(name(["5120", "5122"]), fc.integer({ min: 5100, max: 5570 })),
        fc.constantFrom("request", "reply"),
        value,
        (app, methodId, tt, direction, detail) => {
          const message = {
            Header: { ApplicationId: "abcdefgh", UserId: "user1234", MethodId: methodId, VersionNo: "1.0" },
            Detail: { TransactionType: tt, extra: detail },
          };
          const r = terminal.validateMessage(app as terminal.App, message, direction as terminal.MessageDirection);
          expect(isResult(r)).toBe(true);
          if (!terminal.knownMethods(app as terminal.App).includes(methodId)) expect(r.ok).toBe(false);
          if (PROTO.includes(methodId)) expect(r.errors.map((e) => e.rule)).toContainEqual(expect.stringMatching(/^unknown-(method-id|app)$/));
          expect(terminal.methodInfo(app as terminal.App, methodId) === undefined || terminal.knownMethods(app as terminal.App).includes(methodId)).toBe(true);
          expect(isResult(terminal.validateSchema(methodId, detail))).toBe(true);
        },
      ),
      params(600),
    );
  });
});

for (const [service, api, v] of [
  ["affordability", affordability, affordabilityValidator],
  ["optimizer", optimizer, optimizerValidator],
] as const) {
  const ops = v.manifest.operations.map((o) => o.operationId);
  describe(`${service}: validateRequest, validateResponse and validateSchema never throw`, () => {
    it("any operation, status, media type, headers, parameters and body", () => {
      fc.assert(
        fc.property(
          name(ops),
          record,
          record,
          record,
          value,
          fc.option(name(["application/json", "application/x-www-form-urlencoded"]), { nil: undefined }),
          fc.oneof(name(["200", "400", "2XX", "default"]), fc.integer({ min: -1, max: 600 })),
          (op, headers, query, pathParams, body, contentType, status) => {
            const a = api as unknown as typeof optimizer;
            const req = a.validateRequest(op as never, { headers, query, path: pathParams, body, contentType });
            const res = a.validateResponse(op as never, status as number, body, { headers, contentType });
            expect(isResult(req) && isResult(res)).toBe(true);
            if (!ops.includes(op)) {
              expect(req.errors.map((e) => e.rule)).toEqual(["unknown-operation"]);
              expect(res.errors.map((e) => e.rule)).toEqual(["unknown-operation"]);
            }
            expect(isResult(a.validateSchema(op, body))).toBe(true);
          },
        ),
        params(600),
      );
    });
  });
}
