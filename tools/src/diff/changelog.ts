/**
 * `contracts changelog BASE HEAD`: every change between two contracts, grouped by the operation or
 * message it touches, each with its level, for release notes; and the version the changes call for.
 *
 * A group is the operation (`POST /api/pg/orders`) for an HTTP change, the message file
 * (`terminal SaleRequest.json`) or AsyncAPI message for a message change, and the rest of the
 * location up to its schema path otherwise (`shop servers`, `shop security scheme oauth`). Groups
 * are listed by path, then method; within a group, most severe first. Nothing is acknowledged away:
 * a changelog lists what changed, accepted or not.
 */
import { stringify as yamlStringify } from "yaml";
import type { Finding, Level } from "./model.ts";
import { LEVELS } from "./model.ts";
import { sortFindings } from "./report.ts";
import type { VersionVerdict } from "./version.ts";

export type ChangelogFormat = "text" | "markdown" | "json" | "yaml";

export interface ChangelogGroup {
  /** The operation or message: `POST /orders`, `terminal SaleRequest.json`. */
  subject: string;
  changes: Finding[];
}

export interface Changelog {
  base: string;
  head: string;
  groups: ChangelogGroup[];
  summary: Record<Level, number> & { changes: number };
  /** The version advice, when BASE's version is known: the bump the changes need and the version it leads to. */
  advice?: { base: string; required: string; next: string; why: string };
  /** The check of HEAD's version, when both versions are known. */
  version?: VersionVerdict;
}

const OPERATION = /^([A-Z]+) (\/\S*)/;

/** The operation or message a finding's location belongs to. */
export function subjectOf(location: string): string {
  const op = OPERATION.exec(location);
  if (op) return `${op[1]} ${op[2]}`;
  const cut = location.search(/ [/([*]/);
  return cut === -1 ? location : location.slice(0, cut);
}

function order(subject: string): [string, string] {
  const op = OPERATION.exec(subject);
  return op ? [op[2]!, op[1]!] : [subject, ""];
}

export function groupChanges(findings: readonly Finding[]): ChangelogGroup[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const s = subjectOf(f.location);
    const list = groups.get(s) ?? [];
    list.push(f);
    groups.set(s, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [pa, ma] = order(a);
      const [pb, mb] = order(b);
      return pa < pb ? -1 : pa > pb ? 1 : ma < mb ? -1 : ma > mb ? 1 : 0;
    })
    .map(([subject, changes]) => ({ subject, changes: sortFindings(changes) }));
}

export function buildChangelog(base: string, head: string, findings: readonly Finding[], advice?: Changelog["advice"], version?: VersionVerdict): Changelog {
  const summary = { changes: findings.length, breaking: 0, warning: 0, info: 0 };
  for (const f of findings) summary[f.level]++;
  return { base, head, groups: groupChanges(findings), summary, ...(advice ? { advice } : {}), ...(version ? { version } : {}) };
}

function versionLines(c: Changelog): string[] {
  const out: string[] = [];
  if (c.advice) {
    out.push(
      c.advice.required === "none"
        ? `Version: no bump required from ${c.advice.base} (${c.advice.why}).`
        : `Version: a ${c.advice.required} bump from ${c.advice.base}: ${c.advice.next} or higher (${c.advice.why}).`,
    );
  }
  if (c.version) out.push(`${c.version.ok ? "OK" : "NOT OK"}: ${c.version.message}`);
  return out;
}

function counted(c: Changelog): string {
  return `${c.summary.changes} change${c.summary.changes === 1 ? "" : "s"} (${LEVELS.map((l) => `${c.summary[l]} ${l}`).join(", ")})`;
}

export function renderChangelogText(c: Changelog): string {
  const lines = [`Changelog ${c.base} -> ${c.head}: ${counted(c)}`];
  const v = versionLines(c);
  if (v.length) lines.push(...v);
  for (const g of c.groups) {
    lines.push("", g.subject);
    for (const f of g.changes) lines.push(`  ${f.level.padEnd(8)} ${f.rule}: ${f.message}`);
  }
  if (c.groups.length === 0) lines.push("", "No contract changes.");
  return `${lines.join("\n")}\n`;
}

const ICON: Record<Level, string> = { breaking: "❌ breaking", warning: "⚠️ warning", info: "ℹ️ info" };

function md(s: string): string {
  return s.replace(/\r?\n/g, " ");
}

export function renderChangelogMarkdown(c: Changelog): string {
  const lines = [`## Changelog: \`${c.base}\` → \`${c.head}\``, "", `${counted(c)}.`];
  for (const v of versionLines(c)) lines.push("", v);
  for (const g of c.groups) {
    lines.push("", `### \`${g.subject}\``, "");
    for (const f of g.changes) lines.push(`- ${ICON[f.level]} \`${f.rule}\`: ${md(f.message)}`);
  }
  if (c.groups.length === 0) lines.push("", "No contract changes.");
  return `${lines.join("\n")}\n`;
}

export function renderChangelogJson(c: Changelog): string {
  return `${JSON.stringify(c, null, 2)}\n`;
}

export const CHANGELOG_FORMATS: Record<ChangelogFormat, (c: Changelog) => string> = {
  text: renderChangelogText,
  markdown: renderChangelogMarkdown,
  json: renderChangelogJson,
  yaml: (c) => yamlStringify(c, { lineWidth: 0 }),
};
