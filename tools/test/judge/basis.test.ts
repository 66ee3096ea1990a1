// Issue 14: a finding that rests on a documented contract decision or gap names it (its id in
// generated/GAPS.md), in every format; a property inside a gap place whose shape the document does
// not show is not "not in the contract".
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gapId } from "../../src/contract/annotations.ts";
import { loadCases } from "../conform/support/cases.ts";
import { conform } from "../conform/support/run.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const GAPS = readFileSync(path.join(ROOT, "generated/GAPS.md"), "utf8");
const CASES = path.join(ROOT, "conformance/cases");
const isSwipe = gapId({ kind: "decision", service: "terminal", file: "schemas/TerminalTransactionDetail.json", pointer: "/properties/IsSwipe" });
const codeAsString = gapId({ kind: "decision", service: "terminal", file: "schemas/TerminalResponse.json", pointer: "/properties/ResponseCode" });

describe("basis: the GAPS.md entries a finding rests on", () => {
  it("the ids used here are listed in GAPS.md", () => {
    expect(GAPS).toContain(`| ${isSwipe} | terminal | \`schemas/TerminalTransactionDetail.json#/properties/IsSwipe\``);
    expect(GAPS).toContain(`| ${codeAsString} | terminal | \`schemas/TerminalResponse.json#/properties/ResponseCode\``);
  });

  const line = JSON.stringify({
    service: "terminal",
    request: {
      Header: { ApplicationId: "abcdefgh", UserId: "user1234", VersionNo: "1.0", MethodId: "1001" },
      Detail: { TransactionType: 4001, BillingRefNo: "TX1", PaymentAmount: 100 },
    },
    response: {
      Header: { ApplicationId: "abcdefgh", UserId: "user1234", VersionNo: "1.0", MethodId: "1001" },
      Response: { ResponseCode: 7, ResponseMsg: "Invalid data-format" },
    },
  });
  const table = [
    { given: "IsSwipe left out (required despite its default)", pointer: "/request/Detail/IsSwipe", want: isSwipe },
    { given: "ResponseCode as a number (the codes are strings)", pointer: "/response/Response/ResponseCode", want: codeAsString },
  ];

  it.each(["json", "text", "junit"] as const)("names them in --format %s", async (format) => {
    const { writeFileSync, mkdtempSync } = await import("node:fs");
    const dir = mkdtempSync(path.join((await import("node:os")).tmpdir(), "basis-"));
    const file = path.join(dir, "t.jsonl");
    writeFileSync(file, `${line}\n`);
    const { report, text } = await conform([file], format);
    for (const { pointer, want } of table) {
      if (format === "json") expect(report.results[0]!.violations.find((v) => v.pointer === pointer)?.basis).toContain(want);
      else expect(text).toMatch(new RegExp(`${pointer.replace(/\//g, "\\/")}[^\\n]*[\\s\\S]{0,300}${want}`));
    }
  });

  it("every basis id of every conformance case is an entry of GAPS.md", async () => {
    const ids = new Set<string>();
    for (const c of loadCases().filter((c) => c.expect.exit !== 2)) {
      const { report } = await conform([c.file, ...(c.expect.args ?? [])]);
      for (const r of report.results) for (const v of r.violations) for (const id of v.basis ?? []) ids.add(id);
    }
    expect(ids.size).toBeGreaterThan(0);
    for (const id of ids) expect(GAPS, id).toContain(`| ${id} |`);
  });
});

describe("a gap place is open where the contract's schema opens it, not by its wording", () => {
  it("emi_data in an EMI process payment is not reported (only the undocumented navigation_mode is)", async () => {
    const { report } = await conform([
      path.join(CASES, "optimizer/process-payment-emi-data.har"),
      "--secret",
      "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
    ]);
    expect(report.results.flatMap((r) => r.violations.map((v) => v.pointer))).toEqual(["/request/body/navigation_mode"]);
  });
});

describe("an enumeration finding lists the documented values with their meanings", () => {
  it("navigation_mode 5: one finding, 2 (redirect) and 7 (seamless)", async () => {
    const { report } = await conform([
      path.join(CASES, "optimizer/process-payment-enums.har"),
      "--secret",
      "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
    ]);
    const found = report.results.flatMap((r) => r.violations).filter((v) => v.pointer === "/request/body/navigation_mode");
    expect(found.map((v) => v.message)).toEqual(["is not a documented value; the contract allows 2 (redirect), 7 (seamless)"]);
  });
});
