/**
 * flows.html: the documented sequences, one per multi-step scenario of the certification plans
 * (token → onboarding → discovery; order → payment → inquiry → refund; sale → Get Status → void;
 * the asynchronous terminal flow 100 initiated → Get Status → 0 APPROVED …). Each flow has a
 * sequence diagram (inline SVG, drawn here, no script, no network) and the contract's example
 * exchanges in order: for an HTTP step the operation's first request example and the example of
 * the expected status, for a terminal step the MethodId's example request of that TransactionType
 * and the example reply with the expected ResponseCode. Examples are shown redacted (card numbers
 * masked, secrets replaced), as everywhere on the site.
 */
import type { TerminalApp, Schema } from "../contract/index.ts";
import type { LoadedPlan, Plan, Scenario, Step } from "./plans.ts";
import { redactValue } from "../mask.ts";
import { anchor, html, type Html } from "./html.ts";
import { scenarioAnchor, stepText, type GeneratedPage } from "./plans-pages.ts";
import { mediaExamples } from "./redoc-view.ts";
import type { SearchEntry } from "./search.ts";
import { methodExamples } from "./terminal/examples.ts";

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);
const first = <T>(v: T | T[] | undefined): T | undefined => (Array.isArray(v) ? v[0] : v);

export interface FlowInput {
  readonly plans: readonly LoadedPlan[];
  /** OpenAPI document per HTTP service id. */
  readonly openapi: Readonly<Record<string, Node>>;
  readonly terminalSchemas: Map<string, Schema>;
  readonly apps: readonly TerminalApp[];
}

/** A flow: a scenario of several steps, each naming one operation or one MethodId. */
export function flowScenarios(plans: readonly LoadedPlan[]): Array<{ plan: Plan; scenario: Scenario }> {
  return plans.flatMap((p) =>
    p.plan.scenarios
      .filter((s) => s.steps.length >= 2 && s.steps.every((st) => !Array.isArray(st.operation) && (st.operation !== undefined || st.method !== undefined)))
      .map((s) => ({ plan: p.plan, scenario: s })),
  );
}

export interface Exchange {
  readonly request?: unknown;
  readonly reply?: unknown;
  readonly requestLabel: string;
  readonly replyLabel: string;
}

/** The example exchange of one step, from the contract's examples (undefined parts: none in the contract). */
export function stepExchange(input: FlowInput, plan: Plan, step: Step): Exchange {
  if (step.operation && plan.service) {
    const doc = input.openapi[plan.service];
    for (const [p, item] of Object.entries((doc?.paths as Record<string, Node> | undefined) ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        if (!isObject(op) || op.operationId !== step.operation) continue;
        const reqMedia = isObject(op.requestBody) ? Object.values((op.requestBody.content as Record<string, Node>) ?? {})[0] : undefined;
        const req = mediaExamples(reqMedia)[0];
        const status = String(first(step.status) ?? Object.keys((op.responses as Node) ?? {})[0]);
        const resp = (op.responses as Record<string, Node> | undefined)?.[status];
        const resMedia = isObject(resp?.content) ? Object.values(resp.content as Record<string, Node>)[0] : undefined;
        const res = mediaExamples(resMedia)[0];
        return {
          request: req?.[1] ?? (op.requestBody ? undefined : "(no body)"),
          reply: res?.[1],
          requestLabel: `${method.toUpperCase()} ${p}${req ? ` (${req[0]})` : ""}`,
          replyLabel: `${status}${res ? ` (${res[0]})` : ""}`,
        };
      }
    }
    return { requestLabel: String(step.operation), replyLabel: "" };
  }
  const app = input.apps.find((a) => a.id === plan.app);
  const method = app?.methods.find((m) => m.id === step.method);
  if (!app || !method) return { requestLabel: `MethodId ${step.method}`, replyLabel: "" };
  const examples = methodExamples(input.terminalSchemas, app, method);
  const type = first(step.transactionType);
  const req = examples.find(
    (e) =>
      e.direction === "request" && (type === undefined || (isObject((e.value as Node).Detail) && ((e.value as Node).Detail as Node).TransactionType === type)),
  );
  const code = String(first(step.responseCode) ?? "0");
  const rep =
    examples.find((e) => e.direction === "reply" && String(((e.value as Node).Response as Node | undefined)?.ResponseCode) === code) ??
    (step.responseCode === undefined ? examples.find((e) => e.direction === "reply") : undefined);
  return { request: req?.value, reply: rep?.value, requestLabel: req?.label ?? "", replyLabel: rep?.label ?? "" };
}

const ROW = 64;
const LEFT = 170;
const RIGHT = 650;

