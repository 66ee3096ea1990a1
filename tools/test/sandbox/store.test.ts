import { describe, expect, it } from "vitest";
import { BoundedStore } from "../../src/sandbox/store.ts";

describe("BoundedStore", () => {
  it("keeps at most `cap` entries, dropping the oldest inserted first", () => {
    const s = new BoundedStore<number, string>(2, () => 0);
    s.set(1, "a");
    s.set(2, "b");
    s.set(1, "a2"); // replacing does not evict
    s.set(3, "c");
    expect([s.get(1), s.get(2), s.get(3), s.size]).toEqual([undefined, "b", "c", 2]);
  });

  it("forgets entries older than ttlMs", () => {
    let now = 0;
    const s = new BoundedStore<string, number>(10, () => now, 1000);
    s.set("t", 1);
    now = 999;
    expect(s.get("t")).toBe(1);
    now = 1000;
    expect([s.get("t"), s.size]).toEqual([undefined, 0]);
  });

  it("refuses a cap that is not a positive integer", () => {
    expect(() => new BoundedStore(0, () => 0)).toThrow(/positive integer/);
  });
});
