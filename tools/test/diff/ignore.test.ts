/** The acknowledged-breaks file: parsing (with line numbers in errors) and matching. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyIgnore, parseIgnoreFile } from "../../src/diff/ignore.ts";
import type { Finding } from "../../src/diff/model.ts";

const finding = (rule: string, location: string): Finding => ({
  rule,
  level: "breaking",
  direction: "request",
  location,
  pointer: "shop/openapi.json#/x",
  message: "m",
});

describe("parseIgnoreFile", () => {
  it.each([
    { given: "an empty list", text: "acknowledged: []\n", want: [] },
    { given: "a key with no entries", text: "# nothing yet\nacknowledged:\n", want: [] },
    {
      given: "one entry",
      text: 'acknowledged:\n  - rule: operation-removed\n    location: "GET /ping"\n    reason: "Replaced by /health; partners told on 2025-01-10"\n',
      want: [{ rule: "operation-removed", location: "GET /ping", reason: "Replaced by /health; partners told on 2025-01-10", line: 2 }],
    },
  ])("accepts $given", ({ text, want }) => {
    expect(parseIgnoreFile("acks.yaml", text)).toEqual(want);
  });

  it.each([
    {
      given: "an entry without a reason",
      text: "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n",
      want: /acks\.yaml:2: entry 1 \(operation-removed at "GET \/ping"\) has no reason/,
    },
    {
      given: "an entry with a blank reason",
      text: "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n    reason: '  '\n",
      want: /acks\.yaml:2: .*has no reason/,
    },
    {
      given: "an unknown rule",
      text: "acknowledged:\n  - rule: operation-gone\n    location: x\n    reason: y\n",
      want: /acks\.yaml:2: entry 1: "operation-gone" is not a registered rule/,
    },
    {
      given: "a missing location",
      text: "acknowledged:\n  - rule: operation-removed\n    reason: y\n",
      want: /acks\.yaml:2: entry 1 \(operation-removed\) has no location/,
    },
    {
      given: "an unknown key",
      text: "acknowledged:\n  - rule: operation-removed\n    location: x\n    reason: y\n    until: 2026\n",
      want: /unknown key "until"/,
    },
    { given: "no acknowledged key", text: "- rule: x\n", want: /expected a mapping with an `acknowledged:` list/ },
    { given: "acknowledged that is not a list", text: "acknowledged: yes\n", want: /must be a list/ },
    { given: "broken YAML", text: "acknowledged:\n  - rule: [\n", want: /acks\.yaml:\d+: not valid YAML/ },
  ])("rejects $given", ({ text, want }) => {
    expect(() => parseIgnoreFile("acks.yaml", text)).toThrow(want);
  });

  it("reads the committed spec/acknowledged-breaks.yaml", () => {
    const file = path.join(import.meta.dirname, "..", "..", "..", "spec", "acknowledged-breaks.yaml");
    expect(Array.isArray(parseIgnoreFile(file, readFileSync(file, "utf8")))).toBe(true);
  });
});

describe("applyIgnore", () => {
  const entries = parseIgnoreFile(
    "acks.yaml",
    [
      "acknowledged:",
      "  - rule: operation-removed",
      "    location: GET /ping",
      "    reason: replaced by /health",
      "  - rule: request-property-removed",
      '    location: "POST /orders request body /legacy*"',
      "    reason: legacy fields dropped in v2",
      "  - rule: server-removed",
      "    location: shop servers",
      "    reason: test host retired",
    ].join("\n"),
  );

  it("moves matching findings (exact, or with * wildcards) to acknowledged, keeps the rest, lists unused entries", () => {
    const result = applyIgnore(
      [
        finding("operation-removed", "GET /ping"),
        finding("operation-removed", "GET /pong"),
        finding("request-property-removed", "POST /orders request body /legacy_ref"),
        finding("request-property-removed", "POST /orders request body /legacy_note"),
      ],
      entries,
    );
    expect(result.findings.map((f) => f.location)).toEqual(["GET /pong"]);
    expect(result.acknowledged.map((f) => [f.location, f.reason])).toEqual([
      ["GET /ping", "replaced by /health"],
      ["POST /orders request body /legacy_ref", "legacy fields dropped in v2"],
      ["POST /orders request body /legacy_note", "legacy fields dropped in v2"],
    ]);
    expect(result.unmatched.map((u) => [u.rule, u.line])).toEqual([["server-removed", 8]]);
  });

  it("matches on the rule as well as the location", () => {
    const result = applyIgnore([finding("request-parameter-removed", "GET /ping")], entries);
    expect(result.findings).toHaveLength(1);
    expect(result.acknowledged).toHaveLength(0);
  });
});
