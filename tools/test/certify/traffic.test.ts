// The app's own traffic on a certificate: every violation fails it, at most TRAFFIC_LISTED are listed
// (the rest counted in `unlisted`), and the report still follows certification.schema.json.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FORMATS } from "../../src/certify/format/index.ts";
import { certify, TRAFFIC_LISTED } from "../../src/certify/judge.ts";
import { loadPlan, resolvePlan } from "../../src/certify/plan.ts";
import { createAjv } from "../../src/contract/schemas.ts";
import { ROOT } from "../../src/paths.ts";

const dir = mkdtempSync(path.join(tmpdir(), "certify-traffic-"));
const validate = createAjv({ strictRequired: false }).compile(
  JSON.parse(readFileSync(path.join(ROOT, "conformance", "schemas", "certification.schema.json"), "utf8")) as object,
);

describe("the app's own violations on a certificate", () => {
  it(`lists at most ${TRAFFIC_LISTED} and counts the rest; each fails the certificate`, async () => {
    const [sale, status] = readFileSync(path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl"), "utf8").trim().split("\n");
    // A UPI sale whose PaymentAmount is text (one message-schema violation each), then the conforming flow.
    const broken = JSON.parse(sale!);
    broken.request.Detail.PaymentAmount = "one hundred";
    const lines = [...Array.from({ length: TRAFFIC_LISTED + 5 }, () => JSON.stringify(broken)), sale, status];
    const file = path.join(dir, "many.jsonl");
    writeFileSync(file, `${lines.join("\n")}\n`);
    const report = await certify([file], loadPlan(resolvePlan("mobile")));
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect([report.summary.exchangesFailed, report.traffic.violations.length]).toEqual([TRAFFIC_LISTED + 5, TRAFFIC_LISTED]);
    expect(report.traffic.unlisted).toBeGreaterThanOrEqual(5);
    expect(report.traffic.violations[0]).toMatchObject({ index: 0, operation: "mobile.DoTransaction(5120)", pointer: "/request/Detail/PaymentAmount" });
    expect(report.verdict).toBe("failed");
    for (const format of ["text", "markdown", "html", "junit"] as const) expect(FORMATS[format](report), format).toMatch(/more violation\(s\), not listed/);
  });
});
