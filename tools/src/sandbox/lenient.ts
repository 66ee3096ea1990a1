/**
 * `--lenient` (default off): a request that breaks the contract only in ways the sandbox can still
 * read is answered as if it were valid, so a partner whose client drifted from the documents (the
 * official PHP sample sends numbers as strings, nulls for optional fields and an undeclared field)
 * can walk the whole flow and see every deviation at once instead of stopping at the first call.
 *
 * What is readable is decided from the judge's own errors (tools/src/judge/), never by a second
 * judge: the request is judged, each error of a readable kind is eased in a copy, and the copy is
 * judged again, until it is valid (answered, with the list of deviations) or an error is
 * left that is not readable (refused, with the errors of the request as it was sent, exactly as in
 * the default mode). Readable:
 *
 * | Deviation (kind)        | Validation error                                  | Read as                        |
 * |-------------------------|---------------------------------------------------|--------------------------------|
 * | `number-as-string`      | `type`, a number wanted, a string of a number     | the number                     |
 * | `string-as-number`      | `type`, a string wanted, a number                 | its decimal text               |
 * | `null-for-optional`     | `type`, the value null                            | absent (refused if required)   |
 * | `undeclared-property`   | `unevaluatedProperties` / `additionalProperties`  | absent                         |
 *
 * Not readable, so refused as in the default mode: a body that is not JSON, Base64 that does not
 * decode, a required field missing (also one that was null), a wrong value (a length, a pattern, a
 * value outside an enumeration), a credential or signature. Inside an encoded payload (create order's
 * Base64 `request`) the decoded document is eased and encoded again for the handler; `x-verify` is
 * judged on the Base64 text as it was sent (the judge's verdict on the request as sent).
 *
 * The recording keeps the request as it was sent, so `contracts conform` and `certify` report each
 * deviation as the violation it is; the deviations are also written to the HAR entry (`_deviations`)
 * and logged one line each (server.ts). A deviation names a pointer and a kind, never a value.
 */
import { httpOperation, decodePayload } from "../contract/index.ts";
import { getAt, MISSING, pointerTokens } from "../json-pointer.ts";
import type { ValidationError } from "../validate/errors.ts";
import type { SandboxRequest } from "./request.ts";

export type DeviationKind = "number-as-string" | "string-as-number" | "null-for-optional" | "undeclared-property";

/** One way the request broke the contract that the lenient sandbox read past. */
export interface Deviation {
  /** Where, as the validation API names it (`/body/...`, inside a payload `/body/request/...`). */
  readonly pointer: string;
  /** The validation rule it breaks (`type`, `unevaluatedProperties`, ...). */
  readonly rule: string;
  readonly kind: DeviationKind;
  /** What the sandbox did, in words (never the value). */
  readonly read: string;
}

const READ: Record<DeviationKind, string> = {
  "number-as-string": "a number sent as a string; read as the number",
  "string-as-number": "a number where the contract has a string; read as its decimal text",
  "null-for-optional": "null for an optional field; read as absent",
  "undeclared-property": "a property the contract does not declare; ignored",
};

/**
 * Deviations listed per request (logged and recorded); beyond, they are counted only, so that a body
 * of a megabyte of undeclared properties cannot flood the log or the recording.
 */
export const MAX_DEVIATIONS = 100;

/** Passes of ease-and-validate (each pass eases every readable error it sees; nesting needs few). */
const MAX_PASSES = 8;

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

type Json = Record<string, unknown> | unknown[];

interface Place {
  /** The document the pointer walks into (the body, or a decoded payload). */
  root: unknown;
  tokens: string[];
}

/**
 * The request as the handler may read it, with what was eased; undefined when something in it is
 * not readable (the caller refuses it with the original errors).
 */
