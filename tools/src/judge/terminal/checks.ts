/**
 * Checks of one terminal exchange (a JSON Lines line `{service, request, response}`): the line's
 * own shape, the request and reply envelopes, that the MethodId is a method of that app, the
 * method's Detail and the fields its TransactionType uses, the documented response codes, and
 * that the reply's Header echoes the request's.
 */
import type { TerminalExchange } from "../../recording/terminal-exchange.ts";
import { isMessageEngineRule, type MessageEngineRule, type ValidationError } from "../../validate/errors.ts";
import { collapseExtras, extraSummary, type Collapsed } from "../collapse.ts";
import { findLeaks, type LeakScanner } from "../leak.ts";
import type { Violation } from "../model.ts";
import { pointerTokens } from "../../json-pointer.ts";
import { get } from "../../json-pointer.ts";
import { keyOf, render } from "../../render.ts";
import type { RuleId } from "../rules.ts";
import { attachBasis, terminalLocator, withMeanings, type Locator } from "../basis.ts";
import { groupRepeats, resolver } from "../group.ts";
import { documented, type Documented } from "../../contract/documented.ts";
import type { MessageValidator } from "./validator.ts";
import { headerEcho, TERMINAL_REPLY_CHECKS, TERMINAL_REQUEST_CHECKS } from "../checks/terminal/index.ts";
import type { TerminalContext } from "../checks/types.ts";
import type { App } from "../../contract/terminal.ts";
import { isObject } from "../../json.ts";

type Obj = Record<string, unknown>;

export interface MessagePlace {
  direction: "request" | "reply";
  /** The method's name (DoTransaction, …), when the MethodId is known. */
  methodName: string | undefined;
}

/** A schema error of a terminal message, by where it sits: the envelope, a DoTransaction's fields, else the message schema. */
export function messageSchemaRule(e: ValidationError, { direction, methodName }: MessagePlace): RuleId {
  const t = pointerTokens(e.pointer);
  if (t[0] === "Header" || t.length === 0) return "envelope";
  if (direction === "reply" && t[0] === "Response" && t.length === 1 && e.rule === "required") return "envelope";
  if (direction === "request" && methodName === "DoTransaction" && t[0] === "Detail" && t.length === 2 && t[1] !== "TransactionType") {
    if (e.rule === "required" || e.rule === "additionalProperties" || e.rule === "unevaluatedProperties" || e.rule === "not") return "transaction-fields";
  }
  return "message-schema";
}

/**
 * Engine rules as conformance rules for terminal messages, over the message engine's rules
 * (MessageEngineRule: a rule added to it does not compile until mapped here). An HTTP engine rule
 * never reaches a message; it would be judged by place, as a schema error is.
 */
export const MESSAGE_RULES: Record<MessageEngineRule, RuleId | ((e: ValidationError, place: MessagePlace) => RuleId)> = {
  "unknown-method-id": "unknown-method",
  // Only requests have a TransactionType union (a mobile DoTransaction's Detail).
  "unknown-transaction-type": (e, place) => (place.direction === "request" ? "transaction-fields" : messageSchemaRule(e, place)),
  "unknown-app": messageSchemaRule,
  "unknown-schema": messageSchemaRule,
};

/** The conformance rule of an engine error on a terminal message. */
export function messageRule(e: ValidationError, place: MessagePlace): RuleId {
  if (!isMessageEngineRule(e.rule)) return messageSchemaRule(e, place);
  const m = MESSAGE_RULES[e.rule];
  return typeof m === "function" ? m(e, place) : m;
}

function expectedOf(e: ValidationError): string {
  if (e.rule === "additionalProperties" || e.rule === "unevaluatedProperties" || e.rule === "not") return "(absent: not used by this message)";
  return e.expected ?? "what the contract gives";
}

/**
 * The code sets are open (`<Codes> | String(10)` or `<Codes> | integer`): a ResponseCode that fails
 * the open branch (wrong type, too long) also fails the documented list's `enum`. The list is not
 * the finding (an undocumented code alone is a warning, see warnUndocumentedCode): its error is dropped.
 */
function dropCodeListErrors(errors: ValidationError[]): ValidationError[] {
  const isCode = (e: ValidationError): boolean => e.pointer === "/Response/ResponseCode";
  if (!errors.some(isCode)) return errors;
  return errors.filter((e) => !(isCode(e) && (e.rule === "enum" || e.rule === "const")));
}

function mapErrors(
  errors: ValidationError[],
  doc: Obj,
  direction: "request" | "reply",
  methodName: string | undefined,
  out: Violation[],
  locator?: Locator,
  tokensOf: (pointer: string) => string[] = pointerTokens,
): void {
  const where = direction === "request" ? "request" : "response";
  const list = (direction === "reply" ? dropCodeListErrors(errors) : errors).map((e) => withMeanings(e, locator, tokensOf));
  for (const e of collapseExtras(list) as Collapsed[]) {
    const rule = messageRule(e, { direction, methodName });
    if (e.extra) {
      out.push({
        rule: rule === "transaction-fields" ? rule : "message-schema",
        where,
        pointer: `/${where}${e.pointer}`,
        expected: "only the properties of the contract",
        actual: extraSummary(e.extra),
        message: e.message,
      });
      continue;
    }
    out.push({
      rule,
      where,
      pointer: `/${where}${e.pointer}`,
      expected: expectedOf(e),
      actual: render(get(doc, e.pointer), keyOf(e.pointer)),
      message: e.message,
    });
  }
}

export interface TerminalCheckOptions {
  messages: MessageValidator;
  leaks: LeakScanner;
  /** What the contract documents without enforcing it (default: read from generated/terminal/). */
  documented?: Documented;
}

