/**
 * Bounded in-memory state: a Map that keeps at most `cap` entries (the oldest inserted goes first)
 * and optionally forgets entries older than `ttlMs`. The sandbox's memory therefore stays flat
 * however long it runs (see the README's Sandbox section for the caps).
 */
export class BoundedStore<K, V> {
  private readonly map = new Map<K, { value: V; at: number }>();

  constructor(
    readonly cap: number,
    private readonly now: () => number,
    readonly ttlMs?: number,
  ) {
    if (!Number.isInteger(cap) || cap < 1) throw new Error(`a sandbox store cap must be a positive integer, not ${cap}`);
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) return undefined;
    if (this.ttlMs !== undefined && this.now() - e.at >= this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** Insert or replace; a new key beyond the cap evicts the oldest entry. */
  set(key: K, value: V): void {
    const existing = this.map.get(key);
    if (existing !== undefined) {
      existing.value = value;
      return;
    }
    if (this.map.size >= this.cap) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, { value, at: this.now() });
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  values(): IterableIterator<V> {
    const it = this.map.values();
    return (function* () {
      for (const e of it) yield e.value;
    })();
  }
}
