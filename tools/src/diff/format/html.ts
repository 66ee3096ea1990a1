/**
 * `--format html`: one self-contained page (the toolkit's stylesheet, html-style.ts, inline; no
 * script, no external resource: a Content-Security-Policy forbids any; every value escaped).
 * Verdict, then a table per level (rule, where, change, and the file and line when located),
 * acknowledged breaks with their reasons, acknowledgements that matched nothing, the version verdict.
 */
import { STYLESHEET } from "../../html-style.ts";
import { escapeMarkup as esc } from "../../markup.ts";
import type { Finding, Level } from "../model.ts";
import { counts, plural, type DiffResult } from "./result.ts";

const TITLES: Record<Level, string> = { breaking: "Breaking changes", warning: "Warnings", info: "Other changes" };

const REPORT_CSS = `
.verdict{display:inline-block;padding:.3rem .8rem;border-radius:4px;font-weight:700;color:#fff}
.verdict.passed{background:var(--ok)}.verdict.failed{background:var(--bad)}
td.mono,span.mono{word-break:break-all}
.level{font-weight:700}.level.breaking{color:var(--bad)}.level.warning{color:#8a5a00}.level.info{color:var(--muted)}
details{border:1px solid var(--line);border-radius:4px;margin:.4rem 0;padding:.3rem .6rem}summary{cursor:pointer}
`;

function rows(r: DiffResult, findings: Finding[]): string {
  return findings
    .map((f) => {
      const at = r.locate?.(f);
      const file = at ? `${at.file}:${at.line}` : f.pointer;
      return `<tr data-rule="${esc(f.rule)}" data-level="${f.level}"><td class="mono">${esc(f.rule)}</td><td class="mono">${esc(f.location)}</td><td>${esc(f.message)}</td><td class="mono" title="${esc(f.pointer)}">${esc(file)}</td></tr>`;
    })
    .join("\n");
}

function table(r: DiffResult, level: Level, findings: Finding[]): string {
  const body = `<table id="${level}"><thead><tr><th>Rule</th><th>Where</th><th>Change</th><th>File</th></tr></thead><tbody>\n${rows(r, findings)}\n</tbody></table>`;
  const title = `${TITLES[level]} (${findings.length})`;
  return level === "info"
    ? `<details><summary><span class="level info">${title}</span></summary>${body}</details>`
    : `<h2 class="level ${level}">${title}</h2>\n${body}`;
}

export function renderHtml(r: DiffResult): string {
  const c = counts(r.findings);
  const parts: string[] = [];
  for (const level of ["breaking", "warning", "info"] as const) {
    const fs = r.findings.filter((f) => f.level === level);
    if (fs.length) parts.push(table(r, level, fs));
  }
  if (r.findings.length === 0 && r.acknowledged.length === 0) parts.push("<p>No contract changes.</p>");
  if (r.acknowledged.length) {
    parts.push(
      `<h2>Acknowledged breaks (${r.acknowledged.length})</h2><table id="acknowledged"><thead><tr><th>Rule</th><th>Where</th><th>Reason</th></tr></thead><tbody>${r.acknowledged
        .map((f) => `<tr><td class="mono">${esc(f.rule)}</td><td class="mono">${esc(f.location)}</td><td>${esc(f.reason)}</td></tr>`)
        .join("")}</tbody></table>`,
    );
  }
  if (r.unmatched.length) {
    parts.push(
      `<h2>Acknowledgements that matched nothing (${r.unmatched.length})</h2><p>Remove these entries from <code>${esc(r.ignoreFile ?? "the ignore file")}</code>${r.pruneCommand ? `: <code>${esc(r.pruneCommand)}</code>` : ""}.</p><ul>${r.unmatched
        .map((u) => `<li>line ${u.line}: <code>${esc(u.rule)}</code> at <code>${esc(u.location)}</code></li>`)
        .join("")}</ul>`,
    );
  }
  if (r.version) parts.push(`<h2>Version</h2><p id="version">${r.version.ok ? "✅" : "❌"} ${esc(r.version.message)}</p>`);
  const verdict = r.failed ? "failed" : "passed";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`Contract changes: ${r.base} → ${r.head}`)}</title>
<style>${STYLESHEET}${REPORT_CSS}</style>
</head>
<body>
<main class="page">
<h1>Contract changes</h1>
<p><span class="verdict ${verdict}" id="verdict">${r.failed ? "BLOCKED" : "PASSES"}</span>
 ${c.breaking} breaking, ${plural(c.warning, "warning")}, ${c.info} info${r.acknowledged.length ? `, ${plural(r.acknowledged.length, "acknowledged break")}` : ""}
 (<code>${esc(r.base)}</code> → <code>${esc(r.head)}</code>; fails on ${esc(r.failOn)}).</p>
${parts.join("\n")}
</main>
</body>
</html>
`;
}
