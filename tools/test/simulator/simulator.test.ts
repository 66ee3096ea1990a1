/**
 * The simulator's behaviour, without a transport: the asynchronous payment flow of 002 § States and
 * transitions, the documented error codes, the terminal methods' success replies, and card masking.
 * Every reply the simulator produces here is checked against the contract's reply union.
 */
import { describe, expect, it } from "vitest";
import { implementedMethods, Simulator } from "../../src/simulator/simulator.ts";
import { knownMethods, methodInfo, terminalSchema, type App } from "../../src/contract/terminal.ts";
import { METHOD } from "../../src/simulator/codes.ts";
import { ReplyTemplates } from "../../src/simulator/templates.ts";
import { BATCH_RANGE, ROC_RANGE } from "../../src/simulator/ledger.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import { code, expectValidReply, header, message, mobile, record, statusFor, terminal, validateMessage } from "./support.ts";

const FIXED = new Date(2024, 1, 14, 15, 51, 18);
const simulator = (): Simulator => new Simulator({ now: () => FIXED });

function ask(sim: Simulator, app: App, request: unknown): Json {
  const reply = sim.handle(app, request);
  return reply;
}

describe("asynchronous sales: initiated, then approved by Get Status", () => {
  const FLOWS: Array<{ given: string; app: App; sale: Json; statusType: number }> = [
    {
      given: "mobile UPI sale 5120 / status 5122",
      app: "mobile",
      sale: mobile({ TransactionType: 5120, BillingRefNo: "OR1587-9", BankCode: "4", PaymentAmount: 100 }),
      statusType: 5122,
    },
    {
      given: "mobile wallet sale 5102 / status 5112",
      app: "mobile",
      sale: mobile({ TransactionType: 5102, BillingRefNo: "W-1", PaymentAmount: 2500, BankCode: "103" }),
      statusType: 5112,
    },
    {
      given: "mobile card sale 5561 / status 5563",
      app: "mobile",
      sale: mobile({ TransactionType: 5561, BillingRefNo: "C-1", PaymentAmount: 99900 }),
      statusType: 5563,
    },
    {
      given: "mobile bank EMI sale 5566 / status 5563",
      app: "mobile",
      sale: mobile({ TransactionType: 5566, BillingRefNo: "E-1", PaymentAmount: 500000, BankCode: "02" }),
      statusType: 5563,
    },
    {
      given: "mobile brand EMI sale 5567 / status 5563",
      app: "mobile",
      sale: mobile({ TransactionType: 5567, BillingRefNo: "E-2", PaymentAmount: 700000, BankCode: "03" }),
      statusType: 5563,
    },
    {
      given: "terminal UPI sale 5120 / status 5122",
      app: "terminal",
      sale: terminal("1001", { TransactionType: 5120, BillingRefNo: "T-UPI", PaymentAmount: 100, IsSwipe: false }),
      statusType: 5122,
    },
    {
      given: "terminal wallet pay 5102 / status 5122",
      app: "terminal",
      sale: terminal("1001", { TransactionType: 5102, BillingRefNo: "T-W", PaymentAmount: 300, IsSwipe: false, BankCode: "04", WalletProgramId: 7 }),
      statusType: 5122,
    },
  ];

  it.each(FLOWS.map((f) => [f.given, f] as const))("%s", (_, f) => {
    const sim = simulator();
    const initiated = ask(sim, f.app, f.sale);
    expectValidReply(f.app, initiated);
    expect(initiated.Header).toEqual(f.sale.Header);
    expect([code(initiated), message(initiated)]).toEqual(["100", "TRANSACTION INITIATED CHECK GET STATUS"]);
    const first = record(f.app, initiated);
    expect(first.ApprovalCode).toBe("");
    expect(first.RetrievalReferenceNumber).toBeUndefined();
    expect(first.BatchNumber).toBeGreaterThanOrEqual(BATCH_RANGE.min);
    expect(first.BatchNumber).toBeLessThanOrEqual(BATCH_RANGE.max);
    expect(first.VendorRoc).toBeGreaterThanOrEqual(ROC_RANGE.min);
    expect(first.VendorRoc).toBeLessThanOrEqual(ROC_RANGE.max);
    expect(typeof first.InvoiceNumber).toBe("number");

    const approved = ask(sim, f.app, statusFor(f.statusType, f.sale, initiated, f.app));
    expectValidReply(f.app, approved);
    expect([code(approved), message(approved)]).toEqual(["0", "APPROVED"]);
    const done = record(f.app, approved);
    expect(done.ApprovalCode).toMatch(/^.{1,6}$/);
    expect(done.RetrievalReferenceNumber).toMatch(/^\d{12}$/);
    expect(done.InvoiceNumber).not.toBe(first.InvoiceNumber);
    expect([done.BillingRefNo, done.BatchNumber, done.VendorRoc]).toEqual([first.BillingRefNo, first.BatchNumber, first.VendorRoc]);
    expect(done.AmountProcessed).toBe(String((f.sale.Detail as Json).PaymentAmount));

    // Asking again gives the same approval, not a second one.
    const again = ask(sim, f.app, statusFor(f.statusType, f.sale, initiated, f.app));
    expect(record(f.app, again)).toEqual(done);
  });

  it("gives each initiated sale its own Roc", () => {
    const sim = simulator();
    const rocs = [1, 2, 3].map(
      (i) => record("mobile", ask(sim, "mobile", mobile({ TransactionType: 5120, BillingRefNo: `R-${i}`, BankCode: "4", PaymentAmount: 100 }))).VendorRoc,
    );
    expect(new Set(rocs).size).toBe(3);
  });

  it("approves a mobile money sale (5127) in the same reply", () => {
    const reply = ask(simulator(), "mobile", mobile({ TransactionType: 5127, BillingRefNo: "OR1589-1", PaymentAmount: 5000 }));
    expectValidReply("mobile", reply);
    expect([code(reply), message(reply)]).toEqual(["0", "APPROVED"]);
    expect(record("mobile", reply).ApprovalCode).not.toBe("");
    expect(record("mobile", reply).RetrievalReferenceNumber).toMatch(/^\d{12}$/);
  });
});

