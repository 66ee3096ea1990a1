// The planted-secret corpus (tools/test/fixtures/hostile/planted/): card numbers and secrets put in
// every place of a recording (URLs, methods, header names and values, numbers, property names,
// content types, HAR comments, statusText, cache, custom fields, amounts, MethodId, echoed headers,
// text that is not JSON...). No output byte of any report format, of stderr or of `redact` holds a
// Luhn-valid 12-19 digit run or a planted secret.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run as conformRun } from "../../src/conform/command.ts";
import { run as redact } from "../../src/redact/command.ts";
import { luhnWindows } from "./support/leaks.ts";
import { conform } from "./support/run.ts";
import { captured } from "../support/captured.ts";

const DIR = path.resolve(import.meta.dirname, "../fixtures/hostile/planted");
const FILES = readdirSync(DIR)
  .filter((f) => /\.(har|jsonl)$/.test(f))
  .map((f) => path.join(DIR, f));
const { secrets } = JSON.parse(readFileSync(path.join(DIR, "planted.json"), "utf8")) as { secrets: string[] };
const tmp = mkdtempSync(path.join(tmpdir(), "planted-"));

/** JSON escapes of letters and digits decoded, written once or twice escaped (a body text inside a HAR string): what they hide is scanned too. */
const unescaped = (text: string): string =>
  text.replace(/\\{1,2}u00([3-7][0-9a-fA-F])/g, (m, hex: string) =>
    /[0-9A-Za-z]/.test(String.fromCharCode(Number.parseInt(hex, 16))) ? String.fromCharCode(Number.parseInt(hex, 16)) : m,
  );

function expectClean(text: string, what: string): void {
  for (const t of [text, unescaped(text)]) {
    expect(luhnWindows(t), what).toEqual([]);
    for (const s of secrets) expect(t.includes(s), `${what} shows ${s}`).toBe(false);
  }
}

describe("planted-secret corpus", () => {
  it("plants what the scan looks for (the corpus is not clean by itself)", () => {
    const all = FILES.map((f) => readFileSync(f, "utf8")).join("\n");
    expect(luhnWindows(all).length).toBeGreaterThan(20);
    // Card numbers behind JSON escapes (issue 27): visible to the scan only once unescaped.
    const hidden = FILES.filter((f) => f.includes("hiding-places")).map((f) => readFileSync(f, "utf8"));
    expect(hidden).toHaveLength(2);
    for (const h of hidden) {
      const plain = new Set(luhnWindows(h));
      expect(luhnWindows(unescaped(h)).filter((w) => !plain.has(w)).length).toBeGreaterThan(0);
    }
    for (const s of secrets) expect(all).toContain(s);
  });

  it.each(["text", "json", "junit"] as const)("conform --format %s (--out and stderr): no card number, no secret", async (format) => {
    const r = await conform(FILES, format);
    expect(r.exit).toBe(1);
    expectClean(r.text + r.stderr, format);
  });

  it("conform --verbose to stdout: no card number, no secret", async () => {
    const r = await captured(() => conformRun([...FILES, "--verbose"]));
    expect(r.out).toMatch(/exchange\(s\): \d+ passed, \d+ failed/);
    expectClean(r.out, "text --verbose");
  });

  it.each(FILES.map((f) => path.basename(f)))("redact %s: the copy and the report of the copy are clean", async (name) => {
    const copy = path.join(tmp, name);
    const r = await captured(() => redact([path.join(DIR, name), "--out", copy]));
    expect(r.value).toBe(0);
    expectClean(r.out, "redact stderr");
    const text = readFileSync(copy, "utf8");
    expectClean(text, `redacted ${name}`);
    const again = await conform([copy], "json");
    expect(again.exit).not.toBe(2);
    expectClean(again.text + again.stderr, `report of redacted ${name}`);
  });
});
