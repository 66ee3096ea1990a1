/** Bytes one store may hold by default (estimated by approxBytes): 8 MiB, so the sandboxes' ten stores stay under 100 MB. */
export const STORE_BYTES = 8 * 1024 * 1024;

/**
 * An estimate of the memory a JSON-like value holds (strings at two bytes a character, a fixed cost
 * per number, object and property): enough to bound a store by bytes, cheap to compute (no
 * serialisation; an explicit stack, so a deep value cannot overflow).
 */
export function approxBytes(value: unknown): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") total += 16 + 2 * v.length;
    else if (v === null || typeof v !== "object") total += 8;
    else if (Array.isArray(v)) {
      total += 16 + 8 * v.length;
      for (const x of v) stack.push(x);
    } else {
      total += 32;
      for (const [k, x] of Object.entries(v)) {
        total += 16 + 2 * k.length;
        stack.push(x);
      }
    }
  }
  return total;
}

/**
 * Bounded in-memory state: a Map that keeps at most `cap` entries and at most `maxBytes` (estimated
 * by approxBytes, keys included; the oldest inserted go first), and optionally forgets entries older
 * than `ttlMs`. The sandbox's memory therefore stays flat however long it runs and however large
 * the values it is sent (see the sandbox README's Sandbox section (tools/src/sandbox/README.md) for the caps).
 */
export class BoundedStore<K, V> {
  private readonly map = new Map<K, { value: V; at: number; bytes: number }>();
  private total = 0;

  constructor(
    readonly cap: number,
    private readonly now: () => number,
    readonly ttlMs?: number,
    readonly maxBytes: number = STORE_BYTES,
  ) {
    if (!Number.isInteger(cap) || cap < 1) throw new Error(`a sandbox store cap must be a positive integer, not ${cap}`);
    if (!(maxBytes > 0)) throw new Error(`a sandbox store byte budget must be positive, not ${maxBytes}`);
  }

  /** The estimated bytes held (approxBytes of every key and value). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) return undefined;
    if (this.ttlMs !== undefined && this.now() - e.at >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return e.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /**
   * Insert or replace; a new key beyond the cap, or bytes beyond the budget, evict the oldest
   * entries (a value replaced in place keeps its estimate: the sandboxes replace flags and states,
   * not texts).
   */
  set(key: K, value: V): void {
    const existing = this.map.get(key);
    if (existing !== undefined) {
      existing.value = value;
      return;
    }
    const bytes = approxBytes(key) + approxBytes(value);
    while (this.map.size > 0 && (this.map.size >= this.cap || this.total + bytes > this.maxBytes)) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.map.set(key, { value, at: this.now(), bytes });
    this.total += bytes;
  }

  /** Forget every entry (the admin interface's reset). */
  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  delete(key: K): boolean {
    const e = this.map.get(key);
    if (e === undefined) return false;
    this.total -= e.bytes;
    return this.map.delete(key);
  }

  values(): IterableIterator<V> {
    const it = this.map.values();
    return (function* () {
      for (const e of it) yield e.value;
    })();
  }
}
