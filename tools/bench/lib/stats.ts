/** Small statistics for benchmark runs: medians and spreads of a few samples. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function min(values: readonly number[]): number {
  return values.length ? Math.min(...values) : NaN;
}

export function max(values: readonly number[]): number {
  return values.length ? Math.max(...values) : NaN;
}

/** Rounded to `digits` significant digits (numbers in results.json stay readable). */
export function sig(x: number, digits = 3): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const p = 10 ** (digits - Math.ceil(Math.log10(Math.abs(x))));
  return Math.round(x * p) / p;
}

/** A measured quantity: its runs and their median. */
export interface Series {
  median: number;
  runs: number[];
}

export function series(runs: number[], digits = 3): Series {
  return { median: sig(median(runs), digits), runs: runs.map((r) => sig(r, digits)) };
}
