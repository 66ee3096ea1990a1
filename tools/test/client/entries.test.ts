// The package's run-time surface: what each entry point (package.json "exports") exports. The validation
// API is functions only; the ServiceValidator instances behind them stay internal (issue 10).
import { describe, expect, it } from "vitest";
import * as affordability from "../../src/client/entries/affordability.ts";
import * as optimizer from "../../src/client/entries/optimizer.ts";
import * as signing from "../../src/client/entries/signing.ts";
import * as terminal from "../../src/client/entries/terminal.ts";
import * as affordabilityValidation from "../../src/client/entries/validation/affordability.ts";
import * as optimizerValidation from "../../src/client/entries/validation/optimizer.ts";
import * as terminalValidation from "../../src/client/entries/validation/terminal.ts";

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
    // The browser-safe validation entries: the validation API alone (tools/test/consumer bundles them for a browser).
    { given: "affordability/validation", module: affordabilityValidation as object, want: validation },
    { given: "optimizer/validation", module: optimizerValidation as object, want: validation },
    { given: "terminal/validation", module: terminalValidation as object, want: ["APPS", "byMethod", "isMethod", "validateMessage", "validateSchema"] },
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

  it("the validation entries are the same functions as the full entries, and the terminal's apps are the contract's", () => {
    expect(optimizerValidation.validateRequest).toBe(optimizer.validateRequest);
    expect(affordabilityValidation.validateResponse).toBe(affordability.validateResponse);
    expect(terminalValidation.validateMessage).toBe(terminal.validateMessage);
    expect([...terminalValidation.APPS].sort()).toEqual([...terminal.APPS].sort());
  });
});
