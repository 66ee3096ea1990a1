/**
 * Scripted billing apps for the certification tests: they drive the terminal simulator through
 * every scenario of the terminal and mobile plans (the magic values of
 * tools/src/simulator/scenarios.ts included), the way a partner's app would, and write what they
 * exchanged as JSON Lines (one `{service, request, response}` per line, as `contracts conform` reads).
 *
 * `omitStatusOf` leaves out the Get Status of one sale (by BillingRefNo); `skipMethod` never sends
 * one MethodId of the terminal app, `skipType` one TransactionType of the mobile app.
 */
import { contractNames } from "../../../src/contract/names.ts";
import type { Simulator } from "../../../src/simulator/index.ts";

type Json = Record<string, any>;
export type Send = (app: "terminal" | "mobile", request: Json) => Promise<Json>;

export interface ScriptOptions {
  omitStatusOf?: string;
  skipMethod?: string;
  /** A mobile TransactionType never sent. */
  skipType?: number;
}

/** A transport over the in-process simulator that records every exchange. */
export function recordingTransport(sim: Simulator | ((app: "terminal" | "mobile", request: Json) => Promise<Json>)): { send: Send; lines: string[] } {
  const lines: string[] = [];
  const send: Send = async (app, request) => {
    const response = typeof sim === "function" ? await sim(app, request) : (sim.handle(app, request) as Json);
    lines.push(JSON.stringify({ service: app, request, response }));
    return response;
  };
  return { send, lines };
}

const header = (methodId: string, userId = "cashier1"): Json => ({ ApplicationId: "abcdefgh", UserId: userId, MethodId: methodId, VersionNo: "1.0" });

/** The smart terminal billing app: every method, every TransactionType, every flow and scripted code. */
export async function terminalBillingApp(send: Send, options: ScriptOptions = {}): Promise<void> {
  let ref = 0;
  const nextRef = (): string => `T${String(++ref).padStart(6, "0")}`;
  const call = async (methodId: string, detail?: Json, userId?: string): Promise<Json | undefined> => {
    if (options.skipMethod === methodId) return undefined;
    return send("terminal", detail === undefined ? { Header: header(methodId, userId) } : { Header: header(methodId, userId), Detail: detail });
  };
  const pay = (type: number, amount: number, extra: Json = {}): Promise<Json | undefined> =>
    call("1001", { TransactionType: type, BillingRefNo: extra.BillingRefNo ?? nextRef(), PaymentAmount: amount, IsSwipe: true, ...extra });
  const record = (reply: Json | undefined): Json => reply?.Detail?.Payments?.[0] ?? {};
  const asyncSale = async (type: number, amount: number, extra: Json = {}): Promise<void> => {
    const billingRefNo = nextRef();
    const reply = await pay(type, amount, { BillingRefNo: billingRefNo, ...extra });
    if (options.omitStatusOf === billingRefNo || !reply) return;
    const r = record(reply);
    await pay(5122, amount, {
      BillingRefNo: billingRefNo,
      BankCode: String(r.AcquiringBankCode ?? 1).padStart(2, "0"),
      BatchNo: r.BatchNumber,
      Roc: r.VendorRoc,
    });
  };

  // Sale, receipt, void of the sale.
  const sale = record(await pay(4001, 150000));
  await call("1002", {
    PrintRefNo: "P000001",
    SavePrintData: true,
    Data: [{ PrintDataType: 0, PrinterWidth: 32, IsCenterAligned: true, DataToPrint: "THANK YOU" }],
  });
  await pay(4006, 150000, { InvoiceNo: String(sale.InvoiceNumber ?? "") });
  // Asynchronous sales: two UPI sales (T000003 is the one a test may leave without its Get Status), a wallet pay, a duplicate bill.
  await asyncSale(5120, 20000, { BankCode: "04" });
  await asyncSale(5120, 30000, { BankCode: "04" });
  await asyncSale(5102, 9900, { WalletProgramId: 1 });
  await asyncSale(5120, 10089, { BankCode: "04" });
  // Every other TransactionType of the contract.
  for (const type of contractNames().transactionTypes.terminal) {
    if ([4001, 4006, 5120, 5102, 5122].includes(type)) continue;
    // the wallet transactions (5102 above, 5103, 5104, 4214) carry WalletProgramId (issue 20)
    await pay(type, 10000, [5103, 5104, 4214].includes(type) ? { WalletProgramId: 1 } : {});
  }
  // Common error codes through the amount's paise.
  for (let code = 1; code <= 7; code++) await pay(4001, 10090 + code);
  // The other methods, and their documented codes through Header.UserId.
  await call("1003");
  await call("1004");
  await call("1005", { BaseSerialNumber: "BASE0001" });
  await call("1005", { BaseSerialNumber: "BASE0001" }); // already connected: code 2
  await call("1006");
  await call("1007");
  await call("1008", { BillingUserName: "cashier1", OrderId: "ORDER-1", NetBill: 10000, PaymentStatus: "PAID" });
  await call("1009");
  await call("1010");
  const printLines = {
    PrintRefNo: "P000002",
    SavePrintData: true,
    Data: [{ PrintDataType: 0, PrinterWidth: 24, IsCenterAligned: false, DataToPrint: "LINE" }],
  };
  for (const code of [1, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]) await call("1002", printLines, `SIMULATE-${code}`);
  for (const code of [1, 3, 4]) await call("1005", { BaseSerialNumber: "BASE0002" }, `SIMULATE-${code}`);
  for (const code of [5, 6, 11, 2001, 2099]) await call("1007", undefined, `SIMULATE-${code}`);
  for (const code of [2001, 2099]) await call("1009", undefined, `SIMULATE-${code}`);
  for (const code of [23, 24]) await call("1008", { OrderId: "ORDER-2" }, `SIMULATE-${code}`);
}

