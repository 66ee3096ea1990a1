/**
 * Values captured from live responses, substituted into later requests of the same recording:
 * when a volatile field of a live response differs from the recorded one (a new token, customer
 * id, order id, batch number...), later requests that carry the recorded value get the live one
 * instead - in volatile body fields, path segments, query values and the bearer credential.
 */
import type { Volatility } from "./volatile.ts";

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";

export class Captures {
  private readonly map = new Map<string, unknown>();
  constructor(private readonly volatile: Volatility) {}

  get size(): number {
    return this.map.size;
  }

  /** Learn recorded → live pairs from the volatile fields of a response. */
  learn(recorded: unknown, live: unknown, key?: string): void {
    if (isObj(recorded) && isObj(live)) {
      if (Array.isArray(recorded)) {
        if (!Array.isArray(live)) return;
        const n = Math.min(recorded.length, live.length);
        for (let i = 0; i < n; i++) this.learn(recorded[i], live[i], key);
        return;
      }
      for (const k of Object.keys(recorded)) this.learn((recorded as Record<string, unknown>)[k], (live as Record<string, unknown>)[k], k);
      return;
    }
    if (key === undefined || !this.volatile.is(key)) return;
    if (recorded === undefined || recorded === null || live === undefined || live === null || isObj(live)) return;
    if (String(recorded) === "" || String(recorded) === String(live)) return;
    if (this.map.size > 100_000) this.map.clear();
    this.map.set(String(recorded), live);
  }

  /** The live replacement of a recorded scalar, typed like the recorded one. */
  private replacement(value: unknown): unknown {
    if (value === undefined || value === null || isObj(value)) return undefined;
    const live = this.map.get(String(value));
    if (live === undefined) return undefined;
    if (typeof value === "number" && typeof live === "string" && /^-?\d+(\.\d+)?$/.test(live)) return Number(live);
    if (typeof value === "string" && typeof live !== "string") return String(live);
    return live;
  }

  /** A copy of a body with volatile fields replaced; the same object when nothing changed. */
  body<T>(node: T, key?: string): T {
    if (this.map.size === 0) return node;
    if (isObj(node)) {
      let changed = false;
      // biome-ignore lint/suspicious/noExplicitAny: a copy of an array or an object, written by key
      const copy: any = Array.isArray(node) ? [...node] : { ...node };
      for (const k of Object.keys(copy)) {
        const v = copy[k];
        const childKey = Array.isArray(node) ? key : k;
        const r = this.body(v, childKey);
        if (r !== v) {
          copy[k] = r;
          changed = true;
        }
      }
      return changed ? copy : node;
    }
    if (key !== undefined && this.volatile.is(key)) {
      const r = this.replacement(node);
      if (r !== undefined) return r as T;
    }
    return node;
  }

  /** A path segment, query value or token as text. */
  text(value: string): string {
    const r = this.map.get(value);
    return r === undefined || isObj(r) ? value : String(r);
  }

  /** The Authorization header with a captured bearer token replaced. */
  authorization(value: string): string {
    const m = /^(\s*Bearer\s+)(\S+)(.*)$/i.exec(value);
    return m ? m[1]! + this.text(m[2]!) + m[3]! : value;
  }
}
