/**
 * HAR recordings for the HTTP certification tests, built from the documents' illustrations (the
 * conforming recordings of conformance/cases/, which carry the contracts' examples): entries are
 * taken from the cases, re-timed, and varied where a scenario needs it (a second token, an error
 * status).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Json = Record<string, any>;
const CASES = path.resolve(import.meta.dirname, "../../../../conformance/cases");

/** The entries of a case recording (deep copies). */
export function caseEntries(service: "affordability" | "optimizer", name: string): Json[] {
  return (JSON.parse(readFileSync(path.join(CASES, service, `${name}.har`), "utf8")) as Json).log.entries;
}

/** A copy of an entry with changes: start time, status, response body (as JSON), request headers. */
export function vary(entry: Json, change: { at?: string; status?: number; body?: unknown; authorization?: string; patchBody?: (b: any) => void }): Json {
  const e = structuredClone(entry);
  if (change.at) e.startedDateTime = change.at;
  if (change.status !== undefined) e.response.status = change.status;
  if (change.body !== undefined || change.patchBody) {
    const body = change.body ?? JSON.parse(e.response.content.text);
    change.patchBody?.(body);
    e.response.content.text = JSON.stringify(body);
    e.response.content.size = e.response.content.text.length;
  }
  if (change.authorization !== undefined) {
    e.request.headers = e.request.headers.filter((h: Json) => h.name.toLowerCase() !== "authorization");
    e.request.headers.push({ name: "Authorization", value: change.authorization });
  }
  return e;
}

/** Entries re-timed one second apart from `start` (ISO), in order. */
export function sequence(entries: Json[], start = "2024-01-15T10:00:00.000Z"): Json[] {
  const t0 = Date.parse(start);
  return entries.map((e, i) => ({ ...e, startedDateTime: e.startedDateTime && e.__keepTime ? e.startedDateTime : new Date(t0 + i * 1000).toISOString() }));
}

export function writeHar(file: string, entries: Json[]): string {
  writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "certify-test", version: "1" }, entries } }, null, 1));
  return file;
}

/**
 * Time passing in a recording (issue 40, D19: the renewal must come in the second half of the first
 * token's lifetime): from the first entry `from` selects on, every entry starts `seconds` later. The
 * scripted apps move their own clock on instead of waiting (their client renews the 60 s token after
 * 30 s of its clock); this moves the recording's clock with it, as if the app had waited.
 */
export function elapse(entries: Json[], from: (e: Json, i: number) => boolean, seconds: number): Json[] {
  const at = entries.findIndex(from);
  if (at < 0) throw new Error("elapse: no entry to start from");
  return entries.map((e, i) => (i < at ? e : { ...e, startedDateTime: new Date(Date.parse(e.startedDateTime) + seconds * 1000).toISOString() }));
}

/** The same on a HAR file: from its second token request (the scripted app's renewal), 31 s later. */
export function elapseAtRenewal(file: string, seconds = 31): string {
  const doc = JSON.parse(readFileSync(file, "utf8")) as Json;
  let tokens = 0;
  const isToken = (e: Json): boolean =>
    /\/protocol\/openid-connect\/token$/.test(new URL(e.request.url).pathname) && /short-lived/.test(e.request.postData?.text ?? "");
  doc.log.entries = elapse(doc.log.entries, (e) => isToken(e) && ++tokens === 2, seconds);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}
