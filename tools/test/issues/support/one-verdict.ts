/**
 * Support of the cross-judge property test (issue 26, "One judge"): seed exchanges read from the
 * clean conformance cases, and mutations of their JSON bodies that may or may not break the contract.
 * The test needs no oracle of validity: it requires every judge to reach the same verdict.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { route, type HttpOperation } from "../../../src/contract/operations.ts";
import { isApp, type App } from "../../../src/contract/terminal.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../../..");
const CASES = path.join(ROOT, "conformance/cases");

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** One recorded HTTP exchange of a clean case, with its operation. */
export interface HttpSeed {
  facts: HttpOperation;
  method: string;
  /** Path of the recorded URL and its search part ("" or "?..."). */
  pathname: string;
  search: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  /** Request headers, names lower case. */
  headers: Record<string, string>;
  /** The JSON request body (undefined when the operation sends none). */
  body: Json | undefined;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: Json | undefined;
}

export interface TerminalSeed {
  app: App;
  request: Json;
  reply: Json;
}

const lowerHeaders = (list: Array<{ name: string; value: string }> = []): Record<string, string> =>
  Object.fromEntries(list.map((h) => [h.name.toLowerCase(), h.value]));

function parseJson(text: string | undefined): Json | undefined {
  if (text === undefined || text === "") return undefined;
  return JSON.parse(text) as Json;
}

/** The exchanges of the named HAR cases whose operation has a JSON body or none (form bodies stay out). */
export function httpSeeds(cases: string[]): HttpSeed[] {
  const out: HttpSeed[] = [];
  for (const name of cases) {
    const har = JSON.parse(readFileSync(path.join(CASES, `${name}.har`), "utf8")) as {
      log: { entries: Array<{ request: any; response: any }> };
    };
    for (const e of har.log.entries) {
      const url = new URL(e.request.url);
      const found = findOperation(e.request.method, url.pathname);
      if (!found) continue;
      const contentType = String(e.request.postData?.mimeType ?? "");
      if (e.request.postData?.text !== undefined && !contentType.includes("json")) continue;
      out.push({
        facts: found.facts,
        method: e.request.method,
        pathname: url.pathname,
        search: url.search,
        pathParams: found.params,
        query: Object.fromEntries(url.searchParams.entries()),
        headers: lowerHeaders(e.request.headers),
        body: parseJson(e.request.postData?.text),
        status: e.response.status,
        responseHeaders: lowerHeaders(e.response.headers),
        responseBody: parseJson(e.response.content?.text),
      });
    }
  }
  return out;
}

function findOperation(method: string, pathname: string): { facts: HttpOperation; params: Record<string, string> } | undefined {
  const m = route(method, pathname);
  return m.operation ? { facts: m.operation, params: m.params } : undefined;
}

/** The exchanges of the named JSON Lines cases. */
export function terminalSeeds(cases: string[]): TerminalSeed[] {
  const out: TerminalSeed[] = [];
  for (const name of cases) {
    for (const line of readFileSync(path.join(CASES, `${name}.jsonl`), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const x = JSON.parse(line) as { service: string; request: Json; response: Json };
      const request = typeof x.request === "string" ? (JSON.parse(x.request) as Json) : x.request;
      const reply = typeof x.response === "string" ? (JSON.parse(x.response) as Json) : x.response;
      if (isApp(x.service)) out.push({ app: x.service, request, reply });
    }
  }
  return out;
}

/** Ways to change one value: some keep a message valid, most break one constraint. */
export const OPS = ["delete", "extra", "null", "as-string", "as-number", "long-string", "empty-object", "empty-array", "bump", "negative", "fraction"] as const;
export type Op = (typeof OPS)[number];

export interface Mutation {
  op: Op;
  /** Which node (modulo the number of nodes). */
  at: number;
}

export const mutationArb: fc.Arbitrary<Mutation[]> = fc.array(fc.record({ op: fc.constantFrom(...OPS), at: fc.nat() }), { minLength: 0, maxLength: 2 });

type Place = Array<string | number>;

function places(v: Json, at: Place = [], out: Place[] = []): Place[] {
  out.push(at);
  if (Array.isArray(v)) for (const [i, x] of v.entries()) places(x, [...at, i], out);
  else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) places(x, [...at, k], out);
  return out;
}

function change(value: Json, op: Op): Json | typeof DELETE {
  switch (op) {
    case "delete":
      return DELETE;
    case "extra":
      return value !== null && typeof value === "object" && !Array.isArray(value) ? { ...value, undeclared_field: 1 } : value;
    case "null":
      return null;
    case "as-string":
      return typeof value === "number" || typeof value === "boolean" ? String(value) : value;
    case "as-number":
      return typeof value === "string" ? (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : 12345) : value;
    case "long-string":
      return typeof value === "string" ? value + "9".repeat(300) : value;
    case "empty-object":
      return {};
    case "empty-array":
      return [];
    case "bump":
      return typeof value === "number" ? value + 1000 : typeof value === "string" ? `${value}Z` : value;
    case "negative":
      return typeof value === "number" ? -Math.abs(value) - 1 : value;
    case "fraction":
      return typeof value === "number" ? value + 0.5 : value;
  }
}

const DELETE = Symbol("delete");

/** `value` with the mutations applied in order (a copy; the root is never deleted). */
export function mutate(value: Json, mutations: readonly Mutation[]): Json {
  let out = structuredClone(value);
  for (const m of mutations) {
    const all = places(out);
    const place = all[m.at % all.length]!;
    const next = change(
      place.reduce<Json>((v, k) => (v as any)[k], out),
      m.op,
    );
    if (place.length === 0) {
      if (next !== DELETE) out = next;
      continue;
    }
    const parent = place.slice(0, -1).reduce<Json>((v, k) => (v as any)[k], out) as any;
    const key = place[place.length - 1]!;
    if (next === DELETE) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
    } else parent[key] = next;
  }
  return out;
}
