/**
 * Throughput of the conformance runner against a bare read + JSON.parse pass over the same file.
 *
 *   npx tsx tools/src/conform/bench.ts [--exchanges 10000] [--kind jsonl|har|both] [--keep DIR]
 *
 * Generates recordings from the conforming cases of conformance/cases/ (their exchanges repeated,
 * with fresh BillingRefNo / tokens so that sequence rules stay satisfied), then times, in the same
 * process: (1) reading the file and JSON.parse of every line (JSON Lines) or of the document (HAR),
 * (2) a full `conform` run with the JSON report written to /dev/null. Each is the best of three
 * runs. Prints exchanges per second and the ratio.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { createReadStream } from "node:fs";
import { ROOT } from "../paths.ts";
import { hmacSha256Signer } from "../signing/x-verify.ts";
import { JsonSink } from "./report/json.ts";
import { TextSink } from "./report/text.ts";
import { Out } from "./report/writer.ts";
import { Runner } from "./runner.ts";

const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const CASES = path.join(ROOT, "conformance", "cases");

function args(): { n: number; kind: string; keep?: string } {
  const a = process.argv.slice(2);
  const get = (k: string): string | undefined => {
    const i = a.indexOf(`--${k}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  return { n: Number(get("exchanges") ?? 10000), kind: get("kind") ?? "both", keep: get("keep") };
}

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const ws = createWriteStream(file);
  for (const l of lines) if (!ws.write(l + "\n")) await new Promise<void>((r) => ws.once("drain", () => r()));
  await new Promise<void>((r) => ws.end(r));
}

function* jsonlLines(n: number): Generator<string> {
  const src = ["mobile-upi-flow", "mobile-wallet-card-emi-flows", "terminal-methods", "terminal-transactions", "terminal-upi-flow"].flatMap((f) =>
    readFileSync(path.join(CASES, "terminal", `${f}.jsonl`), "utf8").trim().split("\n"),
  );
  let i = 0;
  for (let round = 0; i < n; round++) {
    for (const line of src) {
      if (i++ >= n) return;
      // A fresh BillingRefNo per round keeps every asynchronous sale paired with its own Get Status.
      yield line.replace(/"BillingRefNo":\s*"([^"]+)"/g, (_, ref: string) => `"BillingRefNo": "${ref.slice(0, 4)}${round % 100000}"`.slice(0, 200));
    }
  }
}

function harEntries(n: number): unknown[] {
  const files = ["affordability/token-onboarding-discovery", "optimizer/customers", "optimizer/order-payment-refund", "optimizer/saved-cards", "optimizer/emi"];
  const src = files.flatMap((f) => (JSON.parse(readFileSync(path.join(CASES, `${f}.har`), "utf8")) as { log: { entries: unknown[] } }).log.entries);
  const out: unknown[] = [];
  for (let round = 0; out.length < n; round++) {
    for (const e of src) {
      if (out.length >= n) break;
      // Tokens of create order are single use: give each round its own.
      // ...and each round its own order (refunds add up per order).
      const text = JSON.stringify(e).replaceAll("TOKEN-PLACEHOLDER", `TOKEN-${round}`).replaceAll("1000001", String(3000000 + round));
      out.push(JSON.parse(text));
    }
  }
  return out;
}

async function bareJsonl(file: string): Promise<number> {
  let n = 0;
  for await (const line of createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity })) {
    if (line) {
      JSON.parse(line);
      n++;
    }
  }
  return n;
}

async function bareHar(file: string, bodies = false): Promise<number> {
  const doc = JSON.parse(await readFile(file, "utf8")) as { log: { entries: Array<Record<string, any>> } };
  if (bodies) {
    // An HTTP exchange is not read until its JSON bodies are: parse them too (the fair floor).
    for (const e of doc.log.entries) {
      const rq = e.request?.postData;
      if (typeof rq?.text === "string" && /json/i.test(String(rq.mimeType))) JSON.parse(rq.text);
      const rs = e.response?.content;
      if (typeof rs?.text === "string" && rs.text && /json/i.test(String(rs.mimeType))) JSON.parse(rs.text);
    }
  }
  return doc.log.entries.length;
}

async function runner(file: string, wholeFileLimit?: number, format: "json" | "text" = "json"): Promise<number> {
  const out = Out.file("/dev/null");
  const r = new Runner({ sink: format === "json" ? new JsonSink(out) : new TextSink(out), signer: hmacSha256Signer(SECRET), wholeFileLimit });
  const { summary } = await r.runFiles([file]);
  if (summary.failed > 0) throw new Error(`bench recording ${file} has ${summary.failed} failing exchanges`);
  return summary.exchanges;
}

/** Best of three runs (the machine is shared: the fastest run is the least disturbed one). */
async function time(label: string, fn: () => Promise<number>): Promise<number> {
  let s = Infinity;
  let n = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = process.hrtime.bigint();
    n = await fn();
    s = Math.min(s, Number(process.hrtime.bigint() - t0) / 1e9);
  }
  const rate = n / s;
  process.stdout.write(`${label.padEnd(44)} ${String(n).padStart(8)} exchanges  ${s.toFixed(3).padStart(8)} s  ${Math.round(rate).toString().padStart(9)} /s\n`);
  return rate;
}

async function main(): Promise<void> {
  const { n, kind, keep } = args();
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), "conform-bench-"));
  mkdirSync(dir, { recursive: true });
  try {
    if (kind === "jsonl" || kind === "both") {
      const file = path.join(dir, `terminal-${n}.jsonl`);
      await writeLines(file, jsonlLines(n));
      await runner(file); // warm-up (loads validators)
      const bare = await time("JSON Lines: read + JSON.parse per line", () => bareJsonl(file));
      const full = await time("JSON Lines: contracts conform (json report)", () => runner(file));
      const text = await time("JSON Lines: contracts conform (text report)", () => runner(file, undefined, "text"));
      process.stdout.write(`  ratio ${(full / bare * 100).toFixed(0)}% (json report), ${(text / bare * 100).toFixed(0)}% (text report) of the bare pass\n`);
    }
    if (kind === "har" || kind === "both") {
      const file = path.join(dir, `http-${n}.har`);
      writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "bench", version: "1" }, entries: harEntries(n) } }));
      await runner(file);
      const bare = await time("HAR: read + JSON.parse of the document", () => bareHar(file));
      const bodies = await time("HAR: ... and of the JSON bodies in it", () => bareHar(file, true));
      const full = await time("HAR: contracts conform (json report)", () => runner(file));
      const text = await time("HAR: contracts conform (text report)", () => runner(file, undefined, "text"));
      const streamed = await time("HAR: contracts conform (streamed, json report)", () => runner(file, 0));
      process.stdout.write(`  ratio ${(full / bare * 100).toFixed(0)}% (json), ${(text / bare * 100).toFixed(0)}% (text), ${(streamed / bare * 100).toFixed(0)}% (streamed, json) of the document-only pass; ${(full / bodies * 100).toFixed(0)}% (json) of the pass with bodies\n`);
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
