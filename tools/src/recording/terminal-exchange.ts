/**
 * One terminal exchange as a JSON Lines recording holds it: a line `{service, request, response}`
 * whose messages are objects or their JSON text (as they travel in the bundle). `fromLine` reads a
 * line into the exchange and the problems of its shape (the judge reports them as malformed-entry).
 */
import type { App } from "../contract/terminal.ts";
import { isObject } from "../json.ts";
import { render } from "../render.ts";
import type { Problem } from "./http-exchange.ts";
import { jsonErrorText } from "./json-error.ts";

type Obj = Record<string, unknown>;

export interface TerminalExchange {
  app: App;
  request: Obj;
  response: Obj | undefined;
  methodId: string | undefined;
}

function malformed(where: "request" | "response", pointer: string, expected: string, actual: string, message: string): Problem {
  return { where, pointer, expected, actual, message };
}

function kindOf(v: unknown): string {
  if (v === undefined) return "(absent)";
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

/** A message given as an object or as a JSON string (as it travels in the bundle). */
function message(v: unknown, where: "request" | "response", out: Problem[]): Obj | undefined {
  if (isObject(v)) return v;
  if (typeof v === "string") {
    try {
      const parsed: unknown = JSON.parse(v);
      if (isObject(parsed)) return parsed;
      out.push(malformed(where, `/${where}`, "a JSON object", kindOf(parsed), `the ${where} string holds JSON that is not an object`));
    } catch (e) {
      out.push(
        malformed(where, `/${where}`, "a JSON object (or its JSON text)", `text of ${v.length} characters`, `the ${where} is not JSON: ${jsonErrorText(e)}`),
      );
    }
    return undefined;
  }
  out.push(malformed(where, `/${where}`, "a JSON object (or its JSON text)", kindOf(v), `the line has no ${where} message`));
  return undefined;
}

/** Read the line: the exchange when it has a request, and what is wrong with the line's shape. */
export function fromLine(line: unknown): { exchange?: TerminalExchange; problems: Problem[] } {
  const problems: Problem[] = [];
  const exchange = readLine(line, problems);
  return exchange ? { exchange, problems } : { problems };
}

function readLine(line: unknown, out: Problem[]): TerminalExchange | undefined {
  if (!isObject(line)) {
    out.push(malformed("request", "", '{"service", "request", "response"}', kindOf(line), "the line is not a JSON object"));
    return undefined;
  }
  const app = line.service;
  if (app !== "terminal" && app !== "mobile") {
    out.push(malformed("request", "/service", '"terminal" or "mobile"', render(app), "the line does not say which app the exchange belongs to"));
    return undefined;
  }
  const request = message(line.request, "request", out);
  const response = message(line.response, "response", out);
  if (!request) return undefined;
  const header = isObject(request.Header) ? request.Header : undefined;
  const m = header?.MethodId;
  return { app, request, response, methodId: m === undefined || m === null ? undefined : String(m).trim() };
}

/** Where an error of a terminal message sits, for the rules that depend on it. */
