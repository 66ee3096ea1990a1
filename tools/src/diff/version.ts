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
 * Pre-releases, as semver orders them (the `semver` package: parsing, ordering, `inc`): the version
 * a bump leads to is `semver.inc(base, bump)`, so from `2.0.0-rc.1` a breaking change leads to
 * `2.0.0` (the release the candidate announced), from `1.3.0-rc.1` to `2.0.0`, and an addition from
 * `1.3.0-rc.1` to `1.3.0`. A head version satisfies the bump when it is that version or above, or a
 * pre-release of it or above (`1.4.2 -> 2.0.0-rc.1` for a break; `2.0.0-rc.1 -> 2.0.0-rc.2` too),
 * provided it is above the base.
 *
 * Acknowledged breaks still count: acknowledging a break accepts it, it does not make it compatible.
 * Anything else (warnings, info) asks for no bump.
 */
import semver, { type SemVer } from "semver";
import type { Finding } from "./model.ts";
import { rule } from "./rules.ts";

export type Bump = "none" | "patch" | "minor" | "major";

export interface VersionVerdict {
  ok: boolean;
  base: string;
  head: string;
  required: Bump;
  /** The bump from base to head, as `semver.diff` names it (`premajor` is `major`, ...); `prerelease` when only the pre-release part moved. */
  actual: Bump | "prerelease" | "downgrade";
  /** The lowest version that satisfies the required bump (a pre-release of it satisfies it too). */
  next: string;
  /** One sentence a reviewer can act on. */
  message: string;
}

/** A version as semver reads it (a leading `v`, as in a tag, is allowed), or undefined. */
export function parseVersion(text: string): SemVer | undefined {
  return semver.parse(text.trim()) ?? undefined;
}

export function requiredBump(findings: readonly Finding[], base: SemVer): { bump: Bump; why: string } {
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

/** The lowest version after `base` that a `bump` allows (`semver.inc`: 2.0.0-rc.1 + major = 2.0.0). */
export function nextVersion(base: SemVer, bump: Bump): string {
  return bump === "none" ? base.version : (semver.inc(base.version, bump) ?? base.version);
}

/** The advice alone, for a changelog: the bump the findings need from `baseText`, and the version it leads to. */
export function adviseVersion(baseText: string, findings: readonly Finding[]): { base: string; required: Bump; next: string; why: string } | undefined {
  const base = parseVersion(baseText);
  if (!base) return undefined;
  const { bump, why } = requiredBump(findings, base);
  return { base: base.version, required: bump, next: nextVersion(base, bump), why };
}

function actualBump(base: SemVer, head: SemVer): VersionVerdict["actual"] {
  if (semver.lt(head, base)) return "downgrade";
  const d = semver.diff(base, head);
  if (d === null) return "none";
  if (d === "prerelease") return "prerelease";
  return d.replace(/^pre/, "") as Bump;
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
      next: base?.version ?? "",
      message: `version "${bad}" is not a semver version (MAJOR.MINOR.PATCH, with an optional -pre-release): fix package.json`,
    };
  }
  const { bump: required, why } = requiredBump(findings, base);
  const next = nextVersion(base, required);
  const actual = actualBump(base, head);
  const policy = base.major === 0 ? " (0.x: a breaking change needs a minor bump, an addition a patch bump)" : "";
  const shown = { base: base.version, head: head.version };
  if (actual === "downgrade") {
    return { ok: false, ...shown, required, actual, next, message: `version went backwards from ${base.version} to ${head.version}: fix package.json` };
  }
  // a pre-release of the required version (or above) satisfies it, once it is past the base
  const release = `${head.major}.${head.minor}.${head.patch}`;
  const ok = required === "none" || semver.gte(head, next) || (head.prerelease.length > 0 && semver.gte(release, next) && semver.gt(head, base));
  const from = base.prerelease.length ? ` (from the pre-release ${base.version}, a ${required} bump leads to ${next})` : "";
  const message = ok
    ? `version ${base.version} -> ${head.version} (${actual}) satisfies the required ${required} bump (the diff has ${why})`
    : `version ${base.version} -> ${head.version} is ${actual === "none" ? "no bump" : `a ${actual} bump`}, but the diff has ${why}, which needs a ${required} bump${policy}${from}: set package.json "version" to ${next} or higher (or a pre-release of it, such as ${next}-rc.1)`;
  return { ok, ...shown, required, actual, next, message };
}
