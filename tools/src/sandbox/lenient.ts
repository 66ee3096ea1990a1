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
 * | `null-entry`            | `required`, in the last entry of an array whose   | the entry absent               |
 * |                         | every field was sent as null                      |                                |
 * | `required-part-omitted` | `required`, a part OMITTED_BY_SAMPLES names       | absent (the document gives its |
 * |                         | (create order's `txn_data`)                       | fields no default)             |
 *
 * Not readable, so refused as in the default mode: a body that is not JSON, Base64 that does not
 * decode, a required field missing (also one that was null) other than the parts an official sample of
 * the service leaves out (OMITTED_BY_SAMPLES, each with its evidence), a wrong value (a length, a pattern, a
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

export type DeviationKind = "number-as-string" | "string-as-number" | "null-for-optional" | "undeclared-property" | "null-entry" | "required-part-omitted";

/**
 * Required parts of a request that an official sample of the service leaves out, read as absent in
 * lenient mode (a named deviation, logged and recorded, never silently). Each names its evidence.
 * Where the document gives defaults for the part's fields they would be read in; for create order's
 * `txn_data` it gives none (001 § Create order: navigation_mode "7 = seamless", payment_mode "10 for
 * UPI" and transaction_type "1 = purchase" gloss one code each, they are no defaults), so the order
 * is kept without it: the payment mode is chosen later (process payment, or the hosted payment page
 * the sample sends the browser to, tools/src/sandbox/hosted-page.ts). Decision recorded in the
 * README's lenient table and tools/src/sandbox/README.md.
 */
export const OMITTED_BY_SAMPLES: ReadonlyArray<{ readonly operationId: string; readonly pointer: string; readonly evidence: string }> = [
  {
    operationId: "createOrder",
    pointer: "/body/request/txn_data",
    evidence:
      "the official PHP sample of the optimizer (PluralXT_PHP_Sample, process_order_payment.php) builds merchant_data, payment_info_data, customer_data, the two addresses, product_info_data and additional_info_data, and no txn_data",
  },
];

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
  "null-entry": "an array entry whose every field was null; read as absent",
  "required-part-omitted": "a required part an official sample leaves out; read as absent (the document gives its fields no default)",
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
  const note = (pointer: string, rule: string, kind: DeviationKind): void => {
    const key = `${pointer}\u0000${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (deviations.length < MAX_DEVIATIONS) deviations.push({ pointer, rule, kind, read: READ[kind] });
    else omitted++;
  };
  const omittedParts = new Set(OMITTED_BY_SAMPLES.filter((o) => o.operationId === req.operationId).map((o) => o.pointer));
  /** The value at a pointer in the request as it was sent (the decoded payload for a pointer inside one). */
  const sentAt = (pointer: string): unknown => {
    const inBody = pointer.slice("/body".length);
    for (const [at, doc] of req.judged.payloads) {
      if (inBody.startsWith(`${at}/`)) return getAt(doc, pointerTokens(inBody.slice(at.length)));
    }
    return getAt(req.body, pointerTokens(inBody));
  };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const candidate = build();
    const again = req.judged.again(candidate);
    // A required part an official sample leaves out is read as absent: its `required` error is a deviation, not a refusal.
    const left = again.result.errors.filter((e) => {
      if (e.rule !== "required" || !omittedParts.has(e.pointer)) return true;
      note(e.pointer, e.rule, "required-part-omitted");
      return false;
    });
    if (left.length === 0)
      return { req: { ...req, body: candidate, sent: req.body, judged: { ...req.judged, payloads: again.payloads } }, deviations, omitted };
    let eased = 0;
    for (const e of left) {
      const p = place(e.pointer);
      if (!p || p.tokens.length === 0) continue;
      const kind = e.rule === "required" ? dropNullEntry(p, e.pointer, sentAt) : ease(p, e);
      if (kind === undefined) continue;
      eased++;
      if (kind === "null-entry") {
        // The entry is read as absent as a whole: its fields' own deviations (null for a required field) give way to it.
        const entry = e.pointer.slice(0, e.pointer.lastIndexOf("/"));
        for (let k = deviations.length - 1; k >= 0; k--) if (deviations[k]!.pointer.startsWith(`${entry}/`)) deviations.splice(k, 1);
        note(entry, e.rule, kind);
      } else note(e.pointer, e.rule, kind);
    }
    if (eased === 0) return undefined;
  }
  return undefined;
}

/**
 * A required field missing from the last entry of an array, where the entry as sent held only nulls
 * (the PHP sample always sends one product line, `{"product_code": null, "product_amount": null}`
 * when the form has none): the entry is read as absent. Only the last entry, so that no later
 * entry's pointer moves; the next pass sees the one before it.
 */
function dropNullEntry(p: Place, pointer: string, sentAt: (pointer: string) => unknown): DeviationKind | undefined {
  if (p.tokens.length < 2) return undefined;
  const array = getAt(p.root, p.tokens.slice(0, -2));
  const index = Number(p.tokens[p.tokens.length - 2]);
  if (!Array.isArray(array) || !Number.isInteger(index) || index !== array.length - 1) return undefined;
  const sent = sentAt(pointer.slice(0, pointer.lastIndexOf("/")));
  if (sent === null || typeof sent !== "object" || Array.isArray(sent)) return undefined;
  const values = Object.values(sent);
  if (values.length === 0 || values.some((v) => v !== null)) return undefined;
  array.pop();
  return "null-entry";
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
