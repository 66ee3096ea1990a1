// The rule registry is the single list of rules: ids are kebab-case and unique, the published
// JSON Schemas list the same ids, the README documents each one, and every rule is exercised
// (the conformance cases or the replay tests catch it), and every violation the cases produce is
// at one of its rule's places (`where`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ExchangeResult } from "../../src/judge/model.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { RULES, type RuleId } from "../../src/judge/rules.ts";
import { Runner } from "../../src/conform/runner.ts";
import { loadCases } from "../conform/support/cases.ts";
import { forArgs } from "../conform/support/secret.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const ids = RULES.map((r) => r.id);
/** Rules only a live replay (`--target`) can give: no recording alone produces them. */
const REPLAY_ONLY = ["replay-transport", "replay-diff"] as const satisfies readonly RuleId[];
/** Rules only `contracts probe` gives (how a live build answered it; tools/test/probe/ against the sandboxes and the planted faults). */
const PROBE_ONLY = [
  "probe-server-error",
  "probe-no-answer",
  "probe-valid-refused",
  "probe-invalid-accepted",
  "probe-auth-ignored",
  "probe-sequence-accepted",
] as const satisfies readonly RuleId[];

describe("rule registry", () => {
  it("has unique kebab-case ids with a purpose", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
      expect(r.purpose.length).toBeGreaterThan(20);
    }
  });

  it("is the list the published schemas use", () => {
    const report = JSON.parse(readFileSync(path.join(ROOT, "conformance/schemas/report.schema.json"), "utf8"));
    expect(report.$defs.violation.properties.rule.enum).toEqual(ids);
    const expectation = JSON.parse(readFileSync(path.join(ROOT, "conformance/schemas/case-expectation.schema.json"), "utf8"));
    expect(expectation.properties.results.items.properties.rules.items.enum).toEqual(ids);
  });

  it("is documented in conformance/README.md, one table row per rule", () => {
    const readme = readFileSync(path.join(ROOT, "conformance/README.md"), "utf8");
    for (const id of ids) expect(readme, id).toMatch(new RegExp(`^\\| \`${id}\` \\|`, "m"));
  });

  it("every rule is caught by a case, except the replay-only rules (named tests in replay/http.test.ts) and the probe's", () => {
    const fromCases = new Set(loadCases().flatMap((c) => c.expect.results.flatMap((r) => r.rules)));
    expect(ids.filter((id) => !fromCases.has(id))).toEqual([...REPLAY_ONLY, ...PROBE_ONLY]);
  });

  it("every violation of the cases is at one of its rule's places (where)", async () => {
    const seen = new Map<string, Set<string>>();
    for (const c of loadCases()) {
      const args = c.expect.args ?? [];
      const sink: ReportSink = {
        fileStart() {},
        fileUnusable() {},
        async fileEnd() {},
        result(r: ExchangeResult) {
          for (const v of r.violations) {
            const at = seen.get(v.rule) ?? new Set<string>();
            seen.set(v.rule, at.add(v.where));
          }
        },
        async end() {},
      };
      const basePath = args.includes("--base-path") ? args[args.indexOf("--base-path") + 1] : undefined;
      await new Runner({ sink, basePath, signer: forArgs(args).signer }).runFiles([c.file]);
    }
    const misplaced = [...seen].flatMap(([id, at]) =>
      [...at].filter((where) => !(RULES.find((r) => r.id === id)?.where as readonly string[] | undefined)?.includes(where)).map((where) => `${id} at ${where}`),
    );
    expect(misplaced).toEqual([]);
    // The check saw the rules the cases catch (it is not vacuous).
    expect(seen.size).toBeGreaterThan(20);
  });
});
