/**
 * replay-diff: the live response compared with the recorded one, on every recorded leaf that is
 * not volatile (extra live fields are not differences: the schema check judges them). At most
 * MAX_DIFFS differences are listed per exchange, then one line says how many more there are.
 */
import type { Violation } from "../../judge/index.ts";
import { escapeToken } from "../../json-pointer.ts";
import { ABSENT, render } from "../../render.ts";
import type { Volatility } from "./volatile.ts";

export const MAX_DIFFS = 10;

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";

export function diffResponses(recorded: unknown, live: unknown, base: string, volatile: Volatility, out: Violation[]): void {
  let count = 0;
  let extra = 0;
  const report = (pointer: string, want: unknown, got: unknown, key: string | undefined, absent: boolean): void => {
    if (count >= MAX_DIFFS) {
      extra++;
      return;
    }
    count++;
    out.push({
      rule: "replay-diff",
      where: "response",
      pointer,
      expected: render(want, key),
      actual: absent ? ABSENT : render(got, key),
      message: absent ? "the live response lacks a field of the recorded one" : "the live response differs from the recorded one",
    });
  };
  const walk = (a: unknown, b: unknown, pointer: string, key: string | undefined): void => {
    if (isObj(a)) {
      if (!isObj(b) || Array.isArray(a) !== Array.isArray(b)) {
        report(pointer, a, b, key, b === undefined);
        return;
      }
      if (Array.isArray(a)) {
        const bl = b as unknown as unknown[];
        for (let i = 0; i < a.length; i++) {
          if (i >= bl.length) {
            report(`${pointer}/${i}`, a[i], undefined, key, true);
            continue;
          }
          walk(a[i], bl[i], `${pointer}/${i}`, key);
        }
        return;
      }
      for (const k of Object.keys(a)) {
        if (volatile.is(k)) continue;
        const bv = (b as Record<string, unknown>)[k];
        const p = `${pointer}/${escapeToken(k)}`;
        if (bv === undefined && (a as Record<string, unknown>)[k] !== undefined) report(p, (a as Record<string, unknown>)[k], undefined, k, true);
        else walk((a as Record<string, unknown>)[k], bv, p, k);
      }
      return;
    }
    if (a !== b) report(pointer, a, b, key, b === undefined);
  };
  walk(recorded, live, base, undefined);
  if (extra > 0) {
    out.push({
      rule: "replay-diff",
      where: "response",
      pointer: base,
      expected: "the recorded values",
      actual: `${extra} more difference(s)`,
      message: `and ${extra} more difference(s) not listed`,
    });
  }
}
