/**
 * The partial result of `contracts conform --shard I/N --out PART`, read back by `contracts merge`:
 * JSON Lines, one JSON object per line (conformance/schemas/part.schema.json describes each kind;
 * conformance/README.md, "Sharded runs"):
 *
 *   {format: "contracts-conform-part", version: 1, toolkit, contract, judging, shard, files, touched}
 *   {segment: F, format, from: A, to: B, start, index}   file F: bytes [A, B) judged here, and where the first entry is (byte, number)
 *   {segment: F, error}                                  file F cannot be judged at all
 *   {batch}                                              judged entries, in order (judged-batch.ts, as JSON)
 *   {problem}                                            file F is unusable from here, after the entries before
 *   {end: F, next, nextIndex}                            where the next part's first entry of file F is (byte, number)
 *   {done: true, exchanges: N}                           the last line: the part is complete
 *
 * What a part holds of each exchange is what the report and the sequence rules need: its result as
 * the judge gave it, and its event cut to what the rules read (judge/sequence/reads.ts). A credential
 * the rules read (a bearer token, an access token, a payment token: any value under a secret key,
 * mask.ts isSecretKey) is replaced by a pseudonym, `sha256:` and 32 hex digits of its SHA-256: the
 * rules only match such values with each other, so a merge decides as one run does, and no
 * credential is written. Like every output, a part is written through the card-number mask.
 */
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { isSecretKey } from "../mask.ts";
import type { JudgedBatch } from "./judged-batch.ts";

export const PART_FORMAT = "contracts-conform-part";
export const PART_VERSION = 1;

/** A file of the recording as a part names it: the path given, its size, and a hash of its first and last MiB. */
export interface PartFile {
  path: string;
  size: number;
  headTailSha256: string;
}

export interface PartHeader {
  format: typeof PART_FORMAT;
  version: number;
  toolkit: { package: string; version: string };
  contract: { generatedSha256: string };
  judging: { basePath: string | null; secret: boolean };
  shard: { index: number; count: number };
  files: PartFile[];
  /** The files this part holds a segment of, in order. */
  touched: number[];
}

export type PartLine =
  | { segment: number; format: "har" | "jsonl"; from: number; to: number; start: number | null; index: number }
  | { segment: number; error: string }
  | { batch: BatchJson }
  | { problem: string }
  | { end: number; next: number; nextIndex: number }
  | { done: true; exchanges: number };

/** Bytes at each end of a file that its identity hashes. */
const SAMPLE = 1024 * 1024;

/** SHA-256 of a file's size, first MiB and last MiB: the same on every machine that has the same file, read in two reads. */
export function headTailSha256(file: string, size: number): string {
  const hash = createHash("sha256").update(`${size}\n`);
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const read = (at: number, n: number): Buffer => {
      const b = Buffer.alloc(n);
      const got = readSync(fd!, b, 0, n, at);
      return b.subarray(0, got);
    };
    if (size <= 2 * SAMPLE) hash.update(read(0, size));
    else hash.update(read(0, SAMPLE)).update(read(size - SAMPLE, SAMPLE));
  } catch {
    hash.update("unreadable");
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return hash.digest("hex");
}

/** Pseudonyms made lately (a bearer token comes back with every request of its session). */
const pseudonyms = new Map<string, string>();

/** A credential's pseudonym: the same for the same value on every machine, not the value. */
export function pseudonym(value: string): string {
  let p = pseudonyms.get(value);
  if (p === undefined) {
    p = `sha256:${createHash("sha256").update(value, "utf8").digest("hex").slice(0, 32)}`;
    if (pseudonyms.size >= 4096) pseudonyms.clear();
    pseudonyms.set(value, p);
  }
  return p;
}

/** `Bearer <token>` keeps its scheme, its credential becomes a pseudonym (the rules match the token). */
function authorization(value: string): string {
  const m = /^\s*(\S+)\s+(\S+)/.exec(value);
  return m ? `${m[1]} ${pseudonym(m[2]!)}` : pseudonym(value);
}

