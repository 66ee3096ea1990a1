/** changelog.ts and `contracts changelog`: every change, grouped by operation or message, with the version advice. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildChangelog, CHANGELOG_FORMATS, groupChanges, subjectOf } from "../../src/diff/changelog.ts";
import { changelog } from "../../src/diff/command.ts";
import type { Finding } from "../../src/diff/model.ts";
import { UsageError } from "../../src/errors.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
const pair = (id: string) => [path.join(TESTDATA, id, "base"), path.join(TESTDATA, id, "revision")];

const f = (rule: string, level: Finding["level"], location: string): Finding => ({
  rule,
  level,
  direction: "request",
  location,
  pointer: "p#",
  message: `${rule} at ${location}`,
});

describe("subjectOf", () => {
  it.each([
    { location: "POST /api/pg/orders request body /amount", want: "POST /api/pg/orders" },
    { location: "GET /orders/{id} response 200 header x-verify", want: "GET /orders/{id}" },
    { location: "DELETE /orders/{id}", want: "DELETE /orders/{id}" },
    { location: "terminal SaleRequest.json /Detail/Amount", want: "terminal SaleRequest.json" },
    { location: "terminal TerminalRequest.json (SaleRequest)", want: "terminal TerminalRequest.json" },
    { location: "mobile_1001_request /Header/ApplicationId", want: "mobile_1001_request" },
    { location: "Amount.json [] /x", want: "Amount.json" },
    { location: "shop servers https://{env}.pay.example/api", want: "shop servers https://{env}.pay.example/api" },
    { location: "shop security scheme oauth", want: "shop security scheme oauth" },
  ])("$location -> $want", ({ location, want }) => {
    expect(subjectOf(location)).toBe(want);
  });
});

describe("groupChanges", () => {
  it("groups by subject, orders by path then method, most severe first within a group", () => {
    const groups = groupChanges([
      f("request-property-optional-added", "info", "POST /orders request body /note"),
      f("operation-added", "info", "GET /orders"),
      f("request-property-required-added", "breaking", "POST /orders request body /currency"),
      f("request-message-added", "info", "terminal VoidRequest.json"),
    ]);
    expect(groups.map((g) => g.subject)).toEqual(["GET /orders", "POST /orders", "terminal VoidRequest.json"]);
    expect(groups[1]!.changes.map((c) => c.level)).toEqual(["breaking", "info"]);
  });
});

describe("renderers", () => {
  const c = buildChangelog("git:v2.0.0-rc.1", "generated", [f("operation-removed", "breaking", "GET /ping"), f("operation-added", "info", "POST /orders")], {
    base: "2.0.0-rc.1",
    required: "major",
    next: "2.0.0",
    why: "1 breaking change(s)",
  });
  it("text: a count, the version advice, each group with its changes and levels", () => {
    expect(CHANGELOG_FORMATS.text(c)).toBe(
      [
        "Changelog git:v2.0.0-rc.1 -> generated: 2 changes (1 breaking, 0 warning, 1 info)",
        "Version: a major bump from 2.0.0-rc.1: 2.0.0 or higher (1 breaking change(s)).",
        "",
        "POST /orders",
        "  info     operation-added: operation-added at POST /orders",
        "",
        "GET /ping",
        "  breaking operation-removed: operation-removed at GET /ping",
        "",
      ].join("\n"),
    );
  });
  it("markdown: a heading per group, a bullet per change", () => {
    const md = CHANGELOG_FORMATS.markdown(c);
    expect(md).toContain("### `GET /ping`\n\n- ❌ breaking `operation-removed`: operation-removed at GET /ping");
    expect(md).toContain("### `POST /orders`\n\n- ℹ️ info `operation-added`");
  });
  it("json: the groups, the summary and the advice", () => {
    const out = JSON.parse(CHANGELOG_FORMATS.json(c));
    expect(out.summary).toEqual({ changes: 2, breaking: 1, warning: 0, info: 1 });
    expect(out.advice.next).toBe("2.0.0");
    expect(out.groups.map((g: { subject: string }) => g.subject)).toEqual(["POST /orders", "GET /ping"]);
  });
});

async function run(args: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => {
    out += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    return { code: await changelog(args), out };
  } finally {
    process.stdout.write = write;
  }
}

describe("contracts changelog", () => {
  it("lists the change and advises the version (a pre-release base)", async () => {
    const r = await run([...pair("operation-removed"), "--base-version", "2.0.0-rc.1", "--head-version", "2.0.0", "--format", "json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.groups).toEqual([{ subject: "GET /ping", changes: [expect.objectContaining({ rule: "operation-removed", level: "breaking" })] }]);
    expect(out.advice).toMatchObject({ required: "major", next: "2.0.0" });
    expect(out.version).toMatchObject({ ok: true });
  });

  it("without versions (no package.json beside the folders) it leaves the advice out", async () => {
    const r = await run(pair("operation-added"));
    expect(r.out).toMatch(
      /^Changelog .*: 1 change \(0 breaking, 0 warning, 1 info\)\n\nPOST \/orders\n {2}info {5}operation-added: POST \/orders was added\.\n$/,
    );
  });

  it("refuses a format of the gate only", async () => {
    await expect(run([...pair("operation-added"), "--format", "sarif"])).rejects.toThrow(UsageError);
    await expect(run([...pair("operation-added"), "--format", "sarif"])).rejects.toThrow(/--format must be one of text, markdown, json, yaml, not "sarif"/);
  });
});
