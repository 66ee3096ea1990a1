/** The four output formats, rendered from one result. */
import { describe, expect, it } from "vitest";
import { FORMATS, type DiffResult } from "../../src/diff/format/index.ts";
import { sarifValidator } from "./helpers.ts";

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

describe("CI formats (issue 38)", () => {
  const located = (over: Partial<DiffResult> = {}): DiffResult =>
    result({
      locate: (f) => (f.rule === "operation-removed" ? { file: "generated/shop/openapi.json", line: 12, column: 5, exact: true } : undefined),
      ...over,
    });

  it("githubactions: ::error for breaking, ::notice for info, file/line/col from the locator, title the rule", () => {
    const lines = FORMATS.githubactions(located()).trimEnd().split("\n");
    expect(lines[0]).toBe(
      "::error file=generated/shop/openapi.json,line=12,col=5,title=operation-removed::DELETE /orders/{id} was removed: a | pipe & <angle>. (DELETE /orders/{id}; shop/openapi.json#/paths/~1orders~1{id}/delete)",
    );
    expect(lines[1]).toMatch(/^::notice title=request-property-optional-added::POST \/orders request body \/note was added/);
    expect(lines[2]).toBe(
      '::warning file=spec/acknowledged-breaks.yaml,line=7,title=acknowledgement matched nothing::operation-removed at "GET /old" matched no finding: remove the entry',
    );
    expect(lines.at(-1)).toBe("contracts diff git:v1.0.0 -> generated: 1 breaking, 0 warnings, 1 info, 1 acknowledged: FAIL (fails on breaking).");
  });

  it("githubactions: a warning is ::warning; %, CR, LF escaped in messages, and : , in properties", () => {
    const f = {
      rule: "response-enum-value-added",
      level: "warning" as const,
      direction: "response" as const,
      location: "GET /a",
      pointer: "p#/x",
      message: "100%\nnew: a,b",
    };
    const out = FORMATS.githubactions(
      result({ findings: [f], acknowledged: [], unmatched: [], failed: false, locate: () => ({ file: "a,b:c.json", line: 1, column: 1, exact: true }) }),
    );
    expect(out.split("\n")[0]).toBe("::warning file=a%2Cb%3Ac.json,line=1,col=1,title=response-enum-value-added::100%25%0Anew: a,b (GET /a; p#/x)");
  });

  it("githubactions: a failed version check is an ::error", () => {
    const version = { ok: false, base: "1.0.0", head: "1.1.0", required: "major" as const, actual: "minor" as const, next: "2.0.0", message: "needs 2.0.0" };
    expect(FORMATS.githubactions(result({ version }))).toContain("::error title=version bump::needs 2.0.0\n");
  });

  it("yaml: the json report as YAML", async () => {
    const { parse } = await import("yaml");
    expect(parse(FORMATS.yaml(result()))).toEqual(JSON.parse(FORMATS.json(result())));
  });

  it("sarif: valid SARIF 2.1.0 (the OASIS schema), one result per finding, rules from the rules table", async () => {
    const { RULES } = await import("../../src/diff/rules.ts");
    const validate = await sarifValidator();
    const r = located();
    const log = JSON.parse(FORMATS.sarif(r));
    expect(validate(log)).toEqual({ valid: true, errors: "[]" });
    // the schema is not vacuous: a result without a message fails it
    const broken = structuredClone(log);
    delete broken.runs[0].results[0].message;
    expect(validate(broken).valid).toBe(false);
    const run = log.runs[0];
    expect(run.results).toHaveLength(r.findings.length + r.acknowledged.length);
    expect(run.results[0]).toMatchObject({
      ruleId: "operation-removed",
      level: "error",
      locations: [
        { physicalLocation: { artifactLocation: { uri: "generated/shop/openapi.json", uriBaseId: "%SRCROOT%" }, region: { startLine: 12, startColumn: 5 } } },
      ],
    });
    expect(run.results[1].level).toBe("note");
    expect(run.results[2].suppressions).toEqual([{ kind: "external", status: "accepted", justification: "test host retired" }]);
    const removed = RULES.find((x) => x.id === "operation-removed")!;
    expect(run.tool.driver.rules).toHaveLength(RULES.length);
    expect(run.tool.driver.rules[run.results[0].ruleIndex]).toMatchObject({ id: "operation-removed", fullDescription: { text: removed.purpose } });
    expect(run.tool.driver.rules[run.results[0].ruleIndex].help.text).toContain(removed.purpose);
  });

  it("html: one page with the site's stylesheet, no script, values escaped, file and line shown", async () => {
    const { STYLESHEET } = await import("../../src/html-style.ts");
    const out = FORMATS.html(located());
    expect(out).toMatch(/^<!DOCTYPE html>/);
    expect(out).toContain(STYLESHEET);
    expect(out).not.toMatch(/<script|<link|src=/);
    expect(out).toContain("a | pipe &amp; &lt;angle&gt;.");
    expect(out).not.toContain("<angle>");
    expect(out).toContain("generated/shop/openapi.json:12");
    expect(out).toContain('<span class="verdict failed" id="verdict">BLOCKED</span>');
    expect(out).toContain("test host retired");
  });
});