/** A value with every non-empty string under a secret key made a pseudonym (a copy where something changes). */
function guard(value: unknown, key?: string): unknown {
  if (typeof value === "string") {
    if (value === "" || key === undefined) return value;
    if (key.toLowerCase() === "authorization") return authorization(value);
    return isSecretKey(key) ? pseudonym(value) : value;
  }
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => guard(v, key));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = guard(v, k);
  return out;
}

/** A batch as a part holds it: typed arrays as arrays (NaN as null), an absent value left out, credentials guarded. */
export interface BatchJson {
  count: number;
  index: number[];
  operation: number[];
  operations: string[];
  flags: number[];
  status: Array<number | null>;
  started: Array<number | null>;
  finished: Array<number | null>;
  auth: number[];
  auths: string[];
  method: number[];
  methods: string[];
  detail: Array<[number, DetailJson]>;
  violations: JudgedBatch["violations"];
  problems: JudgedBatch["problems"];
  carried: JudgedBatch["carried"];
}

/** An HTTP event's detail (h headers, q query, p path parameters, b request body, y payloads, r response body) or a terminal one's (a app, m MethodId, q request, r response). */
type DetailJson = { h: unknown; q: unknown; p: unknown; b?: unknown; y: unknown; r?: unknown } | { a: string; m: string; q?: unknown; r?: unknown };

const numbers = (a: ArrayLike<number>): Array<number | null> => Array.from(a, (x) => (Number.isNaN(x) ? null : x));
const floats = (a: Array<number | null>): Float64Array => Float64Array.from(a, (x) => (x === null ? Number.NaN : x));

export function batchToJson(b: JudgedBatch): BatchJson {
  return {
    count: b.count,
    index: Array.from(b.index),
    operation: Array.from(b.operation),
    operations: b.operations,
    flags: Array.from(b.flags),
    status: numbers(b.status),
    started: numbers(b.started),
    finished: numbers(b.finished),
    auth: Array.from(b.auth),
    auths: b.auths.map((a) => guard(a, "authorization") as string),
    method: Array.from(b.method),
    methods: b.methods,
    detail: b.detail.map(([i, d]): [number, DetailJson] => {
      if (typeof d[0] === "string") {
        const [a, m, q, r] = d as [string, string, unknown?, unknown?];
        return [i, { a, m, ...(q !== undefined ? { q: guard(q) } : {}), ...(r !== undefined ? { r: guard(r) } : {}) }];
      }
      const [h, q, p, body, y, r] = d as [unknown, unknown, unknown, unknown, Array<[string, unknown]>, unknown];
      return [
        i,
        {
          h: guard(h),
          q: guard(q),
          p: guard(p),
          ...(body !== undefined ? { b: guard(body) } : {}),
          y: y.map(([pointer, v]) => [pointer, guard(v)]),
          ...(r !== undefined ? { r: guard(r) } : {}),
        },
      ];
    }),
    violations: b.violations,
    problems: b.problems,
    carried: b.carried,
  };
}

export function batchFromJson(j: BatchJson): JudgedBatch {
  return {
    count: j.count,
    index: Float64Array.from(j.index),
    operation: Uint16Array.from(j.operation),
    operations: j.operations,
    flags: Uint8Array.from(j.flags),
    status: floats(j.status),
    started: floats(j.started),
    finished: floats(j.finished),
    auth: Int32Array.from(j.auth),
    auths: j.auths,
    method: Int32Array.from(j.method),
    methods: j.methods,
    detail: j.detail.map(([i, d]) => {
      if ("a" in d)
        return [
          i,
          d.r !== undefined
            ? [d.a as "terminal" | "mobile", d.m, (d.q ?? {}) as Record<string, unknown>, d.r as Record<string, unknown>]
            : d.q !== undefined
              ? [d.a as "terminal" | "mobile", d.m, d.q as Record<string, unknown>]
              : [d.a as "terminal" | "mobile", d.m],
        ];
      return [i, [d.h as Record<string, string>, d.q as Record<string, string>, d.p as Record<string, string>, d.b, d.y as Array<[string, unknown]>, d.r]];
    }),
    violations: j.violations,
    views: [],
    problems: j.problems,
    carried: j.carried,
  };
}
