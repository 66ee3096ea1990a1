import { describe, expect, it } from "vitest";
import { TokenCache, type IssuedToken } from "../../src/client/token-cache.ts";

/** A token source that counts requests and issues "t1", "t2", ... with a fixed lifetime. */
function source(expiresInSeconds: number) {
  let n = 0;
  return {
    get count() {
      return n;
    },
    fetchToken: async (): Promise<IssuedToken> => ({ accessToken: `t${++n}`, expiresInSeconds }),
  };
}

describe("TokenCache", () => {
  // given: a token of `lifetime` seconds, margin `margin`; want: the token used at each clock time (seconds).
  const cases = [
    { given: { lifetime: 900, margin: 60 }, at: [0, 1, 839], want: ["t1", "t1", "t1"] },
    { given: { lifetime: 900, margin: 60 }, at: [0, 840], want: ["t1", "t2"] },
    { given: { lifetime: 900, margin: 60 }, at: [0, 840, 841, 1679, 1680], want: ["t1", "t2", "t2", "t2", "t3"] },
    { given: { lifetime: 900, margin: 0 }, at: [0, 899, 900], want: ["t1", "t1", "t2"] },
    // A token shorter-lived than twice the margin is renewed at half its lifetime.
    { given: { lifetime: 60, margin: 60 }, at: [0, 29, 30], want: ["t1", "t1", "t2"] },
    { given: { lifetime: 0, margin: 60 }, at: [0, 0], want: ["t1", "t2"] },
  ];
  for (const c of cases) {
    it(`lifetime ${c.given.lifetime}s, margin ${c.given.margin}s, used at ${c.at.join(", ")}s: ${c.want.join(", ")}`, async () => {
      let now = 0;
      const s = source(c.given.lifetime);
      const cache = new TokenCache({ fetchToken: s.fetchToken, now: () => now, renewBeforeSeconds: c.given.margin });
      const got: string[] = [];
      for (const t of c.at) {
        now = t * 1000;
        got.push(await cache.get());
      }
      expect(got).toEqual(c.want);
    });
  }

  it("shares one in-flight request among concurrent callers", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let requests = 0;
    const cache = new TokenCache({
      fetchToken: async () => {
        requests++;
        await gate;
        return { accessToken: "shared", expiresInSeconds: 900 };
      },
    });
    const pending = Array.from({ length: 10 }, () => cache.get());
    release();
    expect(await Promise.all(pending)).toEqual(Array(10).fill("shared"));
    expect(requests).toBe(1);
  });

  it("does not cache a failure: the next call tries again", async () => {
    let calls = 0;
    const cache = new TokenCache({
      fetchToken: async () => {
        if (++calls === 1) throw new Error("token endpoint down");
        return { accessToken: "ok", expiresInSeconds: 900 };
      },
    });
    await expect(cache.get()).rejects.toThrow("token endpoint down");
    await expect(cache.get()).resolves.toBe("ok");
    expect(calls).toBe(2);
  });

  it("fetches anew after invalidate()", async () => {
    const s = source(900);
    const cache = new TokenCache({ fetchToken: s.fetchToken, now: () => 0 });
    expect(await cache.get()).toBe("t1");
    cache.invalidate();
    expect(await cache.get()).toBe("t2");
  });

  it("rejects a negative margin", () => {
    expect(() => new TokenCache({ fetchToken: source(1).fetchToken, renewBeforeSeconds: -1 })).toThrow(RangeError);
  });
});
