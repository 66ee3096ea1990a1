/**
 * Versioning policy: the package version follows semver from the diff.
 *
 *   version >= 1.0.0:  any breaking finding -> a new major version;
 *                      an addition (a rule marked `addition`, such as operation-added) -> at least minor.
 *   version 0.x.y:     any breaking finding -> at least a minor bump (0.1.0 -> 0.2.0);
 *                      an addition -> at least a patch bump.
 *                      (semver gives 0.x no guarantees; this is the common npm practice, and what
 *                      `^0.1.0` ranges assume.)
 *
 * Acknowledged breaks still count: acknowledging a break accepts it, it does not make it compatible.
 * Anything else (warnings, info) asks for no bump.
 */
import type { Finding } from "./model.ts";
import { rule } from "./rules.ts";

export type Bump = "none" | "patch" | "minor" | "major";
const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

export interface Version {
  major: number;
  minor: number;
  patch: number;
  text: string;
}

export interface VersionVerdict {
  ok: boolean;
  base: string;
  head: string;
  required: Bump;
  actual: Bump | "downgrade";
  /** One sentence a reviewer can act on. */
  message: string;
}

export function parseVersion(text: string): Version | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), text: text.trim() };
}

export function actualBump(base: Version, head: Version): Bump | "downgrade" {
  const d = [head.major - base.major, head.minor - base.minor, head.patch - base.patch];
  const first = d.find((x) => x !== 0);
  if (first === undefined) return "none";
  if (first < 0) return "downgrade";
  return d[0]! > 0 ? "major" : d[1]! > 0 ? "minor" : "patch";
}

export function requiredBump(findings: readonly Finding[], base: Version): { bump: Bump; why: string } {
  const breaking = findings.filter((f) => f.level === "breaking");
  const additions = findings.filter((f) => rule(f.rule)?.addition);
  const zero = base.major === 0;
  if (breaking.length) {
    return { bump: zero ? "minor" : "major", why: `${breaking.length} breaking change(s) (first: ${breaking[0]!.rule} at ${breaking[0]!.location})` };
  }
  if (additions.length) {
    return { bump: zero ? "patch" : "minor", why: `${additions.length} addition(s) (first: ${additions[0]!.rule} at ${additions[0]!.location})` };
  }
  return { bump: "none", why: "no breaking change and no addition" };
}

/** Check that `headText` is bumped from `baseText` as the findings (acknowledged ones included) require. */
export function checkVersion(baseText: string, headText: string, findings: readonly Finding[]): VersionVerdict {
  const base = parseVersion(baseText);
  const head = parseVersion(headText);
  if (!base || !head) {
    const bad = !base ? baseText : headText;
    return {
      ok: false,
      base: baseText,
      head: headText,
      required: "none",
      actual: "none",
      message: `version "${bad}" is not a semver version (MAJOR.MINOR.PATCH): fix package.json`,
    };
  }
  const { bump: required, why } = requiredBump(findings, base);
  const actual = actualBump(base, head);
  const policy = base.major === 0 ? " (0.x: a breaking change needs a minor bump, an addition a patch bump)" : "";
  if (actual === "downgrade") {
    return {
      ok: false,
      base: base.text,
      head: head.text,
      required,
      actual,
      message: `version went backwards from ${base.text} to ${head.text}: fix package.json`,
    };
  }
  const ok = RANK[actual] >= RANK[required];
  const message = ok
    ? `version ${base.text} -> ${head.text} (${actual}) satisfies the required ${required} bump (the diff has ${why})`
    : `version ${base.text} -> ${head.text} is ${actual === "none" ? "no bump" : `a ${actual} bump`}, but the diff has ${why}, which needs a ${required} bump${policy}: set package.json "version" to ${suggest(base, required)} or higher`;
  return { ok, base: base.text, head: head.text, required, actual, message };
}

function suggest(v: Version, bump: Bump): string {
  if (bump === "major") return `${v.major + 1}.0.0`;
  if (bump === "minor") return `${v.major}.${v.minor + 1}.0`;
  if (bump === "patch") return `${v.major}.${v.minor}.${v.patch + 1}`;
  return v.text;
}
