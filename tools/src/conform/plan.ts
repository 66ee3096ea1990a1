/**
 * How a run cuts a recording into tasks (task.ts): each file into byte ranges, in order. With
 * `--shard I/N` the recording, its files one after the other, is cut into N segments of equal bytes
 * and this run judges the entries that start in segment I; the ranges of a file before its
 * segment are only counted (so that its entries get their index and line in the file). A HAR file
 * up to the whole-file limit is one task read whole, judged by the shard its first byte falls in.
 *
 * Every shard makes the same plan from the same files: the layout reads the files' sizes only.
 */
import { statSync } from "node:fs";
import type { InputError } from "../errors.ts";
import { WHOLE_FILE_LIMIT } from "../recording/har-reader.ts";
import { formatOf, type RecordingFormat } from "../recording/open.ts";
import type { Task } from "./task.ts";

/** Which of N segments of the recording a run judges (0-based index). */
export interface Shard {
  index: number;
  count: number;
}

export interface PlanOptions {
  /** Threads that judge (the ranges are sized for them: rangeBytesFor). */
  workers: number;
  /** Bytes of a range judged by one task, instead of rangeBytesFor's (tests). */
  rangeBytes?: number | undefined;
  wholeFileLimit?: number | undefined;
  shard?: Shard | undefined;
}

export interface PlannedFile {
  index: number;
  file: string;
  /** Its size as the layout counts it (0 for what is not a regular file). */
  size: number;
  format?: RecordingFormat | undefined;
  /** The file cannot be judged (its message names it). */
  error?: InputError | undefined;
  /** Whether this run judges any of it (or reports it unusable). */
  touched: boolean;
  /** The bytes whose entries this run judges. */
  own?: { from: number; to: number } | undefined;
  tasks: Task[];
}

/** Bytes of a range that is only counted (a scan alone is far cheaper than judging). */
const COUNT_FACTOR = 8;

/** The size the layout gives a file: its byte count when it is a regular file, else 0 (stat alone; the run reports the rest). */
function layoutSize(file: string): number {
  try {
    const s = statSync(file);
    return s.isFile() ? s.size : 0;
  } catch {
    return 0;
  }
}

/** Where segment i of `count` starts in a recording of `total` bytes. */
export function segmentStart(total: number, i: number, count: number): number {
  return Math.floor((total * i) / count);
}

/** The segment a byte offset falls in (the last one that starts at or before it). */
function segmentOf(total: number, offset: number, count: number): number {
  let s = 0;
  for (let i = 0; i < count; i++) if (segmentStart(total, i, count) <= offset) s = i;
  return s;
}

/** Ranges [from, to) cut every `bytes` (one empty range when from === to). */
function cutRanges(from: number, to: number, bytes: number): Array<[number, number]> {
  if (to <= from) return [[from, to]];
  const out: Array<[number, number]> = [];
  for (let a = from; a < to; a += bytes) out.push([a, Math.min(to, a + bytes)]);
  return out;
}

/** The files of a run, each with its tasks, in recording order. */
export async function planFiles(files: readonly string[], options: PlanOptions): Promise<PlannedFile[]> {
  const shard = options.shard ?? { index: 0, count: 1 };
  const whole = options.wholeFileLimit ?? WHOLE_FILE_LIMIT;
  const sizes = files.map(layoutSize);
  const total = sizes.reduce((a, b) => a + b, 0);
  const segFrom = segmentStart(total, shard.index, shard.count);
  const segTo = segmentStart(total, shard.index + 1, shard.count);
  const rangeBytes = options.rangeBytes ?? rangeBytesFor(segTo - segFrom, options.workers);
  const planned: PlannedFile[] = [];
  let offset = 0;
  let id = 0;
  for (const [index, file] of files.entries()) {
    const size = sizes[index]!;
    const p: PlannedFile = { index, file, size, touched: false, tasks: [] };
    planned.push(p);
    const at = offset;
    offset += size;
    try {
      p.format = await formatOf(file);
    } catch (e) {
      p.error = e as InputError;
    }
    const owner = segmentOf(total, at, shard.count) === shard.index;
    if (p.error || size === 0 || (p.format === "har" && size <= whole)) {
      // Judged whole (or reported) by the shard its first byte falls in.
      p.touched = owner;
      if (!owner || p.error) continue;
      p.own = { from: 0, to: size };
      if (p.format === "har") p.tasks.push({ id: id++, fileIndex: index, k: 0, file, format: "har", size, from: 0, to: size, kind: "whole" });
      else p.tasks.push({ id: id++, fileIndex: index, k: 0, file, format: p.format!, size, from: 0, to: 0, kind: "judge" });
      continue;
    }
    const from = Math.max(at, segFrom) - at;
    const to = Math.min(at + size, segTo) - at;
    if (to <= from) continue;
    p.touched = true;
    p.own = { from, to };
    const ranges = [
      ...(from > 0 ? cutRanges(0, from, rangeBytes * COUNT_FACTOR).map((r) => ({ r, kind: "count" as const })) : []),
      ...cutRanges(from, to, rangeBytes).map((r) => ({ r, kind: "judge" as const })),
    ];
    for (const [k, { r, kind }] of ranges.entries()) p.tasks.push({ id: id++, fileIndex: index, k, file, format: p.format!, size, from: r[0], to: r[1], kind });
  }
  return planned;
}

/** Bytes per judged range: about eight ranges per worker over the bytes judged, between 1 and 4 MiB. */
export function rangeBytesFor(bytes: number, workers: number): number {
  const MiB = 1024 * 1024;
  return Math.min(4 * MiB, Math.max(MiB, Math.round(bytes / (Math.max(1, workers) * 8) / MiB) * MiB));
}
