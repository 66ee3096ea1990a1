/**
 * One terminal step of a probe sequence: a message of an app's method built from the method's
 * documented request example (contract/terminal.ts), varied and threaded like an HTTP step, sent
 * through conform's terminal transports (stdio:COMMAND or the simulator's HTTP bridge). Accepted
 * means ResponseCode 0 (approved) or 100 (initiated, the document's asynchronous answer); any other
 * code is a refusal. The sequence is judged by conform's Runner over the JSON Lines written of it.
 */
import { documents, type Place, isApp, terminalMethods, type TerminalMethod } from "../contract/index.ts";
import fc from "fast-check";
import { isObject } from "../json.ts";
import { validateMessage } from "../validate/messages.ts";
import type { FlowStep } from "./flows.ts";
import { arbitraryFor, breaksOf, copy, schemaAt, setAt, type Break } from "./schema.ts";
import { evaluate, type Scope } from "./template.ts";

/** A method of an app by its name (DoTransaction, Settlement, ...), or undefined. */
export function terminalMethod(app: string, name: string): TerminalMethod | undefined {
  return isApp(app) ? terminalMethods(app).find((m) => m.name === name) : undefined;
}

function requestSchema(m: TerminalMethod): Place | undefined {
  const docs = documents("terminal");
  const node = docs.schema(m.request);
  return node ? docs.resolve({ file: `schemas/${m.request}`, pointer: "", node }) : undefined;
}

function examples(m: TerminalMethod): unknown[] {
  const s = requestSchema(m);
  return Array.isArray(s?.node.examples) ? (s.node.examples as unknown[]) : [];
}

/** Whether the validation API accepts the message as a request of the app. */
export function messageAccepted(app: string, message: unknown): boolean {
  return isApp(app) && validateMessage(app, message, "request").ok;
}

/** The arbitrary of a terminal step's varied values. */
export function terminalVary(app: string, step: FlowStep): fc.Arbitrary<Record<string, unknown>> {
  const m = terminalMethod(app, step.operation);
  const root = m && requestSchema(m);
  if (!root) return fc.constant({});
  const docs = documents("terminal");
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [pointer, narrow] of Object.entries(step.vary)) {
    const s = schemaAt(docs, root, pointer);
    if (s) parts[pointer] = arbitraryFor(docs, s, narrow ?? {});
  }
  return fc.record(parts);
}

/** A step's message, valid unless `broken` is given (then the break is applied last). */
export function buildMessage(app: string, step: FlowStep, values: Record<string, unknown>, scope: Scope, broken?: Break): unknown {
  const m = terminalMethod(app, step.operation);
  if (!m) throw new Error(`${app} has no method ${step.operation}`);
  const ex = examples(m);
  let msg: unknown = copy(ex[step.example] ?? ex[0]);
  for (const [pointer, t] of Object.entries(step.set)) msg = setAt(msg, pointer, evaluate(t, scope));
  for (const [pointer, value] of Object.entries(values)) {
    if (value === undefined || pointer in step.set) continue;
    const candidate = setAt(msg, pointer, value);
    if (messageAccepted(app, candidate)) msg = candidate;
  }
  return broken ? setAt(msg, broken.pointer, broken.value, broken.remove) : msg;
}

/** The single-constraint breaks of a valid message that the contract refuses (the Header's MethodId kept: it selects the method). */
export function messageBreaks(app: string, step: FlowStep, message: unknown): Break[] {
  const m = terminalMethod(app, step.operation);
  const root = m && requestSchema(m);
  if (!root) return [];
  return breaksOf(documents("terminal"), root, message).filter(
    (b) => b.pointer !== "/Header/MethodId" && !messageAccepted(app, setAt(message, b.pointer, b.value, b.remove)),
  );
}

/** Whether a reply accepts the request: ResponseCode 0 (approved) or 100 (initiated). */
export function replyAccepts(reply: unknown): boolean {
  const code = isObject(reply) && isObject(reply.Response) ? reply.Response.ResponseCode : undefined;
  return code === "0" || code === 0 || code === "100" || code === 100;
}