/** The mobile acceptance billing app: every TransactionType of the table, every flow, every common code. */
export async function mobileBillingApp(send: Send, options: ScriptOptions = {}): Promise<void> {
  let ref = 0;
  const nextRef = (): string => `M${String(++ref).padStart(6, "0")}`;
  const pay = async (type: number, amount: number, extra: Json = {}): Promise<Json | undefined> => {
    if (options.skipType === type) return undefined;
    return send("mobile", {
      Header: header("1001"),
      Detail: { TransactionType: type, BillingRefNo: extra.BillingRefNo ?? nextRef(), PaymentAmount: amount, ...extra },
    });
  };
  /** A sale answered 100, its Get Status, and (voidType) a void of the approved transaction. */
  const flow = async (sale: number, status: number, amount: number, bankCode: string | undefined, voidType?: number): Promise<void> => {
    const billingRefNo = nextRef();
    const reply = await pay(sale, amount, bankCode === undefined ? { BillingRefNo: billingRefNo } : { BillingRefNo: billingRefNo, BankCode: bankCode });
    if (!reply || options.omitStatusOf === billingRefNo) return;
    const d = reply.Detail ?? {};
    const key = { BillingRefNo: billingRefNo, BankCode: bankCode ?? String(d.AcquiringBankCode).padStart(2, "0"), BatchNo: d.BatchNumber, Roc: d.VendorRoc };
    await pay(status, amount, key);
    if (voidType !== undefined) await pay(voidType, amount, key);
  };
  await flow(5120, 5122, 20000, "4", 5121);
  await flow(5120, 5122, 30000, "4"); // M000002: the sale a test may leave without its Get Status
  await flow(5102, 5112, 9900, "103");
  await flow(5561, 5563, 250000, undefined, 5562);
  await flow(5566, 5563, 2500000, "01");
  await flow(5567, 5563, 2500000, "01");
  await flow(5120, 5122, 10089, "4"); // DUPLICATE BILL
  await pay(5127, 50000);
  await send("mobile", { Header: header("1001"), Detail: { TransactionType: 5104 } });
  await send("mobile", { Header: header("1001"), Detail: { TransactionType: 5564 } });
  for (let code = 1; code <= 8; code++) await pay(5127, 10090 + code);
}
