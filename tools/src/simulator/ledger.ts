/**
 * The simulator's transaction book: the state machine of 002 § States and transitions.
 *
 *   none --sale (UPI 5120, wallet 5102, card 5561, bank EMI 5566, brand EMI 5567)--> initiated (code 100)
 *   initiated --Get Status with the same BillingRefNo, BatchNo, Roc, PaymentAmount, BankCode--> approved (code 0)
 *
 * Each initiated transaction is given the next BatchNo/Roc slot (BatchNo 9001 to 99999, Roc 101 to
 * 999, the document's ranges) and an invoice number; approval fills ApprovalCode and
 * RetrievalReferenceNumber and gives a new invoice number ("invoice number changes"). Numbers come
 * from counters, so a run is reproducible.
 */

/** Which status call completes which sale: the document's pairs (5122 UPI, 5112 wallet, 5563 card and EMI). */
export type Channel = "upi" | "wallet" | "card";

/** The fields a Get Status must repeat from the initial reply. */
export interface StatusKey {
  readonly billingRefNo: string;
  readonly batchNo: number;
  readonly roc: number;
  readonly paymentAmount: number;
  readonly bankCode: string;
}

export interface Transaction {
  readonly channel: Channel;
  /** TransactionType of the sale that started it. */
  readonly saleType: number;
  readonly key: StatusKey;
  /** Invoice number of the initiated reply. */
  readonly initiatedInvoice: number;
  state: "initiated" | "approved";
  /** Filled on approval. */
  approval?: { readonly approvalCode: string; readonly rrn: string; readonly invoice: number; readonly at: Date };
}

export const BATCH_RANGE = { min: 9001, max: 99999 } as const;
export const ROC_RANGE = { min: 101, max: 999 } as const;

export interface LedgerOptions {
  /** First BatchNo (default 9001). */
  firstBatch?: number;
  /** First invoice number (default 1). */
  firstInvoice?: number;
}

export class Ledger {
  private batch: number;
  private roc: number = ROC_RANGE.min - 1;
  private invoice: number;
  private approvals = 0;
  private readonly transactions: Transaction[] = [];

  constructor(options: LedgerOptions = {}) {
    this.batch = options.firstBatch ?? BATCH_RANGE.min;
    this.invoice = (options.firstInvoice ?? 1) - 1;
  }

  /** The current batch (for Settlement). */
  get currentBatch(): number {
    return this.batch;
  }

  /** The next BatchNo/Roc slot: Roc counts 101 to 999, then the batch moves on. */
  nextSlot(): { batchNo: number; roc: number } {
    this.roc += 1;
    if (this.roc > ROC_RANGE.max) {
      this.roc = ROC_RANGE.min;
      this.batch = this.batch >= BATCH_RANGE.max ? BATCH_RANGE.min : this.batch + 1;
    }
    return { batchNo: this.batch, roc: this.roc };
  }

  /** Settlement: the current batch is closed; the next transaction opens the next batch at Roc 101. */
  closeBatch(): void {
    this.batch = this.batch >= BATCH_RANGE.max ? BATCH_RANGE.min : this.batch + 1;
    this.roc = ROC_RANGE.min - 1;
  }

  nextInvoice(): number {
    this.invoice += 1;
    return this.invoice;
  }

  /** A six-digit approval code and a twelve-digit retrieval reference number. */
  nextApproval(): { approvalCode: string; rrn: string } {
    this.approvals += 1;
    return {
      approvalCode: String(this.approvals % 1_000_000).padStart(6, "0"),
      rrn: String(400_000_000_000 + this.approvals).padStart(12, "0"),
    };
  }

  /** Record a sale that answered code 100. */
  initiate(channel: Channel, saleType: number, key: Omit<StatusKey, "batchNo" | "roc">): Transaction {
    const slot = this.nextSlot();
    const tx: Transaction = {
      channel,
      saleType,
      key: { ...key, ...slot },
      initiatedInvoice: this.nextInvoice(),
      state: "initiated",
    };
    this.transactions.push(tx);
    return tx;
  }

  /**
   * The transaction a Get Status refers to: same channel and all five fields equal (BankCode compared
   * as a number when both sides are numeric, so "01" matches "1"). Undefined when none matches.
   */
  find(channel: Channel, key: StatusKey): Transaction | undefined {
    return this.transactions.find(
      (t) =>
        t.channel === channel &&
        t.key.billingRefNo === key.billingRefNo &&
        t.key.batchNo === key.batchNo &&
        t.key.roc === key.roc &&
        t.key.paymentAmount === key.paymentAmount &&
        sameBankCode(t.key.bankCode, key.bankCode),
    );
  }

  /** Approve an initiated transaction (a second Get Status returns the same approval). */
  approve(tx: Transaction, at: Date): NonNullable<Transaction["approval"]> {
    if (!tx.approval) {
      tx.approval = { ...this.nextApproval(), invoice: this.nextInvoice(), at };
      tx.state = "approved";
    }
    return tx.approval;
  }

  /** Every transaction, oldest first (read-only view for Settlement and tests). */
  all(): readonly Transaction[] {
    return this.transactions;
  }
}

export function sameBankCode(a: string, b: string): boolean {
  if (a === b) return true;
  return /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b);
}
