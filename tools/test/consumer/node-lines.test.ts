/**
 * The Node LTS lines (issue 37): package.json "engines" is `^20.19.0 || >=22.12.0`. On each line, a
 * scratch project installs the packed tarball with `npm install --engine-strict` (npm running on that
 * Node, so engines are checked against it) and runs the light checks: every library entry loads, as
 * ESM and through require(), and judges as on Node 24 (checks/library-faces.mjs). The CLI runs on 22
 * and 24 and says in one line on 20 that it needs 22.12. Node 20 and 22 come from the npm package
 * `node`, pinned in support.ts (NODE_LINES).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { TOOLKIT } from "./expected.ts";
import { type Answers, EXPECTED as SERVER_EXPECTED } from "./server-expected.ts";
import { NODE_LINES, check, consumerProject, nodeOfLine, packed, run } from "./support.ts";

const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const LINES = [
  { line: "20", cli: false },
  { line: "22", cli: true },
  { line: "24", cli: true },
] as const;

let tarball = "";
const nodes: Record<string, string> = {};

beforeAll(() => {
  tarball = packed();
  nodes["20"] = nodeOfLine("20");
  nodes["22"] = nodeOfLine("22");
  nodes["24"] = process.execPath;
}, 300_000);

describe.each(LINES)("Node $line", ({ line, cli }) => {
  let dir = "";
  let install: { status: number | null; stderr: string } = { status: null, stderr: "" };
  beforeAll(() => {
    ({ dir, install } = consumerProject(tarball, { nodeBin: nodes[line]! }));
  }, 120_000);

  it("npm install --engine-strict of the tarball succeeds, with no install-scripts notice", () => {
    expect([install.status, install.stderr]).toEqual([0, ""]);
  });

  it("every library entry loads (import and require) and the validation API judges as on Node 24", () => {
    const r = check<{
      node: string;
      loaded: Record<string, number>;
      required: Record<string, number>;
      verdicts: unknown;
      guard: boolean[];
      terminal: string[];
      clients: string[];
      signature: boolean;
      server: unknown[];
    }>(dir, "library-faces.mjs", nodes[line]);
    expect(r.node.split(".")[0]).toBe(line);
    if (line !== "24") expect(r.node).toBe(NODE_LINES[line]);
    for (const [entry, count] of Object.entries(r.loaded)) expect(count, entry).toBeGreaterThan(0);
    expect(r.required).toEqual(r.loaded);
    expect(r.verdicts).toEqual(TOOLKIT);
    expect(r.guard).toEqual([true, false]);
    expect(r.terminal).toEqual(["unknown-method-id"]);
    expect(r.clients).toEqual(["function", "function"]);
    expect(r.signature).toBe(true);
    // The server faces judge on this line as on 24: accepted, the body's pointers, missing credentials, an unknown path.
    expect(r.server).toEqual(["getOrder", expect.stringMatching(/^400 \/body\/customer_ref_no,/), "401 /headers/authorization", 404]);
  });

  it("the server face answers over node:http as on Node 24 (checks/server-node-http.mjs)", () => {
    const r = check<{ node: string; answers: Answers }>(dir, "server-node-http.mjs", nodes[line]);
    expect(r.node.split(".")[0]).toBe(line);
    expect(r.answers).toEqual(SERVER_EXPECTED);
  });

  it(cli ? "contracts --version runs" : "contracts says in one line that it needs Node 22.12 (exit 78)", () => {
    const r = run(nodes[line]!, [join(dir, "node_modules/.bin/contracts"), "--version"], dir, nodes[line]);
    if (cli) {
      expect([r.status, r.stdout, r.stderr]).toEqual([0, `${VERSION}\n`, ""]);
    } else {
      expect(r.status).toBe(78);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/^contracts: needs Node\.js 22\.12\.0 or newer/);
    }
  });
});
