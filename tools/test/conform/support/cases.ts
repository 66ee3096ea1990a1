/** The conformance cases: conformance/cases/<service>/<name>.{har,jsonl} with <name>.expect.json. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const CASES = path.resolve(import.meta.dirname, "../../../../conformance/cases");

export interface Expectation {
  exit: 0 | 1 | 2;
  args?: string[];
  /** `findings` (rule and pointer of every finding) is required when `rules` is not empty (case-expectation.schema.json). */
  results: Array<{ index: number; ok: boolean; rules: string[]; findings?: Array<{ rule: string; pointer: string }> }>;
  stderr?: string[];
}

export interface Case {
  service: string;
  name: string;
  file: string;
  expect: Expectation;
}

export function loadCases(): Case[] {
  const out: Case[] = [];
  for (const service of readdirSync(CASES).sort()) {
    const dir = path.join(CASES, service);
    for (const f of readdirSync(dir).sort()) {
      const m = /^(.*)\.(har|jsonl)$/.exec(f);
      if (!m) continue;
      const expectFile = path.join(dir, `${m[1]}.expect.json`);
      if (!existsSync(expectFile)) throw new Error(`${service}/${f}: no ${m[1]}.expect.json beside it`);
      out.push({
        service,
        name: m[1]!,
        file: path.relative(process.cwd(), path.join(dir, f)),
        expect: JSON.parse(readFileSync(expectFile, "utf8")) as Expectation,
      });
    }
  }
  return out;
}
