/**
 * Engine rules (tools/src/validate/errors.ts) as conformance rules (../rules.ts), by tables over the
 * HTTP engine's rules (HttpEngineRule): a rule added to that engine does not compile until both tables
 * say what it means. A message engine's rule never reaches an HTTP exchange; it would be judged by place.
 * JSON Schema keywords (and the engine rules a side never reports) are judged by where they sit.
 */
import { isHttpEngineRule, type HttpEngineRule, type ValidationError } from "../../validate/errors.ts";
import type { RuleId } from "../rules.ts";
import type { HttpExchange } from "../../recording/http-exchange.ts";

/** A conformance rule, or how to pick one from the error and the recorded exchange. */
export type RuleMapping = RuleId | ((e: ValidationError, ex: HttpExchange) => RuleId);

/** A schema error of a request, by the part it sits in: headers, query or path parameters, else the body. */
export function requestSchemaRule(e: ValidationError): RuleId {
  const head = e.pointer.split("/", 2)[1];
  if (head === "headers") return e.rule === "required" ? "request-header-missing" : "request-header-invalid";
  if (head === "query" || head === "path") return e.rule === "required" ? "request-parameter-missing" : "request-parameter-invalid";
  return "request-schema";
}

export const REQUEST_RULES: Record<HttpEngineRule, RuleMapping> = {
  "unknown-operation": "unknown-operation",
  credentials: (_, ex) => (ex.request.headers.authorization === undefined ? "credentials-missing" : "credentials-invalid"),
  "content-type": "content-type",
  "body-required": "request-body-missing",
  base64: "base64-payload",
  json: "base64-payload",
  // Not reported on a request (responses only; unknown-schema by validateSchema only): judged by place.
  "undocumented-status": requestSchemaRule,
  "response-header": requestSchemaRule,
  "unknown-schema": requestSchemaRule,
};

export const RESPONSE_RULES: Record<HttpEngineRule, RuleMapping> = {
  "undocumented-status": "undocumented-status",
  "response-header": "response-header-missing",
  "content-type": "content-type",
  // Not reported on a response (requests and terminal messages only; an exchange whose request matches
  // no operation is never judged against a response): a response schema finding.
  "unknown-operation": "response-schema",
  "body-required": "response-schema",
  base64: "response-schema",
  json: "response-schema",
  credentials: "response-schema",
  "unknown-schema": "response-schema",
};

function resolve(mapping: RuleMapping, e: ValidationError, ex: HttpExchange): RuleId {
  return typeof mapping === "function" ? mapping(e, ex) : mapping;
}

/** The conformance rule of an engine error on a request. */
export function requestRule(e: ValidationError, ex: HttpExchange): RuleId {
  return isHttpEngineRule(e.rule) ? resolve(REQUEST_RULES[e.rule], e, ex) : requestSchemaRule(e);
}

/** The conformance rule of an engine error on a response. */
export function responseRule(e: ValidationError, ex: HttpExchange): RuleId {
  return isHttpEngineRule(e.rule) ? resolve(RESPONSE_RULES[e.rule], e, ex) : "response-schema";
}
