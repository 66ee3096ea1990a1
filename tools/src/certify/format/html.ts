/**
 * `--format html`: one self-contained page a reviewer can open: inline CSS, no script, no external
 * resource (a Content-Security-Policy forbids any), every value escaped. Sections: verdict,
 * provenance, the scenario table (id, title, status, required), then per scenario the details
 * (source, quote, trigger, exchanges, findings, violations), the app's own violations that fail
 * the certificate, and the other traffic listed apart.
 */
import type { CertificationReport, ScenarioResult } from "../model.ts";
import { STYLESHEET } from "../../html-style.ts";
import { escapeMarkup as esc } from "../../markup.ts";

/** The report's own rules on top of the site's stylesheet (html-style.ts), which every HTML output shares. */
const REPORT_CSS = `
.verdict{display:inline-block;padding:.3rem .8rem;border-radius:4px;font-weight:700;color:#fff}
.verdict.passed{background:var(--ok)}.verdict.failed{background:var(--bad)}
.mono{word-break:break-all}
.status{font-weight:700}.status.passed{color:var(--ok)}.status.failed{color:var(--bad)}.status.missing{color:#9a6700}
details{border:1px solid var(--line);border-radius:4px;margin:.4rem 0;padding:.3rem .6rem}summary{cursor:pointer}
ul{margin:.3rem 0 .3rem 1.2rem;padding:0}
`;

function scenarioRow(s: ScenarioResult): string {
  return `<tr id="row-${esc(s.id)}" data-scenario="${esc(s.id)}" data-status="${s.status}"><td class="mono">${esc(s.id)}</td><td>${esc(s.title)}</td><td class="status ${s.status}">${s.status}</td><td>${s.required ? "required" : "optional"}</td></tr>`;
}

function scenarioDetails(s: ScenarioResult): string {
  const parts = [`<p>Source: ${esc(s.source)}</p>`];
  if (s.quote) parts.push(`<blockquote>${esc(s.quote)}</blockquote>`);
  if (s.trigger) parts.push(`<p>How to reach it: ${esc(s.trigger)}</p>`);
  if (s.exchanges.length) {
    parts.push(
      `<p>Exchanges:</p><ul>${s.exchanges.map((x) => `<li class="mono">${esc(x.file)} #${x.index} ${esc(x.operation)} ${x.ok ? "conforms" : "violates"}</li>`).join("")}</ul>`,
    );
  }
  if (s.findings.length) parts.push(`<p>Findings:</p><ul>${s.findings.map((f) => `<li>${esc(f)}</li>`).join("")}</ul>`);
  if (s.violations.length) {
    parts.push(
      `<table><thead><tr><th>Exchange</th><th>Rule</th><th>Pointer</th><th>Message</th><th>Expected</th><th>Actual</th></tr></thead><tbody>${s.violations
        .map(
          (v) =>
            `<tr><td class="mono">${esc(v.file)} #${v.index}</td><td class="mono">${esc(v.rule)} (${esc(v.where)})</td><td class="mono">${esc(v.pointer || "/")}</td><td>${esc(v.message)}${v.provoked ? " (provoked by this scenario)" : ""}</td><td>${esc(v.expected)}</td><td class="mono">${esc(v.actual)}</td></tr>`,
        )
        .join("")}</tbody></table>`,
    );
  }
  return `<details id="scenario-${esc(s.id)}"${s.status === "passed" ? "" : " open"}><summary><span class="status ${s.status}">${s.status}</span> ${esc(s.id)}: ${esc(s.title)}</summary>${parts.join("")}</details>`;
}

/** The app's own violations that fail the certificate, and the other traffic listed apart. */
function trafficSection(r: CertificationReport): string {
  const t = r.traffic;
  const parts: string[] = [];
  if (t.violations.length) {
    parts.push(
      `<h2>Violations of the ${esc(t.app)} traffic</h2><p>These fail the certificate: no negative scenario provokes them.</p><table id="traffic-violations"><thead><tr><th>Exchange</th><th>Rule</th><th>Pointer</th><th>Message</th><th>Expected</th><th>Actual</th></tr></thead><tbody>${t.violations
        .map(
          (v) =>
            `<tr><td class="mono">${esc(v.file)} #${v.index} ${esc(v.operation)}</td><td class="mono">${esc(v.rule)} (${esc(v.where)})</td><td class="mono">${esc(v.pointer || "/")}</td><td>${esc(v.message)}</td><td>${esc(v.expected)}</td><td class="mono">${esc(v.actual)}</td></tr>`,
        )
        .join("")}</tbody></table>${t.unlisted ? `<p>And ${t.unlisted} more violation(s), not listed.</p>` : ""}`,
    );
  }
  if (t.others.length) {
    parts.push(
      `<h2>Other traffic (not counted)</h2><table id="other-traffic"><thead><tr><th>Recording</th><th>Service or app</th><th>Exchanges</th></tr></thead><tbody>${t.others
        .map((o) => `<tr><td class="mono">${esc(o.file)}</td><td>${esc(o.service)}</td><td>${o.exchanges}</td></tr>`)
        .join("")}</tbody></table>`,
    );
  }
  return parts.join("\n");
}

export function renderHtml(r: CertificationReport): string {
  const p = r.provenance;
  const s = r.summary;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`Certification ${r.verdict}: ${p.plan.title}`)}</title>
<style>${STYLESHEET}${REPORT_CSS}</style>
</head>
<body>
<main class="page">
<h1>Certification: ${esc(p.plan.title)}</h1>
<p><span class="verdict ${r.verdict}" id="verdict">${r.verdict === "passed" ? "PASSED" : "FAILED"}</span>
 required ${s.requiredPassed} of ${s.required} passed; ${s.passed} passed, ${s.failed} failed, ${s.missing} missing of ${s.scenarios} scenarios; ${s.exchanges} exchanges of the ${esc(r.traffic.app)} judged, ${s.exchangesFailed} with violations; ${s.otherExchanges} of other services or apps not counted.</p>
<h2>Provenance</h2>
<table id="provenance"><tbody>
<tr><th>Plan</th><td>${esc(p.plan.name)} <span class="mono">${esc(p.plan.file)}</span><br>sha256 <code>${esc(p.plan.sha256)}</code></td></tr>
<tr><th>Contract</th><td>${esc(p.contract.package)} ${esc(p.contract.version)}<br>generated/ sha256 <code>${esc(p.contract.generatedSha256)}</code></td></tr>
${p.recordings.map((x) => `<tr><th>Recording</th><td><span class="mono">${esc(x.file)}</span> (${esc(x.format)}, ${x.exchanges} exchanges)<br>sha256 <code>${esc(x.sha256)}</code></td></tr>`).join("\n")}
<tr><th>Generated at</th><td>${esc(p.generatedAt)}</td></tr>
</tbody></table>
${r.unusable.length ? `<h2>Unusable recordings</h2><ul>${r.unusable.map((u) => `<li>${esc(u.message)}</li>`).join("")}</ul>` : ""}
<h2>Scenarios</h2>
<table id="scenarios"><thead><tr><th>Scenario</th><th>Title</th><th>Status</th><th>Required</th></tr></thead><tbody>
${r.scenarios.map(scenarioRow).join("\n")}
</tbody></table>
<h2>Details</h2>
${r.scenarios.map(scenarioDetails).join("\n")}
${trafficSection(r)}
</main>
</body>
</html>
`;
}
