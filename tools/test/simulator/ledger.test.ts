/** The transaction book: BatchNo/Roc slots within the document's ranges, and the Get Status match. */
import { describe, expect, it } from "vitest";
import { BATCH_RANGE, Ledger, MAX_TRANSACTIONS, ROC_RANGE, sameBankCode, TRANSACTION_TTL_MS } from "../../src/simulator/ledger.ts";

describe("slots", () => {
  it("counts Roc from 101 to 999, then opens the next batch", () => {
    const ledger = new Ledger();
    const slots = Array.from({ length: ROC_RANGE.max - ROC_RANGE.min + 2 }, () => ledger.nextSlot());
    expect(slots[0]).toEqual({ batchNo: BATCH_RANGE.min, roc: ROC_RANGE.min });
    expect(slots.at(-2)).toEqual({ batchNo: BATCH_RANGE.min, roc: ROC_RANGE.max });
    expect(slots.at(-1)).toEqual({ batchNo: BATCH_RANGE.min + 1, roc: ROC_RANGE.min });
  });

  it("wraps the batch from 99999 back to 9001", () => {
    const ledger = new Ledger({ firstBatch: BATCH_RANGE.max });
    ledger.closeBatch();
    expect(ledger.nextSlot()).toEqual({ batchNo: BATCH_RANGE.min, roc: ROC_RANGE.min });
  });

  it("hands out six-digit approval codes and twelve-digit reference numbers", () => {
    const { approvalCode, rrn } = new Ledger().nextApproval();
    expect(approvalCode).toMatch(/^\d{6}$/);
    expect(rrn).toMatch(/^\d{12}$/);
  });
});

describe("Get Status match", () => {
  const CASES: Array<{ given: [string, string]; want: boolean }> = [
    { given: ["4", "4"], want: true },
    { given: ["01", "1"], want: true },
    { given: ["103", "105"], want: false },
    { given: ["AB", "ab"], want: false },
    { given: ["", "0"], want: false },
  ];
  it.each(CASES.map((c) => [`${c.given[0]} vs ${c.given[1]}`, c] as const))("BankCode %s", (_, c) => {
    expect(sameBankCode(...c.given)).toBe(c.want);
  });

  it("finds an initiated transaction only by all five fields and its channel", () => {
    const ledger = new Ledger();
    const tx = ledger.initiate("upi", 5120, { billingRefNo: "B-1", paymentAmount: 100, bankCode: "4" });
    expect(ledger.find("upi", tx.key)).toBe(tx);
    expect(ledger.find("wallet", tx.key)).toBeUndefined();
    expect(ledger.find("upi", { ...tx.key, paymentAmount: 99 })).toBeUndefined();
  });

  it("approves once: a second approval returns the first", () => {
    const ledger = new Ledger();
    const tx = ledger.initiate("card", 5561, { billingRefNo: "B-2", paymentAmount: 1, bankCode: "01" });
    const first = ledger.approve(tx, new Date());
    expect(ledger.approve(tx, new Date())).toBe(first);
    expect(first.invoice).not.toBe(tx.initiatedInvoice);
  });
});

describe("bounded memory (issue 15)", () => {
  const sale = (ledger: Ledger, i: number) => ledger.initiate("upi", 5120, { billingRefNo: `B-${i}`, paymentAmount: 100, bankCode: "4" });

  it("forgets a transaction TRANSACTION_TTL_MS after its last use", () => {
    let now = 0;
    const ledger = new Ledger({ now: () => now });
    const old = sale(ledger, 1);
    now = TRANSACTION_TTL_MS - 1;
    expect(ledger.find("upi", old.key)).toBe(old);
    now = TRANSACTION_TTL_MS;
    expect(ledger.find("upi", old.key)).toBeUndefined();
    expect(ledger.size).toBe(0);
  });

  it("keeps an approved transaction another TTL after its Get Status", () => {
    let now = 0;
    const ledger = new Ledger({ now: () => now });
    const tx = sale(ledger, 1);
    now = TRANSACTION_TTL_MS - 1;
    ledger.approve(tx, new Date(now));
    now = 2 * TRANSACTION_TTL_MS - 2;
    expect(ledger.find("upi", tx.key)).toBe(tx);
  });

  it(`keeps at most MAX_TRANSACTIONS (${MAX_TRANSACTIONS}) per ledger, forgetting the oldest`, () => {
    const ledger = new Ledger();
    const first = sale(ledger, 0);
    const second = sale(ledger, 1);
    for (let i = 2; i < MAX_TRANSACTIONS + 1; i++) sale(ledger, i);
    expect(ledger.size).toBe(MAX_TRANSACTIONS);
    expect(ledger.find("upi", first.key)).toBeUndefined();
    expect(ledger.find("upi", second.key)).toBe(second);
  });

  it("forgets the least recently used first: a Get Status keeps a transaction", () => {
    const ledger = new Ledger({ maxTransactions: 3 });
    const [a, b, c] = [0, 1, 2].map((i) => sale(ledger, i));
    ledger.approve(a!, new Date());
    const d = sale(ledger, 3);
    expect(ledger.all()).toEqual([c, a, d]);
    expect(ledger.find("upi", b!.key)).toBeUndefined();
  });

  it("honours a smaller maxTransactions", () => {
    const ledger = new Ledger({ maxTransactions: 3 });
    const txs = [0, 1, 2, 3, 4].map((i) => sale(ledger, i));
    expect(ledger.all()).toEqual(txs.slice(2));
  });
});
