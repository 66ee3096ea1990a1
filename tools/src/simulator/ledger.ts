/**
 * The simulator's transaction book: the state machine of 002 § States and transitions.
 *
 *   none --sale (UPI 5120, wallet 5102, card 5561, bank EMI 5566, brand EMI 5567)--> initiated (code 100)
 *   initiated --Get Status with the same BillingRefNo, BatchNo, Roc, PaymentAmount, BankCode--> approved (code 0)
 *   approved --void (UPI 5121, card 5562) with the same fields--> voided (a second void is refused; Get Status says VOIDED)
 *
 * Each initiated transaction is given the next BatchNo/Roc slot (BatchNo 9001 to 99999, Roc 101 to
 * 999, the document's ranges) and an invoice number; approval fills ApprovalCode and
 * RetrievalReferenceNumber and gives a new invoice number ("invoice number changes"). Numbers come
 * from counters, so a run is reproducible.
 *
 * Memory is bounded: a transaction is kept for TRANSACTION_TTL_MS (30 minutes) after its sale or
 * its last Get Status, and at most MAX_TRANSACTIONS (10,000) per app; beyond that the oldest is
 * forgotten first. A Get Status or void of a forgotten transaction answers like one that never
 * existed (7 Invalid data-format). Both limits are options of the ledger (`ttlMs`, `maxTransactions`).
 * Lookups are by channel, BatchNo and Roc (a map), so a long run does not slow down.
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
  state: "initiated" | "approved" | "voided";
  /** Filled on approval. */
  approval?: { readonly approvalCode: string; readonly rrn: string; readonly invoice: number; readonly at: Date };
}

export const BATCH_RANGE = { min: 9001, max: 99999 } as const;
export const ROC_RANGE = { min: 101, max: 999 } as const;

/** How long a transaction is kept after its sale or its last Get Status (30 minutes). */
export const TRANSACTION_TTL_MS = 30 * 60 * 1000;
/** How many transactions an app's ledger keeps at most (the oldest is forgotten first). */
export const MAX_TRANSACTIONS = 10_000;

export interface LedgerOptions {
  /** First BatchNo (default 9001). */
  firstBatch?: number;
  /** First invoice number (default 1). */
  firstInvoice?: number;
  /** Keep a transaction this long after its last use, in milliseconds (default TRANSACTION_TTL_MS). */
  ttlMs?: number;
  /** Keep at most this many transactions (default MAX_TRANSACTIONS). */
  maxTransactions?: number;
  /** Clock in milliseconds since the epoch (default Date.now). */
  now?: () => number;
}

export class Ledger {
  private batch: number;
  private roc: number = ROC_RANGE.min - 1;
  private invoice: number;
  private approvals = 0;
  /** By slot key. */
  private readonly transactions = new Map<string, Entry>();
  /**
   * The entries in the order they were last used (oldest at `head`); an entry used again is queued
   * again and its older place is skipped as stale. (Deleting from the front of a Map and reading its
   * first key again would rescan the deleted slots: quadratic over a long run.)
   */
  private queue: Array<{ key: string; entry: Entry }> = [];
  private head = 0;
  private readonly ttlMs: number;
  private readonly maxTransactions: number;
  private readonly now: () => number;

  constructor(options: LedgerOptions = {}) {
    this.batch = options.firstBatch ?? BATCH_RANGE.min;
    this.invoice = (options.firstInvoice ?? 1) - 1;
    this.ttlMs = options.ttlMs ?? TRANSACTION_TTL_MS;
    this.maxTransactions = Math.max(1, options.maxTransactions ?? MAX_TRANSACTIONS);
    this.now = options.now ?? Date.now;
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
    this.forgetExpired();
    this.use(keyOfSlot(channel, tx.key), tx);
    while (this.transactions.size > this.maxTransactions) this.forgetOldest();
    return tx;
  }

  /**
   * The transaction a Get Status refers to: same channel and all five fields equal (BankCode compared
   * as a number when both sides are numeric, so "01" matches "1"). Undefined when none matches.
   */
  find(channel: Channel, key: StatusKey): Transaction | undefined {
    this.forgetExpired();
    const t = this.transactions.get(keyOfSlot(channel, key))?.tx;
    const same =
      t !== undefined && t.key.billingRefNo === key.billingRefNo && t.key.paymentAmount === key.paymentAmount && sameBankCode(t.key.bankCode, key.bankCode);
    return same ? t : undefined;
  }

  /** Approve an initiated transaction (a second Get Status returns the same approval); it is kept for another TTL. */
  approve(tx: Transaction, at: Date): NonNullable<Transaction["approval"]> {
    if (!tx.approval) {
      tx.approval = { ...this.nextApproval(), invoice: this.nextInvoice(), at };
      tx.state = "approved";
    }
    const slotKey = keyOfSlot(tx.channel, tx.key);
    if (this.transactions.get(slotKey)?.tx === tx) this.use(slotKey, tx);
    return tx.approval;
  }

  /** Void an approved transaction (its approval stays: a Get Status afterwards reports it voided); it is kept for another TTL. */
  voidTransaction(tx: Transaction): void {
    tx.state = "voided";
    const slotKey = keyOfSlot(tx.channel, tx.key);
    if (this.transactions.get(slotKey)?.tx === tx) this.use(slotKey, tx);
  }

  /** Every transaction still kept, least recently used first (read-only view for tests). */
  all(): readonly Transaction[] {
    return this.queue
      .slice(this.head)
      .filter((q) => this.transactions.get(q.key) === q.entry)
      .map((q) => q.entry.tx);
  }

  /** Forget every transaction (the admin reset); the counters go on, so a slot is never handed out twice. */
  clear(): void {
    this.transactions.clear();
    this.queue = [];
    this.head = 0;
  }

  /** How many transactions are kept. */
  get size(): number {
    return this.transactions.size;
  }

  /** Record a use of a transaction: it becomes the most recently used. */
  private use(key: string, tx: Transaction): void {
    const entry: Entry = { tx, touched: this.now() };
    this.transactions.set(key, entry);
    this.queue.push({ key, entry });
    if (this.queue.length - this.head > 2 * this.maxTransactions + 1024) {
      // Many stale places (transactions used again and again): keep only the live ones.
      this.queue = this.queue.slice(this.head).filter((q) => this.transactions.get(q.key) === q.entry);
      this.head = 0;
    }
  }

  /** The least recently used live place in the queue (stale ones skipped), or undefined. */
  private oldest(): { key: string; entry: Entry } | undefined {
    while (this.head < this.queue.length) {
      const q = this.queue[this.head]!;
      if (this.transactions.get(q.key) === q.entry) return q;
      this.head++;
    }
    return undefined;
  }

  private forgetOldest(): void {
    const q = this.oldest();
    if (!q) return;
    this.transactions.delete(q.key);
    this.head++;
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  /** Drop the transactions unused for longer than the TTL (the least recently used come first). */
  private forgetExpired(): void {
    const oldest = this.now() - this.ttlMs;
    for (let q = this.oldest(); q !== undefined && q.entry.touched <= oldest; q = this.oldest()) this.forgetOldest();
  }
}

interface Entry {
  readonly tx: Transaction;
  /** When it was last used (sale or Get Status), in milliseconds since the epoch. */
  readonly touched: number;
}

/** The map key of a transaction: channel, BatchNo and Roc (a slot is handed out once per ledger). */
function keyOfSlot(channel: Channel, key: Pick<StatusKey, "batchNo" | "roc">): string {
  return `${channel}|${key.batchNo}|${key.roc}`;
}

export function sameBankCode(a: string, b: string): boolean {
  if (a === b) return true;
  return /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b);
}
