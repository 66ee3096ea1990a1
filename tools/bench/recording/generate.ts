/**
 * The synthetic recording generator: N exchanges across the three services, made of the contract's
 * examples (recording/templates.ts), written as one HAR 1.2 file per HTTP service and one JSON Lines
 * file for the terminal services. Output is streamed (flat memory at any size).
 *
 *   npx tsx tools/bench/recording/generate.ts --exchanges 100000 --out DIR [--indent 2|0] [--secret HEX] [--broken SHARE]
 *
 * `--secret` signs x-verify under that merchant secret (variants.ts); `--broken 0.42` gives 42 % of
 * the exchanges one defect each (the mixed recording).
 * `--indent 2` (the default) pretty-prints HAR entries as browsers export them; 0 writes one entry
 * per line. Recordings go to a temporary directory, never into the repository.
 */
import { closeSync, mkdirSync, openSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { httpUnits, refSlots, render, terminalUnits, type RecordingService, type Unit } from "./templates.ts";
import { variantMaker, type VariantOptions } from "./variants.ts";

export interface GenerateOptions extends VariantOptions {
  /** Folder to write into (created when missing). */
  dir: string;
  /** Exchanges in all, split evenly across the three services. */
  exchanges: number;
  /** HAR indentation (default 2). */
  indent?: number;
}

export interface GeneratedFile {
  service: RecordingService;
  file: string;
  format: "har" | "jsonl";
  exchanges: number;
  bytes: number;
  cycles: number;
}

export const SERVICES_ORDER: readonly RecordingService[] = ["affordability", "optimizer", "terminal"];
const T0 = Date.UTC(2024, 0, 15, 10, 0, 0);
const FLUSH = 1 << 20;

class FileWriter {
  private fd: number;
  private buf = "";
  constructor(file: string) {
    this.fd = openSync(file, "w");
  }
  write(s: string): void {
    this.buf += s;
    if (this.buf.length >= FLUSH) this.flush();
  }
  flush(): void {
    if (this.buf) writeSync(this.fd, this.buf);
    this.buf = "";
  }
  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

/** 10 characters, unique per (slot, cycle): R<k><cycle in base 36, 8 digits>. */
function billingRef(k: number, cycle: number): string {
  return `R${k.toString(36)}${cycle.toString(36).padStart(8, "0")}`.slice(-10);
}

function cycleValues(service: RecordingService, cycle: number, refs: string[]): Record<string, string> {
  const v: Record<string, string> = {
    ACCESS: `access-token-${service}-${cycle}`,
    ORDER: String(1_000_001 + cycle),
  };
  for (let i = 0; i < 16; i++) v[`TOKEN${i}`] = `TOKEN-${cycle}-${i}`;
  for (const name of refs) v[name] = billingRef(Number(name.slice(3)), cycle);
  return v;
}

/** Write `count` exchanges of one service; units are never cut, the last ones fill up exactly. */
function writeService(
  service: RecordingService,
  units: Unit[],
  count: number,
  out: FileWriter,
  format: "har" | "jsonl",
  indent: number,
  variants: VariantOptions,
): number {
  const variant = variantMaker(variants, indent);
  const refs = refSlots(units);
  const separator = format === "har" ? ",\n" : "\n";
  let written = 0;
  let cycle = 0;
  if (!units.some((u) => u.templates.length === 1)) throw new Error(`bench: ${service} has no single-exchange unit to fill the recording up exactly`);
  while (written < count) {
    const values = cycleValues(service, cycle, refs);
    for (const u of units) {
      if (written + u.templates.length > count) continue;
      for (const t of u.templates) {
        values.TIME = new Date(T0 + written * 10).toISOString();
        if (format === "har" && written > 0) out.write(separator);
        const text = render(t, values);
        out.write(variant ? variant(text, written, format) : text);
        if (format === "jsonl") out.write(separator);
        written++;
      }
    }
    cycle++;
  }
  return cycle;
}

export function generateRecording(options: GenerateOptions): GeneratedFile[] {
  const indent = options.indent ?? 2;
  mkdirSync(options.dir, { recursive: true });
  const files: GeneratedFile[] = [];
  SERVICES_ORDER.forEach((service, i) => {
    const count = Math.floor(options.exchanges / 3) + (i < options.exchanges % 3 ? 1 : 0);
    const format = service === "terminal" ? "jsonl" : "har";
    const file = path.join(options.dir, `${service}.${format}`);
    const units = service === "terminal" ? terminalUnits() : httpUnits(service, indent);
    const out = new FileWriter(file);
    if (format === "har") {
      const nl = indent ? "\n" : "";
      const p = (n: number): string => (indent ? " ".repeat(indent * n) : "");
      out.write(
        `{${nl}${p(1)}"log": {${nl}${p(2)}"version": "1.2",${nl}${p(2)}"creator": {"name": "contracts bench (synthetic, from the contract's examples)", "version": "1"},${nl}${p(2)}"entries": [\n`,
      );
      const cycles = writeService(service, units, count, out, format, indent, options);
      out.write(`\n${p(2)}]${nl}${p(1)}}${nl}}\n`);
      out.close();
      files.push({ service, file, format, exchanges: count, bytes: statSync(file).size, cycles });
    } else {
      const cycles = writeService(service, units, count, out, format, indent, options);
      out.close();
      files.push({ service, file, format, exchanges: count, bytes: statSync(file).size, cycles });
    }
  });
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const exchanges = Number(arg("exchanges") ?? "100000");
  const dir = arg("out");
  if (!dir || !Number.isInteger(exchanges) || exchanges < 3) {
    process.stderr.write("usage: generate.ts --exchanges N --out DIR [--indent 2|0] [--secret HEX] [--broken SHARE]\n");
    process.exit(64);
  }
  const t0 = performance.now();
  const files = generateRecording({
    dir,
    exchanges,
    indent: Number(arg("indent") ?? "2"),
    secret: arg("secret"),
    brokenShare: arg("broken") === undefined ? undefined : Number(arg("broken")),
  });
  for (const f of files) process.stdout.write(`${f.file}: ${f.exchanges} exchanges, ${(f.bytes / 1e6).toFixed(1)} MB, ${f.cycles} cycles\n`);
  process.stdout.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
