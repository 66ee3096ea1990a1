/** The four output formats, rendered from one result. */
import { describe, expect, it } from "vitest";
import { FORMATS, type DiffResult } from "../../src/diff/format/index.ts";

const result = (over: Partial<DiffResult> = {}): DiffResult => ({
  base: "git:v1.0.0",
  head: "generated",
  findings: [
    {
      rule: "operation-removed",
      level: "breaking",
      direction: "request",
      location: "DELETE /orders/{id}",
      pointer: "shop/openapi.json#/paths/~1orders~1{id}/delete",
      message: "DELETE /orders/{id} was removed: a | pipe & <angle>.",
    },
    {
      rule: "request-property-optional-added",
      level: "info",
      direction: "request",
      location: "POST /orders request body /note",
      pointer: "shop/openapi.json#/paths/~1orders/post",
      message: "POST /orders request body /note was added to the request as optional.",
    },
  ],
  acknowledged: [
    { rule: "server-removed", level: "breaking", direction: "request", location: "shop servers", pointer: "p", message: "m", reason: "test host retired" },
  ],
  unmatched: [{ rule: "operation-removed", location: "GET /old", reason: "r", line: 7 }],
  ignoreFile: "spec/acknowledged-breaks.yaml",
  failOn: "breaking",
  failed: true,
  ...over,
});

describe("formats", () => {
  it("json: findings with exactly rule, level, direction, location, pointer, message", () => {
    const out = JSON.parse(FORMATS.json(result()));
    expect(Object.keys(out.findings[0])).toEqual(["rule", "level", "direction", "location", "pointer", "message"]);
    expect(out.findings).toHaveLength(2);
    expect(out.acknowledged[0].reason).toBe("test host retired");
    expect(out.unmatchedAcknowledgements[0].line).toBe(7);
    expect(out.summary).toEqual({ breaking: 1, warning: 0, info: 1, acknowledged: 1, failOn: "breaking", failed: true });
  });

  it("json: an empty diff is an empty findings list", () => {
    const out = JSON.parse(FORMATS.json(result({ findings: [], acknowledged: [], unmatched: [], failed: false })));
    expect(out.findings).toEqual([]);
  });

  it("text: each finding with its level, rule, message and pointer; a verdict line", () => {
    const out = FORMATS.text(result());
    expect(out).toContain("BREAKING operation-removed\n         DELETE /orders/{id} was removed");
    expect(out).toContain("at shop/openapi.json#/paths/~1orders~1{id}/delete");
    expect(out).toContain("line 7: operation-removed at GET /old");
    expect(out).toMatch(/FAIL: findings at or above "breaking"/);
  });

  it("markdown: a table per level, pipes escaped, info folded, acknowledgements listed", () => {
    const out = FORMATS.markdown(result());
    expect(out).toMatch(/^## Contract changes\n\n❌ \*\*Blocked\*\*: 1 breaking, 0 warnings, 1 info, 1 acknowledged break/);
    expect(out).toContain("### Breaking changes (1)");
    expect(out).toContain("| `operation-removed` | `DELETE /orders/{id}` | DELETE /orders/{id} was removed: a \\| pipe & <angle>. |");
    expect(out).toContain("<details><summary>Other changes (1)</summary>");
    expect(out).toContain("| `server-removed` | `shop servers` | test host retired |");
    expect(out).toContain("- line 7: `operation-removed` at `GET /old`");
    // every table row has the same number of unescaped cell separators as its header
    for (const line of out.split("\n").filter((l) => l.startsWith("| "))) expect(line.replace(/\\\|/g, "").split("|").length).toBe(5);
  });

  it("markdown: a clean diff says so", () => {
    expect(FORMATS.markdown(result({ findings: [], acknowledged: [], unmatched: [], failed: false }))).toContain("✅ **Passes**");
  });

  it("junit: failures for findings at or above --fail-on, XML escaped", () => {
    const out = FORMATS.junit(result());
    expect(out).toContain('<testsuites name="contracts diff" tests="3" failures="1">');
    expect(out).toContain('<failure type="breaking" message="DELETE /orders/{id} was removed: a | pipe &amp; &lt;angle&gt;.">');
    expect(out).toContain('<skipped message="acknowledged: test host retired"/>');
    expect(FORMATS.junit(result({ failOn: "warning" }))).toContain('failures="1"');
  });
});