describe("a Get Status that matches nothing answers 7 Invalid data-format", () => {
  const sale = mobile({ TransactionType: 5120, BillingRefNo: "OR1587-9", BankCode: "4", PaymentAmount: 100 });
  const CHANGES: Array<{ given: string; change: (d: Json) => void; statusType?: number }> = [
    { given: "another BillingRefNo", change: (d) => (d.BillingRefNo = "OTHER") },
    { given: "another PaymentAmount", change: (d) => (d.PaymentAmount = 101) },
    { given: "another BatchNo", change: (d) => (d.BatchNo = (d.BatchNo as number) + 1) },
    { given: "another Roc", change: (d) => (d.Roc = (d.Roc as number) + 1) },
    { given: "the wallet status call (5112) for a UPI sale", change: (d) => (d.BankCode = "103"), statusType: 5112 },
    { given: "the card status call (5563) for a UPI sale", change: () => {}, statusType: 5563 },
  ];

  it.each(CHANGES.map((c) => [c.given, c] as const))("%s", (_, c) => {
    const sim = simulator();
    const initiated = ask(sim, "mobile", sale);
    const status = statusFor(c.statusType ?? 5122, sale, initiated);
    c.change(status.Detail as Json);
    const reply = ask(sim, "mobile", status);
    expectValidReply("mobile", reply);
    expect([code(reply), message(reply)]).toEqual(["7", "Invalid data-format"]);
    expect(record("mobile", reply).ApprovalCode).toBe("");
    expect(String(record("mobile", reply).Remark)).toMatch(/NO TRANSACTION MATCHES/);
  });

  it("before any sale", () => {
    const reply = ask(
      simulator(),
      "mobile",
      mobile({ TransactionType: 5122, BankCode: "4", BatchNo: 9031, BillingRefNo: "OR1587-9", PaymentAmount: 100, Roc: 115 }),
    );
    expectValidReply("mobile", reply);
    expect(code(reply)).toBe("7");
  });

  it("for the terminal app too", () => {
    const reply = ask(
      simulator(),
      "terminal",
      terminal("1001", { TransactionType: 5122, BillingRefNo: "T-1", PaymentAmount: 1, BatchNo: 9001, Roc: 101, IsSwipe: false }),
    );
    expectValidReply("terminal", reply);
    expect(code(reply)).toBe("7");
  });
});

