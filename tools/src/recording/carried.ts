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
import { isBase64 } from "../http/base64.ts";
import { isObject } from "../json.ts";
import { LIMITS } from "../limits.ts";
import { REDACTED } from "../mask.ts";
import { verifySignature, type Signer } from "../signing/x-verify.ts";

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

function headerOf(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined;
  for (const h of headers) if (isObject(h) && typeof h.name === "string" && h.name.toLowerCase() === name && typeof h.value === "string") return h.value;
  return undefined;
}

/** A Base64 string that decodes to a JSON object or array (a signed payload). */
function isEncodedJson(value: unknown): value is string {
  if (typeof value !== "string" || value.length < 4 || value.length > LIMITS.base64Chars || !isBase64(value, { strict: true })) return false;
  const text = Buffer.from(value, "base64").toString("utf8");
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function decodeJson(base64: string): unknown {
  return parseJson(Buffer.from(base64, "base64").toString("utf8"));
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const escapeToken = (k: string): string => k.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Compare an entry as recorded (`wire`) with its redacted copy (`copy`, changed in place): where an
 * x-verify signs content that redaction altered, list it in the copy's `_contract.redacted` and,
 * given the merchant's `signer`, carry the verdict of the signature over the content as it was on
 * the wire. A verdict already carried (an earlier recorder, closer to the wire) is kept; content
 * that shows redaction's marks already (a recording redacted again) gets none: it is not what was signed.
 */
export function carryVerdicts(wire: unknown, copy: unknown, signer: Signer | undefined): void {
  if (!isObject(wire) || !isObject(copy)) return;
  const redacted: string[] = [];
  const verdicts: Carried["xVerify"] = {};
  const req = wire.request;
  const reqCopy = copy.request;
  const reqSig = isObject(req) ? headerOf(req.headers, "x-verify") : undefined;
  if (reqSig !== undefined && isObject(req) && isObject(reqCopy) && isObject(req.postData) && isObject(reqCopy.postData)) {
    const body = parseJson(req.postData.text);
    const bodyCopy = parseJson(reqCopy.postData.text);
    if (isObject(body)) {
      const altered: string[] = [];
      let asSent = true;
      for (const [k, v] of Object.entries(body)) {
        if (!isEncodedJson(v)) continue;
        if (isObject(bodyCopy) && bodyCopy[k] === v) continue;
        redacted.push(`/request/body/${escapeToken(k)}`);
        altered.push(v);
        // A payload redacted before (a recording redacted again) is not the one that was signed: no verdict.
        if (showsRedaction(decodeJson(v))) asSent = false;
      }
      if (altered.length > 0 && signer && asSent) verdicts.request = altered.every((p) => verifySignature(signer, p, reqSig)) ? "verified" : "mismatch";
    }
  }
  const res = wire.response;
  const resCopy = copy.response;
  const resSig = isObject(res) ? headerOf(res.headers, "x-verify") : undefined;
  if (resSig !== undefined && isObject(res) && isObject(resCopy) && isObject(res.content) && isObject(resCopy.content)) {
    const text = res.content.text;
    if (typeof text === "string" && resCopy.content.text !== text) {
      redacted.push("/response/body");
      const base64 = res.content.encoding === "base64" ? text : Buffer.from(text, "utf8").toString("base64");
      if (signer && !showsRedaction(parseJson(res.content.encoding === "base64" ? Buffer.from(text, "base64").toString("utf8") : text)))
        verdicts.response = verifySignature(signer, base64, resSig) ? "verified" : "mismatch";
    }
  }
  if (redacted.length === 0) return;
  const before = readCarried(copy);
  const carried: Carried = {
    redacted: [...new Set([...(before?.redacted ?? []), ...redacted])],
    xVerify: { ...verdicts, ...before?.xVerify },
  };
  copy[CARRIED_FIELD] = carried;
}
