// Findings inside create order's Base64 payload show the recorded values, read from the document
// validation decoded (conform/http/checks.ts requestValue), not "(absent)".
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { conform } from "./support/run.ts";

const CASE = path.join(ROOT, "conformance/cases/optimizer/create-order-numbers-as-strings.har");

describe("a finding inside the Base64 payload", () => {
  it("shows the value recorded in the decoded payload, and what the contract wants", async () => {
    const { exit, report } = await conform([CASE]);
    expect(exit).toBe(1);
    const found = report.results[0]!.violations.map((v) => ({ pointer: v.pointer, actual: v.actual, expected: v.expected }));
    expect(found).toEqual([
      { pointer: "/request/body/request/merchant_data/merchant_id", actual: '"1234"', expected: "integer" },
      { pointer: "/request/body/request/payment_info_data/amount", actual: '"100000"', expected: "integer" },
    ]);
  });
});
