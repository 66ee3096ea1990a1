// Real public sample traffic (../shared/realworld, see its SOURCES.md) deviates from the documents:
// numbers as strings, ResponseCode 7 and numeric codes, extra fields, malformed JSON. The runner
// must report those deviations clearly (rule, pointer, expected, actual) and never crash. The
// recordings are assembled here at test time from the shared files; nothing is copied into the
// repository.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Report } from "../../src/judge/model.ts";
import { RULES } from "../../src/judge/rules.ts";
import { headersFile } from "../../drift/recordings.ts";
import { fullCardNumbers } from "./support/leaks.ts";
import { sampleEntry } from "./support/realworld.ts";
import { conform } from "./support/run.ts";

const REAL = path.resolve(import.meta.dirname, "../../../../shared/realworld");
const SIM = path.join(REAL, "pinelabs-pos-integrated-android-simulator-testcases");
const DEBIT = path.join(REAL, "pinelabsonline-docs-affordability-debit-emi-steps");
const PG = path.join(REAL, "pluralonline-plural-pg-docs");
const dir = mkdtempSync(path.join(tmpdir(), "realworld-"));
const ids = new Set<string>(RULES.map((r) => r.id));

/** Every violation is typed and readable: a registered rule, a pointer into the exchange, short expected/actual. */
function wellFormed(report: Report): void {
  for (const r of report.results) {
    for (const v of r.violations) {
      expect(ids.has(v.rule), v.rule).toBe(true);
      expect(v.pointer).toMatch(/^(\/(request|response|service)(\/.*)?)?$/);
      expect(v.expected.length).toBeGreaterThan(0);
      expect(v.actual.length).toBeLessThanOrEqual(60);
      expect(v.message.length).toBeGreaterThan(0);
    }
  }
}

const text = (f: string): string => readFileSync(f, "utf8");
const isJson = (s: string): boolean => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!existsSync(SIM))("real-world terminal traffic (simulator test cases)", () => {
  // One line per test case; a message that is not valid JSON stays the text it was published as.
  const names = readdirSync(SIM)
    .filter((f) => f.endsWith("-request.json"))
    .sort();
  const file = path.join(dir, "simulator.jsonl");
  writeFileSync(
    file,
    `${names
      .map((req) => {
        const res = req.replace("-request.json", "-response.json");
        const rq = text(path.join(SIM, req));
        const rs = existsSync(path.join(SIM, res)) ? text(path.join(SIM, res)) : "";
        return JSON.stringify({ service: "terminal", request: isJson(rq) ? JSON.parse(rq) : rq, response: isJson(rs) ? JSON.parse(rs) : rs });
      })
      .join("\n")}\n`,
  );

  it("judges every exchange and reports the deviations clearly", async () => {
    const { exit, report, text: out, stderr } = await conform([file]);
    expect(exit).toBe(1);
    expect(report.results.length).toBe(names.length);
    wellFormed(report);
    expect(fullCardNumbers(out + stderr)).toEqual([]);
    const byIndex = new Map(report.results.map((r) => [r.index, r]));
    // responses published as invalid JSON: malformed-entry of that exchange, with the position
    for (const bad of ["32-UPISALE_5120_02", "34-UPISALE_5120_04", "43-BHARATQR_5123_01"]) {
      const r = byIndex.get(names.indexOf(`${bad}-request.json`))!;
      expect(r.violations.map((v) => [v.rule, v.pointer])).toContainEqual(["malformed-entry", "/response"]);
      expect(r.violations.find((v) => v.rule === "malformed-entry")!.message).toMatch(/^the response is not JSON: [a-z].+$/i);
    }
    // ResponseCode as a number (the contract has String(10) codes for DoTransaction)
    const codes = report.results.flatMap((r) => r.violations).filter((v) => v.pointer === "/response/Response/ResponseCode");
    expect(codes.some((v) => v.rule === "message-schema" && v.expected === "string" && (v.actual === "0" || v.actual === "7"))).toBe(true);
    // ...but a numeric 0 or 7 is not called undocumented: "0" and "7" are documented codes
    expect(codes.filter((v) => v.rule === "response-code-undocumented" && (v.actual === "0" || v.actual === "7"))).toEqual([]);
  });
});

describe.skipIf(!existsSync(DEBIT))("real-world affordability traffic (debit EMI steps)", () => {
  it("reports the JSON token call and judges the discovery calls", async () => {
    const headers = headersFile(DEBIT, "01-offer-discovery-bank-emi-request.headers.txt");
    const discovery = "https://uat.example.invalid/api/affordability/v1/offer/discovery";
    const har = {
      log: {
        version: "1.2",
        creator: { name: "test", version: "1" },
        entries: [
          sampleEntry(DEBIT, "00-generate-token", "https://uat.example.invalid/api/auth/v1/token"),
          sampleEntry(DEBIT, "01-offer-discovery-bank-emi", discovery, headers),
          sampleEntry(DEBIT, "02-offer-discovery-brand-emi", discovery, headers),
        ],
      },
    };
    const file = path.join(dir, "debit-emi.har");
    writeFileSync(file, JSON.stringify(har));
    const { exit, report, text: out, stderr } = await conform([file]);
    expect(exit).toBe(1);
    wellFormed(report);
    // the published token call is POST /api/auth/v1/token with JSON, not the documented realm endpoint
    expect(report.results[0]!.violations.map((v) => v.rule)).toEqual(["unknown-operation"]);
    expect(report.results[1]!.operation).toBe("discoverOffers");
    // the sample has no Merchant-ID / Correlation-ID headers
    expect(report.results[1]!.violations.map((v) => [v.rule, v.pointer])).toContainEqual(["request-header-missing", "/request/headers/merchant-id"]);
    expect(out + stderr).not.toContain("fgwei7egyhuggwp39w8rh"); // the published client_secret
    expect(out + stderr).not.toContain("SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"); // the bearer token
  });
});

describe.skipIf(!existsSync(PG))("real-world optimizer traffic (EMI calculator v2)", () => {
  it("reports the lower-case v2 path and merchant_id sent as a string, with pointer, expected and actual", async () => {
    const entry = (url: string) => sampleEntry(PG, "31-emi-calculator-v2-singlecart", url);
    const har = {
      log: {
        version: "1.2",
        creator: { name: "test", version: "1" },
        entries: [
          // as published: api/v2 (the document writes api/V2)
          entry("https://uat.example.invalid/api/v2/emi/calculator"),
          entry("https://uat.example.invalid/api/V2/emi/calculator"),
        ],
      },
    };
    const file = path.join(dir, "emi.har");
    writeFileSync(file, JSON.stringify(har));
    const { exit, report, text: out } = await conform([file]);
    expect(exit).toBe(1);
    wellFormed(report);
    expect(report.results[0]!.violations).toEqual([expect.objectContaining({ rule: "unknown-operation", expected: '"POST /api/V2/emi/calculator"' })]);
    const r = report.results[1]!;
    expect(r.operation).toBe("calculateEmi");
    expect(r.violations).toContainEqual(
      expect.objectContaining({
        rule: "request-schema",
        where: "request",
        pointer: "/request/body/merchant_data/merchant_id",
        expected: "integer",
        actual: '"10838"',
      }),
    );
    expect(out).not.toContain("dsfff33-5e6e-411a-99fe-dsdsjsfff"); // merchant_access_code
  });
});
