/**
 * The pages a partner needs to run a certification session, generated from the data the code runs
 * on, so they cannot drift from it:
 *
 *   sandbox.html        the HTTP sandboxes' magic values (tools/src/sandbox/scenarios.ts), the plans'
 *                       triggers that name them, the environment options (sandbox/env.ts) and the
 *                       Sandbox section of tools/src/sandbox/README.md (validation, state, decisions where the documents
 *                       are silent)
 *   simulator.html      the terminal simulator's scripted outcomes (simulator/scenarios.ts and the
 *                       common code table it answers from) and the terminal plans' triggers
 *   certification.html  every plan of conformance/plans/ (docs/plans.ts: the files and schema `contracts
 *                       certify` loads): every scenario with its trigger and its expected exchange
 *                       (each step's operation or MethodId, TransactionType, status or ResponseCode
 *                       and the conditions on it)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { shippedPlans, type Condition, type LoadedPlan, type Plan, type Scenario, type Step } from "./plans.ts";
import { ROOT } from "../paths.ts";
import { DEFAULT_SANDBOX_SECRET, HOSTED_PAYMENT_PATH, SANDBOX_ENV } from "../sandbox/index.ts";
import { NODE_X_VERIFY, OPENSSL_X_VERIFY } from "./samples.ts";
import { DECLINED_MESSAGE, INVALID_CLIENT_SECRET, MAGIC_EXTERNAL_IDS, MAGIC_PAISE, SHORT_LIVED_SUFFIX, SHORT_LIVED_TTL_SECONDS } from "../sandbox/index.ts";
import { COMMON, MOBILE_ONLY } from "../simulator/index.ts";
import { AMOUNT_CODE_BASE, DUPLICATE_BILL_PAISE, USER_TRIGGER } from "../simulator/index.ts";
import { anchor, html, raw, type Html } from "./html.ts";
import type { SearchEntry } from "./search.ts";

export interface GeneratedPage {
  readonly title: string;
  readonly body: Html;
  readonly search: readonly SearchEntry[];
}

export { shippedPlans };

export const scenarioAnchor = (plan: string, scenario: string): string => anchor(plan, scenario);
export const triggerAnchor = (plan: string, trigger: string): string => anchor(plan, "trigger", trigger);

/** The mocks' reference (the sandbox's behaviour, decisions and scenario control). */
const MOCKS_README = path.join(ROOT, "tools/src/sandbox/README.md");