const PAYMENTS = "Payments";

/**
 * A reply with its payment record directly in Detail (as real terminals send it) instead of in
 * Detail.Payments[]: judged as if re-nested, so the record's fields are judged where they were
 * found (type errors inside it show at once), with ONE finding saying what happened instead of
 * every field "not in the contract". Undefined when re-nesting does not explain the reply better.
 */
function renested(response: Obj, errors: ValidationError[], app: App, messages: MessageValidator): ValidationError[] | undefined {
  const detail = response.Detail;
  if (!isObject(detail) || PAYMENTS in detail || Object.keys(detail).length === 0) return undefined;
  const extra = (e: ValidationError, parent: string): boolean =>
    (e.rule === "unevaluatedProperties" || e.rule === "additionalProperties") &&
    e.pointer.startsWith(`${parent}/`) &&
    !e.pointer.slice(parent.length + 1).includes("/");
  const before = errors.filter((e) => extra(e, "/Detail")).length;
  if (before === 0) return undefined;
  const copy = { ...response, Detail: { [PAYMENTS]: [detail] } };
  const r = messages.validateMessage(app, copy, "reply");
  const inner = "/Detail/Payments/0";
  if (r.errors.filter((e) => extra(e, inner) || extra(e, "/Detail")).length >= before) return undefined;
  return r.errors.map((e) => (e.pointer === inner || e.pointer.startsWith(`${inner}/`) ? { ...e, pointer: `/Detail${e.pointer.slice(inner.length)}` } : e));
}

/** Check one exchange; returns the operation name. */
/** `rawText`: the recorded line, when at hand (a cheap pre-check for the card-number scan). */
export function checkTerminal(ex: TerminalExchange, options: TerminalCheckOptions, out: Violation[], rawText?: string): string {
  const { app, request, response } = ex;
  const from = out.length;
  const { messages } = options;
  /** The MethodId is a method of the app: the contract's places of the messages are known (looked up only for a finding). */
  let located = false;
  let replyTokens: (pointer: string) => string[] = pointerTokens;
  const header = request.Header;
  let methodName: string | undefined;
  if (!isObject(header)) {
    out.push({
      rule: "envelope",
      where: "request",
      pointer: "/request/Header",
      expected: "an object (ApplicationId, MethodId, VersionNo)",
      actual: render(header),
      message: "the request has no Header object",
    });
  } else if (ex.methodId === undefined) {
    out.push({
      rule: "envelope",
      where: "request",
      pointer: "/request/Header/MethodId",
      expected: "present",
      actual: "(absent)",
      message: "the request Header has no MethodId",
    });
  } else if (!messages.knownMethods(app).includes(ex.methodId)) {
    out.push({
      rule: "unknown-method",
      where: "request",
      pointer: "/request/Header/MethodId",
      expected: `one of ${messages.knownMethods(app).join(", ")}`,
      actual: render(header.MethodId),
      message: `MethodId ${JSON.stringify(ex.methodId)} is not a method of the ${app} app`,
    });
  } else {
    methodName = messages.methodName(app, ex.methodId);
    const facts = options.documented ?? documented();
    located = true;
    const r = messages.validateMessage(app, request, "request");
    if (!r.ok) mapErrors(r.errors, request, "request", methodName, out, terminalLocator(app, ex.methodId, "request"));
    const ctx: TerminalContext = { app, methodId: ex.methodId, methodName, request, response, facts };
    for (const check of TERMINAL_REQUEST_CHECKS) check.run(ctx, out);
    if (response) {
      const rr = messages.validateMessage(app, response, "reply");
      const moved = rr.ok ? undefined : renested(response, rr.errors, app, messages);
      if (moved) {
        out.push({
          rule: "message-schema",
          where: "response",
          pointer: "/response/Detail",
          expected: "Detail.Payments[] (an array of payment records)",
          actual: render(response.Detail, "Detail"),
          message: "payment record found in Detail, the contract has it in Detail.Payments[]; its fields are judged where they were found",
        });
        // The contract's places of the record's fields are under Detail.Payments[].
        replyTokens = (p) => {
          const t = pointerTokens(p);
          return t[0] === "Detail" ? ["Detail", PAYMENTS, "0", ...t.slice(1)] : t;
        };
        mapErrors(moved, response, "reply", methodName, out, terminalLocator(app, ex.methodId, "reply"), replyTokens);
      } else if (!rr.ok) mapErrors(rr.errors, response, "reply", methodName, out, terminalLocator(app, ex.methodId, "reply"));
      for (const check of TERMINAL_REPLY_CHECKS) check.run(ctx, out);
    }
  }
  if (response && isObject(header)) headerEcho.run(header, response, methodName !== undefined, out);
  if (response && (rawText === undefined || options.leaks.mayContain(rawText))) findLeaks(response, "/response", options.leaks, out);
  // Grouping and the contract's places only for findings: a clean exchange allocates nothing here.
  if (out.length > from) {
    groupRepeats(
      out,
      from,
      resolver([
        ["/request", request],
        ["/response", response],
      ]),
    );
    if (located) {
      attachBasis(out, from, "/request", terminalLocator(app, ex.methodId!, "request"), pointerTokens);
      attachBasis(out, from, "/response", terminalLocator(app, ex.methodId!, "reply"), replyTokens);
    }
  }
  const type = isObject(request.Detail) ? request.Detail.TransactionType : undefined;
  const base = `${app}.${methodName ?? (ex.methodId !== undefined ? `method-${ex.methodId}` : "unknown")}`;
  return methodName === "DoTransaction" && type !== undefined && type !== null ? `${base}(${String(type)})` : base;
}
