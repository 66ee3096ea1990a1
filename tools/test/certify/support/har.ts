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