/** A section of a README (from its heading to the next heading of the same or a higher level). */
export function readmeSection(heading: string, file = MOCKS_README): string {
  const lines = readFileSync(file, "utf8").split("\n");
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`${path.relative(ROOT, file)} has no heading "${heading}"`);
  const level = heading.match(/^#+/)![0].length;
  let end = lines.length;
  let fenced = false;
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i]!.startsWith("```")) fenced = !fenced;
    const m = !fenced && lines[i]!.match(/^(#+) /);
    if (m && m[1]!.length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start + 1, end).join("\n");
}

const markdown = (text: string): Html => raw(new MarkdownIt({ html: false, linkify: false, typographer: false }).render(text));

const triggerTable = (plan: Plan, file: string, entry: (t: string, id: string, k: string) => void, pageFile: string): Html => {
  const triggers = plan.triggers ?? [];
  if (triggers.length === 0) return html`<p class="muted">This plan names no trigger.</p>`;
  return html`<table class="codes"><thead><tr><th>Trigger</th><th>What to send</th><th>Outcome</th><th>Scenarios</th></tr></thead><tbody>
${triggers.map((t) => {
  const users = plan.scenarios.filter((s) => s.trigger === t.id);
  const rowId = pageFile === "certification.html" ? triggerAnchor(plan.plan, t.id) : anchor(pageFile.replace(/\.html$/, ""), plan.plan, t.id);
  entry(`${plan.plan} trigger ${t.id}`, rowId, `${t.value} ${t.outcome}`);
  return html`<tr id="${rowId}"><td class="mono">${t.id}</td><td>${t.value}</td><td>${t.outcome}</td><td>${users.map(
    (s, i) => html`${i ? ", " : ""}<a href="certification.html#${scenarioAnchor(plan.plan, s.id)}">${s.id}</a>`,
  )}</td></tr>`;
})}</tbody></table><p class="muted">From <span class="mono">${file}</span>.</p>`;
};

/** sandbox.html */
export function sandboxPage(plans: readonly LoadedPlan[]): GeneratedPage {
  const search: SearchEntry[] = [];
  const entry = (title: string, id: string, keywords: string): void => {
    search.push({ title, href: `sandbox.html#${id}`, page: "Sandbox", keywords });
  };
  const magic: Array<{ value: string; where: string; effect: string }> = [
    ...Object.entries(MAGIC_PAISE).map(([paise, outcome]) => ({
      value: `amount whose paise are ${paise}`,
      where:
        outcome === "decline"
          ? "optimizer createOrder payment_info_data.amount; affordability discoverOffers order_amount.value"
          : "optimizer createOrder payment_info_data.amount",
      effect:
        outcome === "decline"
          ? `optimizer: payment declined (processPayment response_message "${DECLINED_MESSAGE}", order FAILED, refund refused); affordability: no eligible offers ({"issuers": []})`
          : `optimizer: payment ${outcome} (order ${outcome.toUpperCase()}, refund refused)`,
    })),
    {
      value: `client_id ending in "${SHORT_LIVED_SUFFIX}"`,
      where: "affordability generateToken",
      effect: `token with expires_in ${SHORT_LIVED_TTL_SECONDS}`,
    },
    { value: `client_secret "${INVALID_CLIENT_SECRET}"`, where: "affordability generateToken", effect: "401 invalid_client" },
    ...Object.entries(MAGIC_EXTERNAL_IDS).map(([id, status]) => ({
      value: `external_id "${id}"`,
      where: "affordability onboardClient",
      effect: `${status}${status === 400 ? " HEADER_MISSING" : ""}`,
    })),
  ];
  for (const m of magic) entry(`sandbox magic value: ${m.value}`, "magic-values", `${m.where} ${m.effect}`);
  const envDoc = readFileSync(path.join(ROOT, "tools", "src", "sandbox", "env.ts"), "utf8");
  const envRow = (name: string): string[] => {
    const line = envDoc.split("\n").find((l) => l.includes(`| ${name} `));
    return line
      ? line
          .split("|")
          .slice(2, 4)
          .map((c) => c.trim())
      : ["", ""];
  };
  for (const name of SANDBOX_ENV) entry(name, "environment", envRow(name).join(" "));
  entry("x-verify: sign create order (openssl, the package's signer, the test secret)", "x-verify", "x-verify HMAC-SHA256 secret openssl signer");
  entry("hosted payment page (the samples' redirect)", "pages", `${HOSTED_PAYMENT_PATH} orderToken merchant_return_url payment page`);
  const httpPlans = plans.filter((p) => p.plan.kind === "http");
  const body = html`<h1>Sandbox of the HTTP services</h1>
<p><span class="mono">make mock</span> starts the sandboxes on loopback: affordability on <span class="mono">127.0.0.1:4010</span>,
optimizer on <span class="mono">127.0.0.1:4011</span> (and the <a href="simulator.html">terminal simulator</a> on 4012).
They validate every request against the contract and keep state in memory. This page is generated from the sandbox's own constants
(<span class="mono">tools/src/sandbox/scenarios.ts</span>, <span class="mono">env.ts</span>), the certification plans and the sandbox README (tools/src/sandbox/README.md).</p>
<p>The sandbox is driven by what a partner's app sends (the magic values below), its environment variables, and, in
tests, the <span class="mono">Prefer</span> header; the admin interface on every mock's port
(<span class="mono">GET /__admin/status</span>, <span class="mono">POST /__admin/reset</span>,
<span class="mono">POST /__admin/recording/rotate</span>) only clears its state and starts a new recording file.</p>
<h2 id="x-verify">Signing create order (x-verify)</h2>
<p>The sandbox's test merchant secret (hex; <span class="mono">SANDBOX_SECRET_HEX</span> replaces it):
<span class="mono">${DEFAULT_SANDBOX_SECRET}</span>. <span class="mono">x-verify</span> is the HMAC-SHA256 of the Base64
text of the <span class="mono">request</span> field under the hex-decoded secret, in upper-case hex. With the Base64 text in
<span class="mono">$REQUEST</span> and the secret in <span class="mono">$OPTIMIZER_SECRET_HEX</span>, one line with openssl:</p>
<pre><code>${OPENSSL_X_VERIFY}</code></pre>
<p>or with the package's signer (<span class="mono">@payments/contracts/signing</span>):</p>
<pre><code>${NODE_X_VERIFY}</code></pre>
<p>The createOrder curl sample on the optimizer's page encodes its payload and signs it in the same way; the typed client and
the PHP kit sign for you.</p>
<h2 id="pages">Payment pages (not contract operations)</h2>
<p>Two browser pages, answered in the default and the lenient mode alike and never recorded:
<span class="mono">/sandbox/pay/&lt;order id&gt;</span>, the <span class="mono">redirect_url</span> of process payment, which
redirects (302) to <span class="mono">merchant_return_url</span>; and <span class="mono">${HOSTED_PAYMENT_PATH}?orderToken=&lt;token&gt;</span>,
the hosted payment page the official samples send the browser to after create order (instead of process payment), which shows the
order with Approve and Fail, uses the token up and returns (303) to <span class="mono">merchant_return_url</span>. Both add
<span class="mono">order_id</span>, <span class="mono">agg_order_id</span> and <span class="mono">status</span> to it: what the
real service delivers there is not shown in the documents (tools/src/sandbox/README.md).</p>
<h2 id="magic-values">Magic values</h2>
<table class="codes"><thead><tr><th>Value</th><th>Where</th><th>Effect</th></tr></thead><tbody>
${magic.map((m) => html`<tr><td>${m.value}</td><td>${m.where}</td><td>${m.effect}</td></tr>`)}
</tbody></table>
${httpPlans.map((p) => html`<h3 id="${anchor("sandbox", p.plan.plan)}">Triggers of the ${p.plan.plan} plan</h3>${triggerTable(p.plan, path.relative(ROOT, p.file), entry, "sandbox.html")}`)}
<h2 id="environment">Environment</h2>
<table class="codes"><thead><tr><th>Variable</th><th>Meaning</th><th>Default</th></tr></thead><tbody>
${SANDBOX_ENV.map((n) => {
  const [meaning, def] = envRow(n);
  return html`<tr><td class="mono">${n}</td><td>${meaning}</td><td>${def}</td></tr>`;
})}
</tbody></table>
<h2 id="behaviour">Validation, state and decisions</h2>
<div class="markdown">${markdown(readmeSection("## Sandbox"))}</div>`;
  entry("Sandbox decisions where the documents are silent", "behaviour", readmeSection("## Sandbox").slice(0, 2000));
  return { title: "Sandbox: magic values and decisions", body, search };
}

/** simulator.html */
export function simulatorPage(plans: readonly LoadedPlan[]): GeneratedPage {
  const search: SearchEntry[] = [];
  const entry = (title: string, id: string, keywords: string): void => {
    search.push({ title, href: `simulator.html#${id}`, page: "Simulator", keywords });
  };
  const codes = [...Object.values(COMMON), ...Object.values(MOBILE_ONLY)].filter((c) => c.code !== "0" && c.code !== "100");
  const byCode = new Map(codes.map((c) => [c.code, c]));
  const amountRows = [...byCode.values()]
    .map((c) => ({ paise: AMOUNT_CODE_BASE + Number(c.code), code: c }))
    .filter((r) => r.paise < 100)
    .sort((a, b) => a.paise - b.paise);
  for (const r of amountRows) entry(`simulator: PaymentAmount paise ${r.paise}`, "triggers", `ResponseCode ${r.code.code} ${r.code.message}`);
  entry(`simulator: Header.UserId ${USER_TRIGGER}<code>`, "triggers", "any method documented code");
  entry(`simulator: PaymentAmount paise ${DUPLICATE_BILL_PAISE}`, "triggers", "Get Status DUPLICATE BILL");
  const terminalPlans = plans.filter((p) => p.plan.kind === "terminal");
  const body = html`<h1>Terminal simulator</h1>
<p><span class="mono">make mock</span> starts it on <span class="mono">127.0.0.1:4012</span> (<span class="mono">POST /terminal</span>,
<span class="mono">POST /mobile</span>, one message per request); <span class="mono">npm run -s simulator -- --stdio --app mobile</span> reads one message per line.
It validates each request (7 Invalid data-format, 3 Invalid Method Id) and follows the documented flow: a mobile UPI, wallet, card or EMI sale
answers 100 "TRANSACTION INITIATED CHECK GET STATUS"; the matching Get Status answers 0 APPROVED (see <a href="flows.html">Flows</a>).
This page is generated from <span class="mono">tools/src/simulator/scenarios.ts</span>, its code tables and the plans.</p>
<h2 id="triggers">Triggers</h2>
<table class="codes"><thead><tr><th>Send</th><th>Answer</th></tr></thead><tbody>
${amountRows.map(
  (r) =>
    html`<tr><td>DoTransaction with <span class="mono">Detail.PaymentAmount</span> whose paise are <b>${r.paise}</b></td><td>ResponseCode ${r.code.code} ${r.code.message}${r.code.code === "8" ? " (mobile app only)" : ""}</td></tr>`,
)}
<tr><td>an asynchronous sale whose <span class="mono">PaymentAmount</span> paise are <b>${DUPLICATE_BILL_PAISE}</b></td><td>its Get Status answers 0 DUPLICATE BILL, ApprovalCode and RetrievalReferenceNumber empty</td></tr>
<tr><td><span class="mono">Header.UserId</span> <b>${USER_TRIGGER}&lt;code&gt;</b>, any method</td><td>that code, when it is one of the method's documented codes (see the code tables on the <a href="terminal.html#code-tables">terminal page</a>); another code is ignored</td></tr>
</tbody></table>
${terminalPlans.map((p) => html`<h3 id="${anchor("simulator", p.plan.plan)}">Triggers of the ${p.plan.plan} plan</h3>${triggerTable(p.plan, path.relative(ROOT, p.file), entry, "simulator.html")}`)}`;
  return { title: "Terminal simulator: triggers", body, search };
}

const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(" or ") : v === undefined ? "" : String(v));