/** The sequence diagram of a flow as inline SVG: the partner's app on the left, the service on the right. */
export function sequenceSvg(id: string, partner: string, service: string, steps: readonly Step[]): Html {
  const height = 60 + steps.length * ROW + 20;
  const arrows = steps.map((st, i) => {
    const t = stepText(st);
    const y = 70 + i * ROW;
    return html`<g class="step"><line x1="${LEFT}" y1="${y}" x2="${RIGHT - 6}" y2="${y}" stroke="#1d2330" stroke-width="1.5" marker-end="url(#${id}-arrow)"/>
<text x="${(LEFT + RIGHT) / 2}" y="${y - 6}" text-anchor="middle" font-size="13" fill="#1d2330">${i + 1}. ${t.call}</text>
<line x1="${RIGHT}" y1="${y + 26}" x2="${LEFT + 6}" y2="${y + 26}" stroke="#1f5fbf" stroke-width="1.5" stroke-dasharray="5 4" marker-end="url(#${id}-back)"/>
<text x="${(LEFT + RIGHT) / 2}" y="${y + 20}" text-anchor="middle" font-size="13" fill="#174a94">${t.answer}</text></g>`;
  });
  return html`<svg class="sequence" role="img" aria-label="Sequence: ${steps.map((s) => stepText(s).call).join(", then ")}" viewBox="0 0 820 ${height}" width="820" height="${height}" xmlns="http://www.w3.org/2000/svg">
<defs><marker id="${id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1d2330"/></marker>
<marker id="${id}-back" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1f5fbf"/></marker></defs>
<rect x="${LEFT - 90}" y="8" width="180" height="30" rx="4" fill="#f5f7fa" stroke="#5b6473"/><text x="${LEFT}" y="28" text-anchor="middle" font-size="13" fill="#1d2330">${partner}</text>
<rect x="${RIGHT - 90}" y="8" width="180" height="30" rx="4" fill="#f5f7fa" stroke="#5b6473"/><text x="${RIGHT}" y="28" text-anchor="middle" font-size="13" fill="#1d2330">${service}</text>
<line x1="${LEFT}" y1="38" x2="${LEFT}" y2="${height - 6}" stroke="#5b6473" stroke-dasharray="3 3"/><line x1="${RIGHT}" y1="38" x2="${RIGHT}" y2="${height - 6}" stroke="#5b6473" stroke-dasharray="3 3"/>
${arrows}</svg>`;
}

const json = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(redactValue(v), null, 2));

export function flowsPage(input: FlowInput): GeneratedPage {
  const search: SearchEntry[] = [];
  const flows = flowScenarios(input.plans);
  const block = (label: string, value: unknown, kind: string): Html =>
    value === undefined
      ? html`<p class="muted">${kind}: the contract has no complete example of this message.</p>`
      : html`<p class="example-label"><b>${kind}</b> <span class="muted">${label}</span></p><pre class="example" data-copy data-example="${kind.toLowerCase()}"><code>${json(value)}</code></pre>`;
  const body = html`<h1>Flows</h1>
<p>The documented sequences, as the certification plans check them: each flow's steps in order with a sequence diagram and the
contract's example messages (card numbers masked, secrets redacted). A flow's full expectations, and the trigger of an error flow, are on the
<a href="certification.html">certification page</a>.</p>
<ul class="toc">${flows.map(({ plan, scenario }) => html`<li><a href="#${anchor("flow", plan.plan, scenario.id)}">${plan.plan}: ${scenario.title}</a></li>`)}</ul>
${flows.map(({ plan, scenario }) => {
  const id = anchor("flow", plan.plan, scenario.id);
  search.push({
    title: `flow ${plan.plan}: ${scenario.title}`,
    href: `flows.html#${id}`,
    page: "Flows",
    keywords: scenario.steps.map((s) => stepText(s).call).join(" "),
  });
  const service = plan.service ?? `${plan.app} app (MASTERAPP)`;
  return html`<section class="flow" id="${id}" data-plan="${plan.plan}" data-scenario="${scenario.id}"><h2>${plan.plan}: ${scenario.title}</h2>
<p class="muted">${scenario.source}${scenario.quote ? html`: “${scenario.quote}”` : ""} · <a href="certification.html#${scenarioAnchor(plan.plan, scenario.id)}">plan scenario ${scenario.id}</a></p>
<div class="diagram">${sequenceSvg(`${id}-svg`, plan.kind === "http" ? "Merchant / partner app" : "Billing app", service, scenario.steps)}</div>
<ol class="exchanges">${scenario.steps.map((st) => {
    const ex = stepExchange(input, plan, st);
    const t = stepText(st);
    return html`<li><h3><span class="mono">${t.call}</span> → ${t.answer}</h3>${block(ex.requestLabel, ex.request, "Request")}${block(ex.replyLabel, ex.reply, "Reply")}</li>`;
  })}</ol></section>`;
})}`;
  return { title: "Flows", body, search };
}
