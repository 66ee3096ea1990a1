/** Opening a recording: format by extension (or by its first bytes), file errors as exit-2 messages. */
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../../cli/errors.ts";
import type { EntrySource } from "./entry.ts";
import { readHar } from "./har.ts";
import { readJsonl } from "./jsonl.ts";

export type RecordingFormat = "har" | "jsonl";

const WHY: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "is a directory, not a recording",
  EACCES: "permission denied",
  EPERM: "permission denied",
};

export function fileError(file: string, e: unknown): InputError {
  const code = (e as NodeJS.ErrnoException)?.code ?? "";
  return new InputError(`conform: ${file}: cannot read it (${WHY[code] ?? code ?? "unknown error"}); check the path`);
}

async function sniff(file: string): Promise<RecordingFormat | undefined> {
  const fh = await open(file, "r");
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const head = buf.subarray(0, bytesRead).toString("utf8").replace(/^\uFEFF/, "").trimStart();
    if (!head.startsWith("{")) return undefined;
    if (/^\{\s*"log"\s*:/.test(head)) return "har";
    const firstLine = head.split("\n", 1)[0]!;
    if (/"service"\s*:/.test(firstLine) || /"request"\s*:/.test(firstLine)) return "jsonl";
    return /"log"\s*:/.test(head) ? "har" : undefined;
  } finally {
    await fh.close();
  }
}

export async function formatOf(file: string): Promise<RecordingFormat> {
  try {
    const s = await stat(file);
    if (s.isDirectory()) throw Object.assign(new Error("directory"), { code: "EISDIR" });
  } catch (e) {
    throw fileError(file, e);
  }
  const ext = path.extname(file).toLowerCase();
  if (ext === ".har") return "har";
  if (ext === ".jsonl" || ext === ".ndjson" || ext === ".jsonlines") return "jsonl";
  const sniffed = await sniff(file).catch((e) => {
    throw fileError(file, e);
  });
  if (sniffed) return sniffed;
  throw new InputError(`conform: ${file}: not a recording this runner knows (line 1); give a HAR 1.2 file (.har) or JSON Lines (.jsonl)`);
}

export function entries(file: string, format: RecordingFormat, options: { wholeFileLimit?: number } = {}): EntrySource {
  return format === "har" ? readHar(file, options) : readJsonl(file);
}