function conditionText(c: Condition): string {
  const parts: string[] = [];
  if (c.exists !== undefined) parts.push(c.exists ? "is present" : "is absent");
  if (c.equals !== undefined) parts.push(`equals ${JSON.stringify(c.equals)}`);
  if (c.oneOf) parts.push(`is one of ${c.oneOf.map((v) => JSON.stringify(v)).join(", ")}`);
  if (c.notOneOf) parts.push(`is none of ${c.notOneOf.map((v) => JSON.stringify(v)).join(", ")}`);
  if (c.matches) parts.push(`matches /${c.matches}/`);
  if (c.sameAs) parts.push(`is the same as step ${c.sameAs.step}'s ${c.sameAs.pointer ?? ""}${c.sameAs.prefix ? ` (prefix ${c.sameAs.prefix})` : ""}`);
  const seconds = (r: { plusSeconds?: string; times?: number }): string =>
    r.plusSeconds ? ` plus ${r.times !== undefined && r.times !== 1 ? `${r.times} × ` : ""}${r.plusSeconds} s` : "";
  if (c.before) parts.push(`is before step ${c.before.step}'s ${c.before.pointer ?? ""}${seconds(c.before)}`);
  if (c.after) parts.push(`is not before step ${c.after.step}'s ${c.after.pointer ?? ""}${seconds(c.after)}`);
  return `${c.pointer} ${parts.join(" and ")}`;
}

