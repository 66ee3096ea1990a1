/**
 * `--format junit`: one <testsuite> for the plan, one <testcase> per scenario. A failed scenario, or a
 * missing required one, is a <failure>; a missing optional one is <skipped>. One more test case,
 * `<plan>.traffic`, fails with the app's own violations that fail the certificate; the other
 * traffic is one <skipped> case per recording and service. The provenance is in the suite's <properties>.
 */
import type { CertificationReport } from "../model.ts";
import { escapeMarkup as esc } from "../../markup.ts";

export function renderJunit(r: CertificationReport): string {
  const p = r.provenance;
  const failures = r.scenarios.filter((s) => s.status === "failed" || (s.status === "missing" && s.required)).length + (r.traffic.violations.length ? 1 : 0);
  const skipped = r.scenarios.filter((s) => s.status === "missing" && !s.required).length + r.traffic.others.length;
  const tests = r.scenarios.length + 1 + r.traffic.others.length;
  const props = [
    ["plan", p.plan.name],
    ["plan.file", p.plan.file],
    ["plan.sha256", p.plan.sha256],
    ["contract.package", p.contract.package],
    ["contract.version", p.contract.version],
    ["contract.generatedSha256", p.contract.generatedSha256],
    ["verdict", r.verdict],
    ...p.recordings.map((x, i) => [`recording.${i}`, `${x.file} sha256 ${x.sha256}`]),
  ];
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contracts certify" tests="${tests}" failures="${failures}" errors="${r.unusable.length}">`,
    `  <testsuite name="${esc(`plan ${p.plan.name}`)}" tests="${tests}" failures="${failures}" skipped="${skipped}" errors="${r.unusable.length}" timestamp="${esc(p.generatedAt)}">`,
    "    <properties>",
    ...props.map(([k, v]) => `      <property name="${esc(k!)}" value="${esc(v!)}"/>`),
    "    </properties>",
  ];
  for (const s of r.scenarios) {
    const name = `${s.id} ${s.title}`;
    const head = `    <testcase classname="${esc(`${p.plan.name}.${s.required ? "required" : "optional"}`)}" name="${esc(name)}"`;
    if (s.status === "passed") {
      out.push(`${head}/>`);
      continue;
    }
    if (s.status === "missing" && !s.required) {
      out.push(
        `${head}>`,
        `      <skipped message="${esc(`not exercised (optional)${s.trigger ? `; how to reach it: ${s.trigger}` : ""}`)}"/>`,
        "    </testcase>",
      );
      continue;
    }
    const body = [
      ...s.findings,
      ...s.violations.map(
        (v) =>
          `${v.file} #${v.index} ${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}; expected ${v.expected}; actual ${v.actual}${v.basis?.length ? `; basis ${v.basis.join(", ")}` : ""}`,
      ),
      ...(s.status === "missing" && s.trigger ? [`how to reach it: ${s.trigger}`] : []),
    ].join("\n");
    const type = s.status === "missing" ? "missing" : [...new Set(s.violations.map((v) => v.rule))].join(", ") || "incomplete";
    out.push(`${head}>`, `      <failure type="${esc(type)}" message="${esc(`${s.status}: ${s.source}`)}">${esc(body)}</failure>`, "    </testcase>");
  }
  // The app's own traffic: one test case, a failure listing every violation that fails the certificate.
  const t = r.traffic;
  const trafficCase = `    <testcase classname="${esc(`${p.plan.name}.traffic`)}" name="${esc(`the ${t.app} traffic conforms`)}"`;
  if (t.violations.length === 0) out.push(`${trafficCase}/>`);
  else {
    const body = t.violations
      .map(
        (v) => `${v.file} #${v.index} ${v.operation} ${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}; expected ${v.expected}; actual ${v.actual}`,
      )
      .concat(t.unlisted ? [`and ${t.unlisted} more violation(s), not listed`] : [])
      .join("\n");
    const type = [...new Set(t.violations.map((v) => v.rule))].join(", ");
    out.push(
      `${trafficCase}>`,
      `      <failure type="${esc(type)}" message="${esc(`the ${t.app} traffic violates the contract`)}">${esc(body)}</failure>`,
      "    </testcase>",
    );
  }
  for (const o of t.others)
    out.push(
      `    <testcase classname="${esc(`${p.plan.name}.other-traffic`)}" name="${esc(`${o.file}: ${o.exchanges} exchange(s) of ${o.service}`)}"><skipped message="not the ${esc(t.app)}'s traffic: not counted"/></testcase>`,
    );
  for (const u of r.unusable)
    out.push(`    <testcase classname="recordings" name="${esc(u.file)}"><error type="unusable-input" message="${esc(u.message)}"/></testcase>`);
  out.push("  </testsuite>", "</testsuites>");
  return `${out.join("\n")}\n`;
}
