/**
 * The acknowledged-breaks file (spec/acknowledged-breaks.yaml in CI): findings a reviewer has
 * accepted, each with its reason.
 *
 *   acknowledged:
 *     - rule: operation-removed              # a registered rule id
 *       location: "DELETE /api/x/{id}"       # the finding's location; `*` matches any text
 *       reason: "Unused since 2024; partners told in CHANGELOG"   # required, never empty
 *
 * An entry without a reason, with an unknown rule or an unknown key makes the file unusable
 * (exit 2). An entry that matched no finding is reported, so stale entries get cleaned up.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from "yaml";
import { InputError } from "../errors.ts";
import type { Finding } from "./model.ts";
import { rule } from "./rules.ts";

export interface Acknowledgement {
  rule: string;
  location: string;
  reason: string;
  /** 1-based line of the entry in the file. */
  line: number;
}

export interface AcknowledgedFinding extends Finding {
  reason: string;
}

export interface IgnoreResult {
  findings: Finding[];
  acknowledged: AcknowledgedFinding[];
  unmatched: Acknowledgement[];
}

/**
 * Split the entries that matched nothing: those the base revision's copy of the file already had
 * accepted a break that BASE already contains (it shipped), so they are done, not wrong: they are
 * summed up in one line with the prune command. The others were added since BASE and match
 * nothing: listed one by one (a location copied wrong, or a break that did not happen).
 */
export function splitUnmatched(
  unmatched: Acknowledgement[],
  baseEntries: Acknowledgement[] | undefined,
): { stale: Acknowledgement[]; shipped: Acknowledgement[] } {
  if (!baseEntries) return { stale: unmatched, shipped: [] };
  const inBase = new Set(baseEntries.map((e) => `${e.rule}\u0000${e.location}`));
  const shipped = unmatched.filter((u) => inBase.has(`${u.rule}\u0000${u.location}`));
  return { stale: unmatched.filter((u) => !shipped.includes(u)), shipped };
}

/**
 * Remove `entries` (by their line) from the acknowledgement file, keeping its comments and the
 * other entries as written. Returns how many were removed.
 */
export function pruneIgnoreFile(file: string, entries: Acknowledgement[]): number {
  if (!entries.length) return 0;
  const text = readFileSync(file, "utf8");
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const list = (doc.contents as { get(k: string, keep: true): unknown }).get("acknowledged", true) as { items: YamlNode[] };
  const drop = new Set(entries.map((e) => e.line));
  const before = list.items.length;
  list.items = list.items.filter((n) => !(n.range && drop.has(lines.linePos(n.range[0]).line)));
  try {
    writeFileSync(file, doc.toString({ lineWidth: 0 }));
  } catch (e) {
    throw new InputError(`--prune-ignore: cannot write ${file} (${e instanceof Error ? e.message : String(e)})`);
  }
  return before - list.items.length;
}

const KEYS = new Set(["rule", "location", "reason"]);

export function loadIgnoreFile(file: string): Acknowledgement[] {
  if (!existsSync(file)) {
    throw new InputError(`ignore file ${file} does not exist: create it (see tools/src/diff/README.md) or drop --ignore`);
  }
  return parseIgnoreFile(file, readFileSync(file, "utf8"));
}

export function parseIgnoreFile(file: string, text: string): Acknowledgement[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const lineOf = (n: YamlNode | null | undefined) => (n?.range ? lines.linePos(n.range[0]).line : 1);
  function fail(line: number, what: string): never {
    throw new InputError(`${file}:${line}: ${what} (format: see tools/src/diff/README.md, "Acknowledged breaks")`);
  }
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    fail(lines.linePos(e.pos[0]).line, `not valid YAML: ${e.message.split("\n")[0]}`);
  }
  const root = doc.contents;
  if (!isMap(root) || !root.has("acknowledged")) fail(lineOf(root), "expected a mapping with an `acknowledged:` list");
  const list = (root as { get(k: string, keep: true): unknown }).get("acknowledged", true) as YamlNode | null;
  if (list === null || (list as { value?: unknown }).value === null) return [];
  if (!isSeq(list)) fail(lineOf(list), "`acknowledged` must be a list of {rule, location, reason} entries");
  const out: Acknowledgement[] = [];
  (list as { items: unknown[] }).items.forEach((item, i) => {
    const n = item as YamlNode;
    const line = lineOf(n);
    const entry = `entry ${i + 1}`;
    if (!isMap(n)) fail(line, `${entry} must be a mapping with rule, location and reason`);
    const value = n.toJSON() as Record<string, unknown>;
    for (const k of Object.keys(value)) if (!KEYS.has(k)) fail(line, `${entry} has unknown key "${k}": only rule, location and reason are allowed`);
    const { rule: id, location, reason } = value;
    if (typeof id !== "string" || !id) fail(line, `${entry} has no rule: give the rule id of the finding`);
    if (!rule(id)) fail(line, `${entry}: "${id}" is not a registered rule (list them with \`contracts diff --list-rules\`)`);
    if (typeof location !== "string" || !location) fail(line, `${entry} (${id}) has no location: copy the finding's location`);
    if (typeof reason !== "string" || !reason.trim()) {
      fail(line, `${entry} (${id} at "${location}") has no reason: say why the break is accepted (who was told, what replaces it)`);
    }
    out.push({ rule: id, location, reason: reason.trim(), line });
  });
  return out;
}

function matcher(pattern: string): (s: string) => boolean {
  if (!pattern.includes("*")) return (s) => s === pattern;
  const re = new RegExp(
    `^${pattern
      .split("*")
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  return (s) => re.test(s);
}

/** Split findings into those still open and those acknowledged; list entries that matched nothing. */
export function applyIgnore(findings: Finding[], entries: Acknowledgement[]): IgnoreResult {
  const matchers = entries.map((e) => ({ entry: e, matches: matcher(e.location), used: false }));
  const open: Finding[] = [];
  const acknowledged: AcknowledgedFinding[] = [];
  for (const f of findings) {
    const m = matchers.find((x) => x.entry.rule === f.rule && x.matches(f.location));
    if (!m) {
      open.push(f);
      continue;
    }
    m.used = true;
    acknowledged.push({ ...f, reason: m.entry.reason });
  }
  // an entry counts as used when any finding matched it, even if an earlier entry claimed that finding
  for (const m of matchers) {
    if (!m.used && findings.some((f) => f.rule === m.entry.rule && m.matches(f.location))) m.used = true;
  }
  return { findings: open, acknowledged, unmatched: matchers.filter((m) => !m.used).map((m) => m.entry) };
}