describe("voids", () => {
  it("void (5121) of an approved UPI sale answers 0; of one still initiated, 7", () => {
    const sim = simulator();
    const sale = mobile({ TransactionType: 5120, BillingRefNo: "V-1", BankCode: "4", PaymentAmount: 100 });
    const initiated = ask(sim, "mobile", sale);
    const voidRequest = statusFor(5121, sale, initiated);
    expect(code(ask(sim, "mobile", voidRequest))).toBe("7");
    ask(sim, "mobile", statusFor(5122, sale, initiated));
    const voided = ask(sim, "mobile", voidRequest);
    expectValidReply("mobile", voided);
    expect(code(voided)).toBe("0");
  });
});

describe("error codes", () => {
  interface ErrorCase {
    given: string;
    app: App;
    request: unknown;
    want: string | number;
    /** Where the reply leaves the contract (a contract gap, see tools/src/simulator/errors.ts); empty: a valid reply. */
    outside?: string;
    /** The ResponseMsg, where it is not the code's text alone. */
    message?: string;
  }
  const CASES: ErrorCase[] = [
    { given: "text that is not JSON", app: "mobile", request: "not json", want: "7", outside: "/Header" },
    { given: "a JSON array", app: "terminal", request: "[]", want: "7", outside: "/Header" },
    { given: "an object without Header", app: "terminal", request: { Detail: {} }, want: "7", outside: "/Header" },
    { given: "MethodId 1011 on the terminal app", app: "terminal", request: terminal("1011"), want: "3", outside: "/Header/MethodId" },
    { given: "MethodId 1002 on the mobile app (it has only 1001)", app: "mobile", request: terminal("1002"), want: "3", outside: "/Header/MethodId" },
    {
      given: "MethodId as a number",
      app: "mobile",
      request: { Header: { ...header("1001"), MethodId: 1001 }, Detail: {} },
      want: "7",
      outside: "/Header/MethodId",
    },
    {
      given: "PaymentAmount as a string",
      app: "mobile",
      request: mobile({ TransactionType: 5120, BillingRefNo: "B", BankCode: "4", PaymentAmount: "100" }),
      want: "7",
    },
    { given: "an unknown TransactionType", app: "mobile", request: mobile({ TransactionType: 9999, BillingRefNo: "B", PaymentAmount: 1 }), want: "7" },
    {
      given: "a missing ApplicationId",
      app: "mobile",
      request: { Header: { MethodId: "1001", VersionNo: "1.0" }, Detail: { TransactionType: 5127, BillingRefNo: "B", PaymentAmount: 1 } },
      want: "7",
      outside: "/Header/ApplicationId",
    },
    { given: "a terminal sale without IsSwipe", app: "terminal", request: terminal("1001", { TransactionType: 4001, PaymentAmount: 1 }), want: "7" },
    { given: "a Detail on GetTerminalInfo, which takes none", app: "terminal", request: terminal("1004", { Extra: 1 }), want: "7" },
    { given: "Settlement with a Detail", app: "terminal", request: terminal("1003", { Extra: 1 }), want: "7" },
    // Issue 40, D20: an integer-coded method answers its own table's failure code, the violation in ResponseMsg.
    { given: "PrintData without its Detail", app: "terminal", request: terminal("1002"), want: 1, message: "FAILED (Invalid data-format: /Detail required)" },
    {
      given: "PrintData with SavePrintData as text",
      app: "terminal",
      request: terminal("1002", { PrintRefNo: "P1", SavePrintData: "yes", Data: [] }),
      want: 1,
      message: "FAILED (Invalid data-format: /Detail/SavePrintData type)",
    },
    {
      given: "ConnectBluetooth without BaseSerialNumber",
      app: "terminal",
      request: terminal("1005", {}),
      want: 1,
      message: "Bluetooth Connection Failed (Invalid data-format: /Detail/BaseSerialNumber required)",
    },
  ];

  it.each(CASES.map((c) => [c.given, c] as const))("%s", (_, c) => {
    const reply = ask(simulator(), c.app, c.request);
    expect(code(reply)).toBe(c.want);
    expect(message(reply)).toBe(c.message ?? (c.want === "3" ? "Invalid Method Id" : "Invalid data-format"));
    const parsed =
      typeof c.request === "string"
        ? (() => {
            try {
              return JSON.parse(c.request as string) as unknown;
            } catch {
              return undefined;
            }
          })()
        : c.request;
    const requestHeader = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Json).Header : undefined;
    if (requestHeader !== undefined) expect(reply.Header).toEqual(requestHeader);
    else expect(reply.Header).toBeUndefined();
    const result = validateMessage(c.app, reply, "reply");
    if (!c.outside) {
      expect(result.errors).toEqual([]);
    } else {
      // Contract gap: the reply unions cannot express this reply (see errors.ts); the violation is exactly there.
      expect(result.ok).toBe(false);
      expect(result.errors.map((e) => e.pointer).filter((p) => p.startsWith(c.outside!))).not.toEqual([]);
    }
  });

  it("names the broken field in the Remark of a DoTransaction, never its value", () => {
    const reply = ask(simulator(), "mobile", mobile({ TransactionType: 5120, BillingRefNo: "B", BankCode: "4", PaymentAmount: "4111111111111111" }));
    expect(record("mobile", reply).Remark).toMatch(/^Invalid data-format: \/Detail\/PaymentAmount/);
    expect(JSON.stringify(reply)).not.toContain("4111111111111111");
  });
});

