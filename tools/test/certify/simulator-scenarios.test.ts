// The simulator's certification magic values (tools/src/simulator/scenarios.ts): each selects its
// documented outcome, the reply conforms to the contract, and ordinary values are left alone.
import { describe, expect, it } from "vitest";
import { Simulator } from "../../src/simulator/index.ts";
import { validateMessage } from "../../src/validate/messages.ts";

type Json = Record<string, any>;
const header = (methodId: string, userId = "cashier1"): Json => ({ ApplicationId: "abcdefgh", UserId: userId, MethodId: methodId, VersionNo: "1.0" });
const sale = (app: "terminal" | "mobile", amount: number): Json =>
  app === "terminal"
    ? { Header: header("1001"), Detail: { TransactionType: 4001, BillingRefNo: "R1", PaymentAmount: amount, IsSwipe: true } }
    : { Header: header("1001"), Detail: { TransactionType: 5127, BillingRefNo: "R1", PaymentAmount: amount } };

describe("magic values", () => {
  const table: Array<{ name: string; app: "terminal" | "mobile"; request: Json; code: string | number; message: string }> = [
    { name: "terminal paise 91", app: "terminal", request: sale("terminal", 10091), code: "1", message: "App not activated" },
    { name: "terminal paise 97", app: "terminal", request: sale("terminal", 10097), code: "7", message: "Invalid data-format" },
    {
      name: "terminal paise 98 is an ordinary amount (8 is the mobile app's)",
      app: "terminal",
      request: sale("terminal", 10098),
      code: "0",
      message: "APPROVED",
    },
    { name: "terminal paise 90 is an ordinary amount", app: "terminal", request: sale("terminal", 10090), code: "0", message: "APPROVED" },
    { name: "mobile paise 94", app: "mobile", request: sale("mobile", 10094), code: "4", message: "Invalid User/Pin" },
    { name: "mobile paise 98", app: "mobile", request: sale("mobile", 10098), code: "8", message: "Permission denied for this user" },
    {
      name: "PrintData SIMULATE-1002",
      app: "terminal",
      request: {
        Header: header("1002", "SIMULATE-1002"),
        Detail: { PrintRefNo: "P1", SavePrintData: true, Data: [{ PrintDataType: 0, PrinterWidth: 24, IsCenterAligned: true }] },
      },
      code: 1002,
      message: "PRINTER IS OUT OF PAPER",
    },
    {
      name: "PrintData SIMULATE-1009",
      app: "terminal",
      request: {
        Header: header("1002", "SIMULATE-1009"),
        Detail: { PrintRefNo: "P1", SavePrintData: true, Data: [{ PrintDataType: 0, PrinterWidth: 24, IsCenterAligned: true }] },
      },
      code: 1009,
      message: "PAPER STUCKED",
    },
    {
      name: "PrintData SIMULATE-7 (not a printer code) is ignored",
      app: "terminal",
      request: {
        Header: header("1002", "SIMULATE-7"),
        Detail: { PrintRefNo: "P1", SavePrintData: true, Data: [{ PrintDataType: 0, PrinterWidth: 24, IsCenterAligned: true }] },
      },
      code: 0,
      message: "SUCCESS",
    },
    {
      name: "ConnectBluetooth SIMULATE-3",
      app: "terminal",
      request: { Header: header("1005", "SIMULATE-3"), Detail: { BaseSerialNumber: "B1" } },
      code: 3,
      message: "Bluetooth is disable Please enable bluetooth",
    },
    { name: "ScanCode SIMULATE-2001", app: "terminal", request: { Header: header("1007", "SIMULATE-2001") }, code: 2001, message: "Application is busy" },
    { name: "Multi scan SIMULATE-2099", app: "terminal", request: { Header: header("1010", "SIMULATE-2099") }, code: 2099, message: "Unknown Error" },
    {
      name: "UploadInvoice SIMULATE-24",
      app: "terminal",
      request: { Header: header("1008", "SIMULATE-24"), Detail: { OrderId: "O1" } },
      code: 24,
      message: "Unable to save invoice data, retry.",
    },
    { name: "Settlement SIMULATE-5", app: "terminal", request: { Header: header("1003", "SIMULATE-5") }, code: "5", message: "User blocked for max attempt" },
    {
      name: "DoTransaction SIMULATE-6",
      app: "terminal",
      request: { ...sale("terminal", 10000), Header: header("1001", "SIMULATE-6") },
      code: "6",
      message: "Permission denied for this user",
    },
  ];
  it.each(table)("$name → $code $message, a conforming reply", ({ app, request, code, message }) => {
    const reply = new Simulator().handle(app, request) as Json;
    expect([reply.Response.ResponseCode, reply.Response.ResponseMsg]).toEqual([code, message]);
    expect(reply.Header).toEqual(request.Header);
    expect(validateMessage(app, reply, "reply").errors ?? []).toEqual([]);
  });

  it.each(["terminal", "mobile"] as const)("%s: a sale whose paise are 89 is answered 100, its Get Status 0 DUPLICATE BILL without approval", (app) => {
    const sim = new Simulator();
    const type = app === "terminal" ? { sale: 5120, status: 5122, extra: { IsSwipe: true } } : { sale: 5120, status: 5122, extra: {} };
    const first = sim.handle(app, {
      Header: header("1001"),
      Detail: { TransactionType: type.sale, BillingRefNo: "D1", PaymentAmount: 10089, BankCode: app === "terminal" ? "04" : "4", ...type.extra },
    }) as Json;
    expect(first.Response.ResponseCode).toBe("100");
    const record = app === "terminal" ? first.Detail.Payments[0] : first.Detail;
    const status = sim.handle(app, {
      Header: header("1001"),
      Detail: {
        TransactionType: type.status,
        BillingRefNo: "D1",
        PaymentAmount: 10089,
        BankCode: app === "terminal" ? "04" : "4",
        BatchNo: record.BatchNumber,
        Roc: record.VendorRoc,
        ...type.extra,
      },
    }) as Json;
    const done = app === "terminal" ? status.Detail.Payments[0] : status.Detail;
    expect([status.Response.ResponseCode, status.Response.ResponseMsg, done.ApprovalCode, done.RetrievalReferenceNumber]).toEqual([
      "0",
      "DUPLICATE BILL",
      "",
      undefined,
    ]);
    expect(validateMessage(app, status, "reply").errors ?? []).toEqual([]);
  });
});
