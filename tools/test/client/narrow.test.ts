// The narrowing helpers narrow at compile time (checked by tsc over this file: `make typecheck`,
// part of `make test`) and pick the right member at run time.
import { describe, expect, it } from "vitest";
import { byMethod, isMethod, type MobileRequest, type TerminalRequest } from "../../src/client/narrow.ts";

const header = (MethodId: string) => ({ ApplicationId: "app-1", MethodId, VersionNo: "1.0" });

/** Compile-time check: each branch reads a property only its own method has. */
function describeRequest(req: TerminalRequest): string {
  const m = byMethod(req);
  switch (m.MethodId) {
    case "1001":
      return `sale of ${m.message.Detail.PaymentAmount}`;
    case "1002":
      return `print ${m.message.Detail.PrintRefNo}`;
    case "1005":
      return `bluetooth ${m.message.Detail.BaseSerialNumber}`;
    default:
      return `method ${m.MethodId}`;
  }
}

function mobileType(req: MobileRequest): string {
  if (!isMethod(req, "1001")) return "other";
  const d = req.Detail;
  switch (d.TransactionType) {
    case 5120:
      return `upi sale ${d.BankCode}`;
    case 5122:
      return `upi status roc ${d.Roc}`;
    default:
      return `type ${d.TransactionType}`;
  }
}

describe("message narrowing", () => {
  const cases: Array<{ given: TerminalRequest; want: string }> = [
    {
      given: { Header: header("1002") as never, Detail: { PrintRefNo: "P1", SavePrintData: true, Data: [] } } as TerminalRequest,
      want: "print P1",
    },
    { given: { Header: header("1005"), Detail: { BaseSerialNumber: "SN9" } } as TerminalRequest, want: "bluetooth SN9" },
    { given: { Header: header("1003") } as TerminalRequest, want: "method 1003" },
  ];
  it.each(cases)("byMethod picks $want", ({ given, want }) => {
    expect(describeRequest(given)).toBe(want);
  });

  it("isMethod and TransactionType narrow a mobile DoTransaction", () => {
    const req = {
      Header: header("1001"),
      Detail: { TransactionType: 5122, BankCode: "4", BatchNo: 9001, BillingRefNo: "B1", PaymentAmount: 100, Roc: 101 },
    } as MobileRequest;
    expect(mobileType(req)).toBe("upi status roc 101");
  });
});