describe("terminal methods answer their documented success replies", () => {
  const examples = terminalSchema("TerminalRequest.json")!.examples as Json[];
  const WANT: Record<string, [code: string | number, message: string]> = {
    "1001": ["0", "APPROVED"],
    "1002": [0, "SUCCESS"],
    "1003": ["0", "Success"],
    "1004": ["0", "Success"],
    "1005": [0, "Bluetooth Connection Success"],
    "1006": [0, "Bluetooth Disconnection Success"],
    "1007": [0, "Success"],
    "1008": [0, "Success"],
    "1009": [0, "Success"],
    "1010": [0, "Success"],
  };

  it("the contract illustrates a request for every method", () => {
    expect(examples.map((e) => (e.Header as Json).MethodId).sort()).toEqual(Object.keys(WANT).sort());
  });

  it.each(examples.map((e) => [String((e.Header as Json).MethodId), e] as const))("MethodId %s", (methodId, request) => {
    const reply = ask(simulator(), "terminal", request);
    expectValidReply("terminal", reply);
    expect(reply.Header).toEqual(request.Header);
    expect([code(reply), message(reply)]).toEqual(WANT[methodId]);
  });

  it("ConnectBluetooth: 0, then 2 while connected, 0 again after DisconnectBluetooth", () => {
    const sim = simulator();
    const connect = terminal("1005", { BaseSerialNumber: "121234" });
    const codes = [connect, connect, terminal("1006"), connect].map((r) => {
      const reply = ask(sim, "terminal", r);
      expectValidReply("terminal", reply);
      return code(reply);
    });
    expect(codes).toEqual([0, 2, 0, 0]);
  });

  it("ConnectBluetooth with a blank serial number answers 4", () => {
    const reply = ask(simulator(), "terminal", terminal("1005", { BaseSerialNumber: " " }));
    expectValidReply("terminal", reply);
    expect([code(reply), message(reply)]).toEqual([4, "Base serial number is invalid"]);
  });

  it("UploadInvoice hands out increasing TerminalLogIds", () => {
    const sim = simulator();
    const ids = [1, 2].map(() => (ask(sim, "terminal", terminal("1008", {})).Detail as Json).TerminalLogId);
    expect(ids).toEqual([1, 2]);
  });

  it("Settlement closes the batch: the next sale is in the next batch", () => {
    const sim = simulator();
    const sale = terminal("1001", { TransactionType: 4001, PaymentAmount: 100, IsSwipe: true });
    const before = record("terminal", ask(sim, "terminal", sale)).BatchNumber as number;
    expectValidReply("terminal", ask(sim, "terminal", terminal("1003")));
    const after = record("terminal", ask(sim, "terminal", sale));
    expect(after.BatchNumber).toBe(before + 1);
    expect(after.VendorRoc).toBe(ROC_RANGE.min);
  });
});

