/**
 * One probe case run against a live terminal build (stdio:COMMAND or the simulator's HTTP bridge):
 * the flow's messages up to the step under test, that step perturbed (one constraint broken) or
 * not, each reply checked by the probe's checks, the whole sequence judged in memory by the judge. The terminal has no credential, so a case has no auth perturbation.
 */
import { TransportError, type TerminalTransport } from "../conform/index.ts";
import type { Flow } from "./flows.ts";
import type { BuiltRequest } from "./http.ts";
import { pickBreak, type CaseOutcome, judgedWhole, labelOf, type ProbeCase, probeChecks, type SentExchange, violation } from "./sequence.ts";
import { evaluate, type Scope, type StepRecord, Unresolved } from "./template.ts";
import { buildMessage, messageAccepted, messageBreaks, replyAccepts } from "./terminal.ts";

export interface TerminalTarget {
  /** The target as given (bridge URL or stdio:COMMAND), for reports and the replay. */
  url: string;
  transport: TerminalTransport;
  maxWaitSeconds: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function runTerminalCase(target: TerminalTarget, flow: Flow, c: ProbeCase, unique: string): Promise<CaseOutcome> {
  const app = flow.app ?? "terminal";
  const scope: Scope = { steps: new Map<string, StepRecord>(), unique };
  const exchanges: SentExchange[] = [];
  const sentBy = new Map<string, unknown>();
  const last = Math.min(c.at, flow.steps.length - 1);
  for (let i = 0; i <= last; i++) {
    if (c.skip?.includes(i)) continue;
    const step = flow.steps[i]!;
    const source = step.repeat ? flow.steps.find((s) => s.id === step.repeat)! : step;
    let message: unknown;
    let variant = "valid";
    let brokenAt: string | undefined;
    try {
      if (step.wait !== undefined) {
        const seconds = Number(evaluate(step.wait, scope));
        if (!(seconds >= 0 && seconds <= target.maxWaitSeconds)) continue;
        await sleep(seconds * 1000);
      }
      if (step.repeat) {
        message = sentBy.get(step.repeat);
        if (message === undefined) return { exchanges, violations: [], failedAt: undefined, skipped: `step ${step.repeat} was not sent` };
      } else {
        const values = c.values[i] ?? {};
        message = buildMessage(app, source, values, scope);
        if (!messageAccepted(app, message))
          return { exchanges, violations: [], failedAt: undefined, skipped: `${flow.id} ${labelOf(flow, i)}: the flow builds a message the contract refuses` };
        if (i === last && c.perturb.kind === "break") {
          const b = pickBreak(messageBreaks(app, source, message), step, c.perturb);
          if (b) {
            message = buildMessage(app, source, values, scope, b);
            variant = `break:${b.label}`;
            brokenAt = b.pointer.startsWith("/Header/") ? b.pointer : undefined;
          }
        }
      }
    } catch (e) {
      if (e instanceof Unresolved) return { exchanges, violations: [], failedAt: undefined, skipped: e.message };
      throw e;
    }
    if (step.id && variant === "valid") sentBy.set(step.id, message);
    const text = JSON.stringify(message);
    const request: BuiltRequest = { method: "MESSAGE", path: app, query: {}, params: {}, headers: {}, body: message, text };
    let reply: unknown;
    try {
      reply = await target.transport.send(app, message);
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      exchanges.push(sent(flow, i, source.operation, variant, step.expect, request, target.url, app, message, undefined, false));
      return {
        exchanges,
        violations: [violation("probe-no-answer", "/response", "a reply", "none", `the build did not reply: ${e.message}`)],
        failedAt: exchanges.length - 1,
      };
    }
    const x = { ...sent(flow, i, source.operation, variant, step.expect, request, target.url, app, message, reply, replyAccepts(reply)), brokenAt };
    exchanges.push(x);
    const own = probeChecks(x);
    if (own.length > 0) return { exchanges, violations: own, failedAt: exchanges.length - 1 };
    if (step.id && variant === "valid")
      scope.steps.set(step.id, { request: { body: message, query: {}, params: {}, headers: {} }, response: { status: 0, body: reply, headers: {} } });
  }
  return judgedWhole(exchanges, undefined);
}

function sent(
  flow: Flow,
  i: number,
  operation: string,
  variant: string,
  expect: "accepted" | "refused",
  request: BuiltRequest,
  url: string,
  app: string,
  message: unknown,
  reply: unknown,
  accepted: boolean,
): SentExchange {
  return {
    step: i,
    label: labelOf(flow, i),
    operation: `${app}.${operation}`,
    variant,
    expect,
    request,
    url,
    status: 0,
    accepted,
    headers: {},
    text: reply === undefined ? "" : JSON.stringify(reply),
    format: "jsonl",
    entry: { service: app, request: message, response: reply },
  };
}
