// Safety: no full card number, CVV, client secret, password or credential of the recordings
// appears in any report (text, json, junit) or error output, for every case.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fullCardNumbers } from "./support/leaks.ts";
import { loadCases } from "./support/cases.ts";
import { conform } from "./support/run.ts";

/** Secrets present in the case recordings (test values of the documents' illustrations). */
const SECRETS = [
  "placeholder-client-secret",
  "placeholder-access-token",
  "MERCHANT-ACCESS-CODE",
  "TOKEN-PLACEHOLDER",
  "TOKEN-FROM-ELSEWHERE",
  "MTIzNDpNRVJDSEFOVC1BQ0NFU1MtQ09ERQ==", // the Basic credential
  "00112233445566778899aabbccddeeff", // the cases' x-verify secret
];


describe("no secret in any output", () => {
  const cases = loadCases();
  it("the recordings do hold the secrets looked for", () => {
    const all = cases.map((c) => readFileSync(c.file, "utf8")).join("\n");
    for (const s of SECRETS.slice(0, 4)) expect(all).toContain(s);
    expect(fullCardNumbers(all).length).toBeGreaterThan(0);
  });

  it.each(["text", "json", "junit"] as const)("%s reports and stderr of every case", async (format) => {
    for (const c of cases) {
      const { text, stderr } = await conform([c.file, ...(c.expect.args ?? [])], format);
      const out = text + stderr;
      for (const s of SECRETS) expect(out, `${c.file} (${format}) shows ${s}`).not.toContain(s);
      expect(fullCardNumbers(out), `${c.file} (${format})`).toEqual([]);
      expect(out).not.toMatch(/"cvv"\s*:\s*"\d/);
    }
  });
});
