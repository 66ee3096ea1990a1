// Engine rules → conformance rules: the tables are typed over each engine's rules (Record<HttpEngineRule, …>,
// Record<MessageEngineRule, …>: a new engine rule does not compile until mapped, and no table lists a rule
// its engine never reports); this test checks what the compiler cannot: every mapping resolves to a rule of
// the registry (judge/rules.ts) that applies where it is reported, and the mappings that matter, given/want.
import { describe, expect, it } from "vitest";
import { REQUEST_RULES, RESPONSE_RULES, requestRule, responseRule } from "../../../src/judge/http/rule-map.ts";
import type { HttpExchange } from "../../../src/recording/http-exchange.ts";
import { MESSAGE_RULES, messageRule } from "../../../src/judge/terminal/checks.ts";
import { RULES, type Where } from "../../../src/judge/rules.ts";
import { ENGINE_RULES, HTTP_ENGINE_RULES, MESSAGE_ENGINE_RULES, type ValidationError } from "../../../src/validate/errors.ts";

const exchange = (authorization?: string): HttpExchange =>
  ({ request: { headers: authorization === undefined ? {} : { authorization } } }) as unknown as HttpExchange;
const error = (rule: ValidationError["rule"], pointer = "/body"): ValidationError => ({ pointer, rule, message: "m" });
const registered = (id: string, where: Where): boolean => RULES.some((r) => r.id === id && (r.where as readonly Where[]).includes(where));

describe("every engine rule maps to a registered conformance rule that applies where it is reported", () => {
  const tables = [
    {
      given: "request",
      rules: HTTP_ENGINE_RULES as readonly string[],
      table: REQUEST_RULES as object,
      resolve: (e: ValidationError) =>
        [
          [requestRule(e, exchange()), "request"],
          [requestRule(e, exchange("Basic x")), "request"],
        ] as const,
    },
    {
      given: "response",
      rules: HTTP_ENGINE_RULES as readonly string[],
      table: RESPONSE_RULES as object,
      resolve: (e: ValidationError) => [[responseRule(e, exchange()), "response"]] as const,
    },
    {
      given: "terminal message",
      rules: MESSAGE_ENGINE_RULES as readonly string[],
      table: MESSAGE_RULES as object,
      resolve: (e: ValidationError) =>
        [
          [messageRule(e, { direction: "request", methodName: "DoTransaction" }), "request"],
          [messageRule(e, { direction: "reply", methodName: undefined }), "response"],
        ] as const,
    },
  ];
  for (const t of tables) {
    it(`${t.given}: one entry per rule of its engine, each a rule of the registry (and any other engine rule judged by place)`, () => {
      expect(Object.keys(t.table).sort()).toEqual([...t.rules].sort());
      const unregistered = ENGINE_RULES.flatMap((rule) =>
        t
          .resolve(error(rule))
          .filter(([id, where]) => !registered(id, where))
          .map(([id, where]) => `${rule} -> ${id} (${where})`),
      );
      expect(unregistered).toEqual([]);
    });
  }
});

describe("requestRule", () => {
  const cases: Array<{ given: { e: ValidationError; authorization?: string }; want: string }> = [
    { given: { e: error("credentials", "/headers/authorization") }, want: "credentials-missing" },
    { given: { e: error("credentials", "/headers/authorization"), authorization: "Token x" }, want: "credentials-invalid" },
    { given: { e: error("body-required") }, want: "request-body-missing" },
    { given: { e: error("base64", "/body/request") }, want: "base64-payload" },
    { given: { e: error("json", "/body/request") }, want: "base64-payload" },
    { given: { e: error("content-type", "/headers/content-type") }, want: "content-type" },
    { given: { e: error("unknown-operation", "") }, want: "unknown-operation" },
    // JSON Schema keywords, by place.
    { given: { e: error("required", "/headers/x-verify") }, want: "request-header-missing" },
    { given: { e: error("pattern", "/headers/request-timestamp") }, want: "request-header-invalid" },
    { given: { e: error("required", "/query/id") }, want: "request-parameter-missing" },
    { given: { e: error("type", "/path/customerId") }, want: "request-parameter-invalid" },
    { given: { e: error("type", "/body/amount") }, want: "request-schema" },
  ];
  for (const c of cases)
    it(`${c.given.e.rule} at ${c.given.e.pointer || "/"}`, () => expect(requestRule(c.given.e, exchange(c.given.authorization))).toBe(c.want));
});

describe("responseRule", () => {
  const cases = [
    { given: error("undocumented-status", "/status"), want: "undocumented-status" },
    { given: error("response-header", "/headers/x"), want: "response-header-missing" },
    { given: error("content-type", "/headers/content-type"), want: "content-type" },
    // Never reported on a response (the exchange matched an operation to get there).
    { given: error("unknown-operation", ""), want: "response-schema" },
    { given: error("maxLength", "/body/name"), want: "response-schema" },
  ];
  for (const c of cases) it(`${c.given.rule}`, () => expect(responseRule(c.given, exchange())).toBe(c.want));
});

describe("messageRule", () => {
  const request = { direction: "request" as const, methodName: "DoTransaction" };
  const cases = [
    { given: { e: error("unknown-method-id", "/Header/MethodId"), place: request }, want: "unknown-method" },
    { given: { e: error("unknown-transaction-type", "/Detail/TransactionType"), place: request }, want: "transaction-fields" },
    { given: { e: error("unknown-method-id", "/Header/MethodId"), place: { direction: "reply" as const, methodName: undefined } }, want: "unknown-method" },
    { given: { e: error("unknown-app", ""), place: request }, want: "envelope" },
    { given: { e: error("required", "/Header/VersionNo"), place: request }, want: "envelope" },
    { given: { e: error("required", "/Detail/BankCode"), place: request }, want: "transaction-fields" },
    { given: { e: error("required", "/Detail/BankCode"), place: { direction: "request" as const, methodName: "PrintData" } }, want: "message-schema" },
    { given: { e: error("required", "/Response"), place: { direction: "reply" as const, methodName: undefined } }, want: "envelope" },
    { given: { e: error("maxLength", "/Detail/BillingRefNo"), place: request }, want: "message-schema" },
  ];
  for (const c of cases)
    it(`${c.given.e.rule} at ${c.given.e.pointer || "/"} (${c.given.place.methodName ?? "?"})`, () =>
      expect(messageRule(c.given.e, c.given.place)).toBe(c.want));
});