export function readLeniently(req: SandboxRequest): { req: SandboxRequest; deviations: Deviation[]; omitted: number } | undefined {
  if (req.body === null || typeof req.body !== "object") return undefined;
  const body = structuredClone(req.body) as Json;
  // Encoded payloads, decoded once (the contract's decoder): eased as documents, encoded again for each validation.
  const payloads = new Map<string, unknown>();
  for (const enc of httpOperation(req.operationId)?.encoded ?? []) {
    if (enc.mediaType !== "application/json") continue;
    const decoded = decodePayload(body, enc);
    if (decoded === undefined) continue;
    if (decoded.error) return undefined;
    payloads.set(enc.pointer, decoded.value);
  }
  const build = (): unknown => {
    if (payloads.size === 0) return body;
    const out = structuredClone(body);
    for (const [pointer, doc] of payloads) setAt(out, pointerTokens(pointer), Buffer.from(JSON.stringify(doc), "utf8").toString("base64"));
    return out;
  };
  const place = (pointer: string): Place | undefined => {
    if (!pointer.startsWith("/body/")) return undefined;
    const inBody = pointer.slice("/body".length);
    for (const [at, doc] of payloads) {
      if (inBody.startsWith(`${at}/`)) return { root: doc, tokens: pointerTokens(inBody.slice(at.length)) };
    }
    return { root: body, tokens: pointerTokens(inBody) };
  };
  const deviations: Deviation[] = [];
  let omitted = 0;
  const seen = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const candidate = build();
    const again = req.judged.again(candidate);
    const result = again.result;
    if (result.ok) return { req: { ...req, body: candidate, sent: req.body, judged: { ...req.judged, payloads: again.payloads } }, deviations, omitted };
    let eased = 0;
    for (const e of result.errors) {
      const p = place(e.pointer);
      if (!p || p.tokens.length === 0) continue;
      const kind = ease(p, e);
      if (kind === undefined) continue;
      eased++;
      const key = `${e.pointer}\u0000${kind}`;
      if (!seen.has(key)) {
        seen.add(key);
        if (deviations.length < MAX_DEVIATIONS) deviations.push({ pointer: e.pointer, rule: e.rule, kind, read: READ[kind] });
        else omitted++;
      }
    }
    if (eased === 0) return undefined;
  }
  return undefined;
}

/** Ease one error in place when it is of a readable kind; the kind eased, or undefined. */
function ease(p: Place, e: ValidationError): DeviationKind | undefined {
  const parent = getAt(p.root, p.tokens.slice(0, -1));
  const key = p.tokens[p.tokens.length - 1]!;
  if (parent === MISSING || parent === null || typeof parent !== "object") return undefined;
  const value = getAt(p.root, p.tokens);
  if (value === MISSING) return undefined;
  if (e.rule === "unevaluatedProperties" || e.rule === "additionalProperties") {
    if (Array.isArray(parent)) return undefined;
    delete (parent as Record<string, unknown>)[key];
    return "undeclared-property";
  }
  if (e.rule !== "type") return undefined;
  const wanted = e.expected ?? "";
  if (value === null && !Array.isArray(parent)) {
    delete (parent as Record<string, unknown>)[key];
    return "null-for-optional";
  }
  if (typeof value === "string" && /\b(number|integer)\b/.test(wanted)) {
    const n = exactNumber(value);
    if (n === undefined || (!/\bnumber\b/.test(wanted) && !Number.isInteger(n))) return undefined;
    (parent as Record<string, unknown>)[key] = n;
    return "number-as-string";
  }
  // A JSON number beyond the safe integers was already rounded when the body was parsed: its digits
  // are not the ones sent (a card number 4917610000000000003 reads as …000): not readable.
  if (typeof value === "number" && /\bstring\b/.test(wanted) && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))) {
    (parent as Record<string, unknown>)[key] = String(value);
    return "string-as-number";
  }
  return undefined;
}

/**
 * The number a string of digits stands for, only when the conversion is exact (issue 42, A13): no
 * blanks around it, no `-0`, an integer within the safe integers (2^53 - 1), a decimal whose digits
 * the double keeps (`100000.0000000000001` is not 100000). Otherwise undefined: not readable.
 */
export function exactNumber(text: string): number | undefined {
  if (!NUMBER_TEXT.test(text)) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || Object.is(n, -0) || (n === 0 && text.startsWith("-"))) return undefined;
  if (!text.includes(".")) return Number.isSafeInteger(n) ? n : undefined;
  return decimalDigits(text) === decimalDigits(String(n)) ? n : undefined;
}

/** A plain decimal's digits without the zeros that do not count ("0100.500" → "100.5"); other forms unchanged. */
function decimalDigits(text: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [int, frac = ""] = text.replace(/^-/, "").split(".");
  const i = int!.replace(/^0+(?=\d)/, "");
  const f = frac.replace(/0+$/, "");
  return `${text.startsWith("-") ? "-" : ""}${i}${f ? `.${f}` : ""}`;
}

function setAt(doc: unknown, tokens: readonly string[], value: unknown): void {
  let node = doc as Record<string, unknown>;
  for (const t of tokens.slice(0, -1)) node = node[t] as Record<string, unknown>;
  node[tokens[tokens.length - 1]!] = value;
}

/** A deviation as one log line (pointer clipped; the server masks card numbers in every line). */
export function deviationLine(operationId: string, d: Deviation): string {
  const pointer = d.pointer.length > 200 ? `${d.pointer.slice(0, 200)}…` : d.pointer;
  return `lenient: ${operationId} ${pointer} (${d.kind}): ${d.read}`;
}
