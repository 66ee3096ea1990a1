/**
 * The proxy's in-flight byte budget (issue 42, A7): every byte of a request body read from a client,
 * of an answer read from the upstream and of an answer inflated for judging is taken from one budget
 * shared by every service of the proxy, and given back when its exchange is done. A request that
 * would pass it is answered 503 (and its connection closed) instead of being buffered: 200 clients
 * sending 15 MiB each cost the budget, not 3 GB of memory.
 */
export class ByteBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  /** Take `n` bytes; false (nothing taken) when that would pass the limit. */
  take(n: number): boolean {
    if (this.used + n > this.limit) return false;
    this.used += n;
    return true;
  }

  give(n: number): void {
    this.used = Math.max(0, this.used - n);
  }

  /** Bytes held now. */
  get inUse(): number {
    return this.used;
  }
}