/** What one step expects, in words: the operation or MethodId/TransactionType, the answer, the conditions. */
export function stepText(step: Step): { call: string; answer: string; conditions: string[] } {
  const call = step.operation
    ? list(step.operation)
    : `MethodId ${step.method ?? "any"}${step.transactionType !== undefined ? `, TransactionType ${list(step.transactionType)}` : ""}`;
  const answer =
    step.status !== undefined ? `HTTP ${list(step.status)}` : step.responseCode !== undefined ? `ResponseCode ${list(step.responseCode)}` : "any answer";
  return { call, answer, conditions: (step.where ?? []).map(conditionText) };
}

/** certification.html */
export function certificationPage(plans: readonly LoadedPlan[]): GeneratedPage {
  const search: SearchEntry[] = [];
  const scenario = (p: Plan, s: Scenario): Html => {
    search.push({
      title: `${p.plan} scenario ${s.id}`,
      href: `certification.html#${scenarioAnchor(p.plan, s.id)}`,
      page: "Certification plans",
      keywords: `${s.title} ${s.trigger ?? ""} ${s.steps.map((st) => stepText(st).call).join(" ")}`,
    });
    const trigger = s.trigger ? p.triggers?.find((t) => t.id === s.trigger) : undefined;
    return html`<section class="scenario" id="${scenarioAnchor(p.plan, s.id)}" data-plan="${p.plan}" data-scenario="${s.id}">
<h3><span class="mono">${s.id}</span> ${s.title} ${s.required ? html`<span class="badge req">required</span>` : html`<span class="badge opt">optional</span>`}</h3>
<p class="muted">${s.source}${s.quote ? html`: “${s.quote}”` : ""}</p>
${trigger ? html`<p><b>Trigger</b> <a class="mono" href="#${triggerAnchor(p.plan, trigger.id)}">${trigger.id}</a>: ${trigger.value}. <b>Outcome:</b> ${trigger.outcome}</p>` : ""}
${s.each ? html`<p class="muted">Checked for every occurrence in the session.</p>` : ""}
<ol class="steps">${s.steps.map((st) => {
      const t = stepText(st);
      return html`<li>${st.title ? html`${st.title}: ` : ""}<span class="mono">${t.call}</span> → <b>${t.answer}</b>${
        t.conditions.length ? html`<ul>${t.conditions.map((c) => html`<li class="mono small">${c}</li>`)}</ul>` : ""
      }</li>`;
    })}</ol></section>`;
  };
  const body = html`<h1>Certification plans</h1>
<p>What <span class="mono">contracts certify --plan NAME</span> checks in a partner's recorded session: every scenario, the trigger that makes the
<a href="sandbox.html">sandbox</a> or the <a href="simulator.html">simulator</a> answer it, and the exchange it expects, step by step.
Generated from <span class="mono">conformance/plans/</span>, the files the certify command loads.</p>
<ul class="toc">${plans.map((p) => html`<li><a href="#${anchor("plan", p.plan.plan)}">${p.plan.title}</a> (${p.plan.scenarios.length} scenarios)</li>`)}</ul>
${plans.map((p) => {
  search.push({
    title: `plan ${p.plan.plan}: ${p.plan.title}`,
    href: `certification.html#${anchor("plan", p.plan.plan)}`,
    page: "Certification plans",
    keywords: p.plan.document,
  });
  return html`<section class="plan" id="${anchor("plan", p.plan.plan)}"><h2>${p.plan.title} <span class="badge">${p.plan.plan}</span></h2>
<p>Document: ${p.plan.document}. File: <span class="mono">${path.relative(ROOT, p.file)}</span>.</p>
<h3>Triggers</h3>
${triggerTable(p.plan, path.relative(ROOT, p.file), (title, id, keywords) => search.push({ title, href: `certification.html#${id}`, page: "Certification plans", keywords }), "certification.html")}
<h3>Scenarios</h3>
${p.plan.scenarios.map((s) => scenario(p.plan, s))}</section>`;
})}`;
  return { title: "Certification plans", body, search };
}
