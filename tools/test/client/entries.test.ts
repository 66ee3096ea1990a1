// The package's run-time surface: what each entry point (package.json "exports") exports. The validation
// API is functions only; the ServiceValidator instances behind them stay internal (issue 10).
import { describe, expect, it } from "vitest";
import * as affordability from "../../src/client/entries/affordability.ts";
import * as optimizer from "../../src/client/entries/optimizer.ts";
import * as signing from "../../src/client/entries/signing.ts";
import * as terminal from "../../src/client/entries/terminal.ts";

describe("package entry points", () => {
  const validation = ["validateRequest", "validateResponse", "validateSchema"];
  const errors = ["ClientConfigError", "ClientTimeoutError", "ContractViolationError", "ResponseFormatError"];
  const cases = [
    { given: "affordability", module: affordability as object, want: [...errors, "TokenRequestError", "createAffordabilityClient", ...validation] },
    {
      given: "optimizer",
      module: optimizer as object,
      want: [...errors, "basicAuthorization", "createOptimizerClient", "encodePayload", "hmacSha256Signer", ...validation, "verifySignature"],
    },
    {
      given: "terminal",
      module: terminal as object,
      want: ["APPS", "byMethod", "isMethod", "knownMethods", "methodInfo", "transport", "validateMessage", "validateSchema"],
    },
    { given: "signing", module: signing as object, want: ["encodePayload", "hmacSha256Signer", "verifySignature"] },
  ];
  for (const c of cases) {
    it(`@payments/contracts/${c.given} exports ${c.want.length} names, no validator instance`, () => {
      expect(Object.keys(c.module).sort()).toEqual([...c.want].sort());
    });
  }

  it("validateSchema checks data against one emitted schema of the service", () => {
    expect(affordability.validateSchema("NoSuchSchema.json", {}).errors.map((e) => e.rule)).toEqual(["unknown-schema"]);
    expect(terminal.validateSchema("NoSuchSchema.json", {}).errors.map((e) => e.rule)).toEqual(["unknown-schema"]);
  });
});
