// The hostile corpus (tools/test/fixtures/hostile/corpus.json): 300,000-character strings in every
// kind of field, regex-hostile text, deep nesting, many keys, prototype keys, objects whose String()
// throws. Each recording is judged between two well-formed ones in every report format and copied
// by redact: no internal error, the other files still reported, no card number in any output.
// (How long each takes is measured outside the suite: see the report of issue 15.)
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { luhnWindows } from "./support/leaks.ts";
import { conform } from "./support/run.ts";
import { run as redact } from "../../src/redact/command.ts";
import { vi } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CORPUS = JSON.parse(readFileSync(path.join(ROOT, "tools/test/fixtures/hostile/corpus.json"), "utf8")) as {
  cases: Array<{ name: string; ext: "har" | "jsonl"; template: string; hostile: string; times: number; prefix?: string; suffix?: string; asKey?: boolean }>;
};
const CONTROL_HAR = path.join(ROOT, "conformance/cases/optimizer/customers.har");
const CONTROL_JSONL = path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl");
const dir = mkdtempSync(path.join(tmpdir(), "hostile-"));

const entry = (): Record<string, any> => JSON.parse(readFileSync(path.join(ROOT, "conformance/cases/optimizer/customers.har"), "utf8")).log.entries[0];
const line = (): Record<string, any> => JSON.parse(readFileSync(path.join(ROOT, "conformance/cases/terminal/header-not-echoed.jsonl"), "utf8").split("\n")[0]!);
const har = (e: unknown): string => JSON.stringify({ log: { version: "1.2", creator: { name: "hostile", version: "1" }, entries: [e, entry()] } });

/** The recording of a case, as text. */
function build(c: (typeof CORPUS.cases)[number]): string {
  const h = (c.prefix ?? "") + c.hostile.repeat(c.times) + (c.suffix ?? "");
  const e = entry();
  const l = line();
  switch (c.template) {
    case "har-base64-content":
      e.response.content = { mimeType: "application/json", encoding: "base64", size: 1, text: h };
      return har(e);
    case "har-response-value": {
      const body = JSON.parse(e.response.content.text);
      if (c.asKey) body[h] = 1;
      else for (const k of Object.keys(body).slice(0, 3)) body[k] = h;
      e.response.content.text = JSON.stringify(body);
      return har(e);
    }
    case "har-response-text":
      e.response.content.text = h;
      return har(e);
    case "har-url":
      e.request.url = `https://test.base-url.invalid/${h}`;
      return har(e);
    case "har-method":
      e.request.method = h;
      return har(e);
    case "har-content-type":
      e.response.headers = [{ name: "Content-Type", value: h }];
      return har(e);
    case "jsonl-header-echo":
      l.request.Header.UserId = h;
      l.response.Header.UserId = `${h}x`;
      return `${JSON.stringify(l)}\n${JSON.stringify(line())}\n`;
    case "jsonl-method-id":
      l.request.Header.MethodId = h;
      return `${JSON.stringify(l)}\n${JSON.stringify(line())}\n`;
    case "jsonl-reply-text":
      l.response = h;
      return `${JSON.stringify(l)}\n${JSON.stringify(line())}\n`;
    case "jsonl-deep-reply":
      return `${JSON.stringify({ ...l, response: undefined }).slice(0, -1)},"response":${h}1${"}".repeat(c.times)}}\n${JSON.stringify(line())}\n`;
    case "jsonl-many-keys":
      l.response.Header = Object.fromEntries(Array.from({ length: c.times }, (_, i) => [`k${i}`, "4111111111111111"]));
      return `${JSON.stringify(l)}\n`;
    case "jsonl-literal":
      return `${h}\n${JSON.stringify(line())}\n`;
  }
  throw new Error(`unknown template ${c.template}`);
}

describe("hostile corpus", () => {
  it.each(CORPUS.cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const file = path.join(dir, `${c.name}.${c.ext}`);
    writeFileSync(file, build(c));
    for (const format of ["text", "json", "junit"] as const) {
      const r = await conform([CONTROL_HAR, file, CONTROL_JSONL], format);
      expect(r.exit, `${format}: ${r.stderr}`).toBe(1);
      expect(r.stderr).not.toMatch(/internal error/);
      expect(luhnWindows(r.text + r.stderr)).toEqual([]);
      if (format === "json") {
        expect(r.report.results.filter((x) => x.file === CONTROL_HAR)).toHaveLength(3);
        expect(r.report.results.filter((x) => x.file === CONTROL_JSONL).length).toBeGreaterThan(0);
        expect(r.report.results.filter((x) => x.file === file).length).toBeGreaterThan(0);
      }
    }
    const copy = path.join(dir, `${c.name}.redacted.${c.ext}`);
    const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await redact([file, "--out", copy])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(luhnWindows(readFileSync(copy, "utf8"))).toEqual([]);
  });
});
