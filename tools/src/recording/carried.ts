/**
 * What a recorder carries in a HAR entry beside the exchange (issue 26): the custom field
 * `_contract` (HAR 1.2 allows `_`-prefixed fields), written when redaction altered signed content.
 *
 *   "_contract": {
 *     "redacted": ["/request/body/request"],            // signed content that redaction altered
 *     "xVerify": {"request": "verified", "response": "verified"}   // record-time verdicts
 *   }
 *
 * Why: `x-verify` signs the Base64 payload of create order, and that payload holds a credential
 * (`merchant_access_code`) that redaction must replace; the refund answer's x-verify signs its body.
 * Once altered, the signature can never verify again. The recorder knows the merchant secret (the
 * sandbox, `contracts redact --secret`), so it verifies the signature over the content as it was on
 * the wire, before redaction, and writes the verdict here. `contracts conform --secret` uses it only
 * for content that shows redaction's marks (checks/http/x-verify.ts), and says so in its report.
 */
import { isObject } from "../json.ts";
import { LIMITS } from "../limits.ts";
import { REDACTED } from "../mask.ts";

export const CARRIED_FIELD = "_contract";

export type XVerifyVerdict = "verified" | "mismatch";

export interface Carried {
  /** JSON pointers (into the exchange: /request/body/..., /response/body) of signed content redaction altered. */
  redacted: string[];
  /** The record-time verdicts of x-verify, per side (only when the recorder had the secret). */
  xVerify: { request?: XVerifyVerdict; response?: XVerifyVerdict };
}

/** A pseudonym redaction writes for a credential or token (recording/redact.ts `pseudonym`). */
export const PSEUDONYM = /^REDACTED-[0-9a-f]{8}$/;
/** A card number masked to first six and last four. */
export const MASKED_PAN = /^[0-9]{6}\*{2,9}[0-9]{4}$/;

/** Whether a value is one redaction wrote: the [REDACTED] mark, a pseudonym, a masked card number. */
export function isRedacted(value: unknown): boolean {
  return typeof value === "string" && (value === REDACTED || PSEUDONYM.test(value) || MASKED_PAN.test(value));
}

/** Whether any value of a JSON document (bounded walk) is one redaction wrote. */
export function showsRedaction(value: unknown): boolean {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0 && seen++ < LIMITS.values) {
    const v = stack.pop();
    if (isRedacted(v)) return true;
    if (Array.isArray(v)) stack.push(...v);
    else if (isObject(v)) stack.push(...Object.values(v));
  }
  return false;
}

const isVerdict = (v: unknown): v is XVerifyVerdict => v === "verified" || v === "mismatch";

/** The `_contract` field of a HAR entry, when it is well-formed (anything else is ignored). */
export function readCarried(entry: unknown): Carried | undefined {
  if (!isObject(entry)) return undefined;
  const c = entry[CARRIED_FIELD];
  if (!isObject(c)) return undefined;
  const redacted = Array.isArray(c.redacted) ? c.redacted.filter((p): p is string => typeof p === "string") : [];
  const x = isObject(c.xVerify) ? c.xVerify : {};
  const xVerify: Carried["xVerify"] = {};
  if (isVerdict(x.request)) xVerify.request = x.request;
  if (isVerdict(x.response)) xVerify.response = x.response;
  return { redacted, xVerify };
}

/**
 * What the judge says an exchange's x-verify signs, and its verdicts (judge/: `signedContent`): the
 * recorder carries them where redaction alters that content. Recording itself never verifies a
 * signature and never guesses what is signed.
 */
export interface SignedContent {
  /** JSON pointers (into the exchange) of the content x-verify signs: /request/body/<payload>, /response/body. */
  readonly pointers: readonly string[];
  /** The judge's verdicts over the content as it was on the wire (only when it had the secret). */
  readonly verdicts: Carried["xVerify"];
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A HAR side's body text (request postData, response content), as written in the entry. */
function bodyText(entry: Record<string, unknown>, side: "request" | "response"): string | undefined {
  const s = entry[side];
  if (!isObject(s)) return undefined;
  const holder = side === "request" ? s.postData : s.content;
  return isObject(holder) && typeof holder.text === "string" ? holder.text : undefined;
}

/** Whether redaction altered the content at `pointer` (a request body property, or a whole body) from `wire` to `copy`. */
function altered(wire: Record<string, unknown>, copy: Record<string, unknown>, pointer: string): boolean {
  const m = /^\/(request|response)\/body(\/.*)?$/.exec(pointer);
  if (!m) return false;
  const side = m[1] as "request" | "response";
  const a = bodyText(wire, side);
  const b = bodyText(copy, side);
  if (a === undefined) return false;
  if (m[2] === undefined) return a !== b;
  const key = m[2].slice(1).replace(/~1/g, "/").replace(/~0/g, "~");
  const before = parseJson(a);
  const after = parseJson(b);
  return isObject(before) && Object.hasOwn(before, key) && (!isObject(after) || after[key] !== before[key]);
}

/**
 * Compare an entry as recorded (`wire`) with its redacted copy (`copy`, changed in place): where
 * content an x-verify signs (`signed`, the judge's word) was altered by redaction, list it in the
 * copy's `_contract.redacted` and carry the judge's verdict over the content as it was on the wire.
 * A verdict already carried (an earlier recorder, closer to the wire) is kept.
 */
export function carryVerdicts(wire: unknown, copy: unknown, signed: SignedContent | undefined): void {
  if (!signed || !isObject(wire) || !isObject(copy)) return;
  const redacted = signed.pointers.filter((p) => altered(wire, copy, p));
  if (redacted.length === 0) return;
  const verdicts: Carried["xVerify"] = {};
  if (signed.verdicts.request && redacted.some((p) => p.startsWith("/request/"))) verdicts.request = signed.verdicts.request;
  if (signed.verdicts.response && redacted.includes("/response/body")) verdicts.response = signed.verdicts.response;
  const before = readCarried(copy);
  const carried: Carried = {
    redacted: [...new Set([...(before?.redacted ?? []), ...redacted])],
    xVerify: { ...verdicts, ...before?.xVerify },
  };
  copy[CARRIED_FIELD] = carried;
}
