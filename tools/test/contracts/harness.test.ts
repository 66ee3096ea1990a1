// The one case grammar (tools/test/support/cases.ts) and the harness every contracts/<service>.test.ts uses.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICES } from "../../src/contract/services.ts";
import { CASES_ROOT, CaseValidators, coveredBy, loadTables, parseTarget } from "./harness.ts";

/** The targets a service's own test adds to the shared grammar. */
const OWN_TARGETS: Record<string, RegExp> = { optimizer: /^op:[A-Za-z]+:response-headers:\d{3}$|^op:createOrder:request\+payload$/ };

/** The rows of each service's tables when the grammar became one (issue 10): a table may grow, not shrink. */
const ROWS = { affordability: 393, optimizer: 883, terminal: 2147 };

describe("case grammar", () => {
  it.each([
    { given: "TokenRequest.json", want: { kind: "schema", file: "TokenRequest.json", model: "TokenRequest" } },
    { given: "op:discoverOffers:request", want: { kind: "operation", operationId: "discoverOffers", part: "request", status: undefined } },
    { given: "op:onboardClient:response:409", want: { kind: "operation", operationId: "onboardClient", part: "response", status: "409" } },
    { given: "op:getCustomer:path", want: { kind: "operation", operationId: "getCustomer", part: "path", status: undefined } },
    { given: "discoverOffers/requestBody", want: undefined }, // the old affordability form is gone
    { given: "op:refundPayment:response-headers:200", want: undefined }, // the optimizer's own target
  ])("$given", ({ given, want }) => {
    expect(parseTarget(given)).toEqual(want);
  });

  it.each(SERVICES.map((s) => s.id))("every row of the %s tables is of the shared grammar (or the service's own targets)", (service) => {
    const rows = loadTables(service).flatMap((t) => t.cases);
    expect(rows.length).toBeGreaterThanOrEqual(ROWS[service]);
    const own = OWN_TARGETS[service];
    expect(rows.filter((c) => !parseTarget(c.schema) && !own?.test(c.schema)).map((c) => `${c.schema}: ${c.description}`)).toEqual([]);
  });

  it("expands {{repeat:c:n}} in the data", () => {
    expect(readFileSync(path.join(CASES_ROOT, "affordability", "token.json"), "utf8")).toContain("{{repeat:");
    const long = loadTables("affordability")
      .flatMap((t) => t.cases)
      .filter((c) => JSON.stringify(c.data).includes("{{repeat"));
    expect(long).toEqual([]);
  });
});

describe("harness", () => {
  it("a model of an HTTP service runs as JSON Schema and OpenAPI component; a terminal schema as JSON Schema only", () => {
    expect(new CaseValidators("affordability").of(parseTarget("TokenRequest.json")!).map(([kind]) => kind)).toEqual(["JSON Schema", "OpenAPI component"]);
    expect(new CaseValidators("terminal").of(parseTarget("TerminalRequest.json")!).map(([kind]) => kind)).toEqual(["JSON Schema"]);
  });

  it("a target the contract does not have is named in the error", () => {
    expect(() => new CaseValidators("affordability").of(parseTarget("NoSuchModel.json")!)).toThrow(/NoSuchModel\.json: no emitted JSON Schema/);
    expect(() => new CaseValidators("affordability").of(parseTarget("op:discoverOffers:response:418")!)).toThrow(
      /op:discoverOffers:response:418: .* no such part/,
    );
  });

  it("coverage counts the `covers` of invalid cases only, single or listed", () => {
    const c = (valid: boolean, covers?: string | string[]) => ({ description: "", schema: "A.json", data: null, valid, covers });
    expect([...coveredBy([c(false, "A.x:type"), c(false, ["A.y:enum", "A.z:required"]), c(true, "A.w:type"), c(false)])].sort()).toEqual([
      "A.x:type",
      "A.y:enum",
      "A.z:required",
    ]);
  });
});