describe("card numbers in replies are masked to first six and last four", () => {
  const CARDS: Array<{ given: string; cardNumber?: string; want: string; holder?: string; entry: number }> = [
    { given: "a manual card number", cardNumber: "4000123412341234", want: "400012******1234", entry: 0 },
    { given: "a grouped manual number", cardNumber: "5500 0000 0000 0004", want: "550000******0004", entry: 0 },
    { given: "track 1 data", cardNumber: "%B4000123412341234^DOE/JOHN^2512101000", want: "400012******1234", holder: "DOE JOHN", entry: 1 },
    { given: "no card (the app reads one)", want: "411111******1111", entry: 2 },
  ];

  it.each(CARDS.map((c) => [c.given, c] as const))("%s", (_, c) => {
    const detail: Json = { TransactionType: 4001, PaymentAmount: 100, IsSwipe: true, BillingRefNo: "M-1" };
    if (c.cardNumber) detail.CardNumber = c.cardNumber;
    const reply = ask(simulator(), "terminal", terminal("1001", detail));
    expectValidReply("terminal", reply);
    const r = record("terminal", reply);
    expect(r.CardNumber).toBe(c.want);
    expect(r.ExpiryDate).toBe("XXXX");
    expect(r.CardEntryMode).toBe(c.entry);
    if (c.holder) expect(r.CardholderName).toBe(c.holder);
    const digits = (c.cardNumber ?? "4111111111111111").replace(/\D/g, "").slice(0, 16);
    expect(JSON.stringify(reply)).not.toContain(digits);
  });

  it("mobile replies carry no card number (the document: the customer's mobile number or empty)", () => {
    const reply = ask(simulator(), "mobile", mobile({ TransactionType: 5561, BillingRefNo: "C-1", PaymentAmount: 100 }));
    expect(record("mobile", reply).CardNumber).toBe("");
  });
});

describe("the contract's own request examples", () => {
  const examples = terminalSchema("MobileRequest.json")!.examples as Json[];
  it.each(examples.map((e, i) => [i, e] as const))("mobile example %i gets a valid reply", (_, request) => {
    expectValidReply("mobile", ask(simulator(), "mobile", request));
  });
});

describe("the simulator covers the contract", () => {
  it("names each terminal handler's MethodId after the contract's method name", () => {
    const pascal = (name: string) => name.replace(/\s*\(.*\)$/, "").replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
    const want = Object.fromEntries(knownMethods("terminal").map((id) => [pascal(methodInfo("terminal", id)!.name), id]));
    expect(METHOD).toEqual(want);
  });

  it.each(["terminal", "mobile"] as const)("has no handler for a MethodId the %s app's contract does not know", (app) => {
    expect(implementedMethods(app).filter((id) => !knownMethods(app).includes(id))).toEqual([]);
  });

  it.each(["terminal", "mobile"] as const)("has an example reply of the contract for every %s method", (app) => {
    const templates = ReplyTemplates.load();
    expect(knownMethods(app).filter((id) => !templates.has(app, id))).toEqual([]);
  });
});

describe("types whose request shape the document does not show", () => {
  const CASES: Array<{ given: string; detail: Json; want: [string, string]; approval: boolean }> = [
    { given: "wallet void 5104", detail: { TransactionType: 5104, BillingRefNo: "WV-1" }, want: ["0", "APPROVED"], approval: true },
    { given: "resend SMS 5564", detail: { TransactionType: 5564, Anything: { nested: true } }, want: ["0", "Success"], approval: false },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s is accepted", (_, c) => {
    const reply = simulator().handle("mobile", mobile(c.detail));
    expectValidReply("mobile", reply);
    expect([code(reply), message(reply)]).toEqual(c.want);
    expect(record("mobile", reply).ApprovalCode !== "").toBe(c.approval);
  });
});
