/** Opening a recording: format by extension (or by its first bytes), file errors as exit-2 messages. */
import type { Stats } from "node:fs";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../errors.ts";
import type { EntrySource, RawEntry } from "./entry.ts";
import { parseEntries, readHar } from "./har-reader.ts";
import { parseLine, readJsonl } from "./jsonl-reader.ts";
import { fileError } from "./read-error.ts";

export { fileError } from "./read-error.ts";

export type RecordingFormat = "har" | "jsonl";

async function sniff(file: string): Promise<RecordingFormat | undefined> {
  const fh = await open(file, "r");
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const head = buf
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
    if (!head.startsWith("{")) return undefined;
    if (/^\{\s*"log"\s*:/.test(head)) return "har";
    const firstLine = head.split("\n", 1)[0]!;
    if (/"service"\s*:/.test(firstLine) || /"request"\s*:/.test(firstLine)) return "jsonl";
    return /"log"\s*:/.test(head) ? "har" : undefined;
  } finally {
    await fh.close();
  }
}

/** Compressed files by their first bytes (magic numbers), with the command that unpacks each. */
const COMPRESSED: ReadonlyArray<{ magic: number[]; what: string; unpack: string }> = [
  { magic: [0x1f, 0x8b], what: "gzip-compressed", unpack: "gunzip -k FILE" },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], what: "zstd-compressed", unpack: "zstd -d FILE" },
  { magic: [0x42, 0x5a, 0x68], what: "bzip2-compressed", unpack: "bunzip2 -k FILE" },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: "xz-compressed", unpack: "unxz -k FILE" },
  { magic: [0x50, 0x4b, 0x03, 0x04], what: "a zip archive", unpack: "unzip FILE" },
];

/**
 * Why a file is no recording text as it stands (issue 42, A17): compressed (a recording is never
 * inflated here: it is read as it is, so no archive can grow in memory) or UTF-16; the message says
 * how to turn it into a UTF-8 recording. Undefined for anything else (judged by the readers).
 */
async function packing(file: string): Promise<string | undefined> {
  const fh = await open(file, "r");
  let head: Buffer;
  try {
    const buf = Buffer.alloc(64);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
  for (const c of COMPRESSED) {
    if (head.length >= c.magic.length && c.magic.every((b, i) => head[i] === b))
      return `is ${c.what} (its first bytes say so), not a recording; unpack it first (${c.unpack.replace("FILE", path.basename(file))}) and give the .har or .jsonl file`;
  }
  const bom16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  // UTF-16 without a BOM: "{" or "[" or a blank next to a NUL byte.
  const nul16 = head.length >= 4 && ((head[1] === 0 && head[3] === 0 && head[0] !== 0) || (head[0] === 0 && head[2] === 0 && head[1] !== 0));
  if (bom16 || nul16)
    return `is UTF-16 text, not UTF-8; convert it first (iconv -f UTF-16 -t UTF-8 ${path.basename(file)} > converted${path.extname(file) || ".har"}) and give the converted file`;
  return undefined;
}

/** What a file that is not a regular file is, for messages. */
function kindOf(s: Stats): string {
  if (s.isDirectory()) return "a directory";
  if (s.isFIFO()) return "a FIFO (named pipe)";
  if (s.isCharacterDevice()) return "a character device";
  if (s.isBlockDevice()) return "a block device";
  if (s.isSocket()) return "a socket";
  return "not a regular file";
}

/**
 * The format of a recording, after checking that it is a regular file that can be opened (a FIFO
 * would block the run, /dev/zero never ends): anything else is an exit-2 message naming the file.
 */
export async function formatOf(file: string): Promise<RecordingFormat> {
  let s: Stats;
  try {
    s = await stat(file);
  } catch (e) {
    throw fileError(file, e);
  }
  if (s.isDirectory()) throw fileError(file, { code: "EISDIR" });
  if (!s.isFile()) {
    throw new InputError(`conform: ${file}: cannot read it (${kindOf(s)}, not a recording file); save the recording to a file and give its path`);
  }
  try {
    await (await open(file, "r")).close();
  } catch (e) {
    throw fileError(file, e);
  }
  const packed = await packing(file).catch((e) => {
    throw fileError(file, e);
  });
  if (packed) throw new InputError(`conform: ${file}: ${packed}`);
  const ext = path.extname(file).toLowerCase();
  if (ext === ".har") return "har";
  if (ext === ".jsonl" || ext === ".ndjson" || ext === ".jsonlines") return "jsonl";
  const sniffed = await sniff(file).catch((e) => {
    throw fileError(file, e);
  });
  if (sniffed) return sniffed;
  throw new InputError(`conform: ${file}: not a recording this runner knows (line 1); give a HAR 1.2 file (.har) or JSON Lines (.jsonl)`);
}

export interface ReadOptions {
  /** HAR files above this size are streamed (tests lower it). */
  wholeFileLimit?: number | undefined;
  /** Characters of one entry or line (tools/src/limits.ts). */
  entryChars?: number | undefined;
  /** false: entries are handed on as text, to be parsed where they are judged (parseRaw). */
  parse?: boolean | undefined;
}

/** Parse an entry handed on as text (ReadOptions.parse false), exactly as the reader would have. */
export function parseRaw(format: RecordingFormat, raw: RawEntry): RawEntry {
  if (raw.text === undefined || raw.value !== undefined || raw.problem !== undefined) return raw;
  return format === "har" ? parseEntries([raw])[0]! : parseLine(raw.text, raw.index);
}

export function entries(file: string, format: RecordingFormat, options: ReadOptions = {}): EntrySource {
  return format === "har" ? readHar(file, options) : readJsonl(file, options);
}
