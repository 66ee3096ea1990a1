/**
 * The one decoder of the contract's encoded payloads: a body property whose string value is an
 * encoded document with its own schema (contentEncoding / contentMediaType / contentSchema), such
 * as create order's Base64 `request`. Every reader of a payload (validation, the judge, the sandbox,
 * redaction, replay, the probe, the reference site) decodes it here, with one whitespace rule:
 *
 * - ASCII whitespace anywhere in the Base64 text is ignored (MIME encoders wrap lines at 76
 *   characters); what is left must be Base64 with its padding (RFC 4648).
 * - x-verify signs the Base64 text as it was sent; a wrapped payload may also have been signed
 *   over its compact form (without the whitespace). `signedForms` gives both, and a signature is
 *   verified when it matches either (tools/src/judge/, the only place that verifies one).
 */
import { decodeBase64Utf8, isBase64 } from "../http/base64.ts";
import { pointerTokens, valueAtTokens } from "../json-pointer.ts";
import type { EncodedContent } from "./manifest.ts";

/** Characters of an encoded payload that are decoded (8 MiB); a longer one is a "too large" error. */
export const MAX_ENCODED_CHARS = 8 * 1024 * 1024;

const BASE64_WANTED = "Base64 (RFC 4648 alphabet with padding)";

/** Why a payload cannot be decoded: its Base64 or its JSON (the validation engine's rules of the same names). */
export interface PayloadError {
  readonly rule: "base64" | "json";
  readonly message: string;
  readonly expected: string;
}

export type Decoded = { value: unknown; error?: undefined } | { value?: undefined; error: PayloadError };

/** Whether the text holds ASCII whitespace (the payload was wrapped). */
const hasSpace = (text: string): boolean => /\s/.test(text);

/** The Base64 text without its whitespace (the text itself when it has none). */
export function compactBase64(raw: string): string {
  return hasSpace(raw) ? raw.replace(/\s+/g, "") : raw;
}

/** The texts an x-verify over this payload may sign: as sent, and its compact form when it was wrapped. */
export function signedForms(raw: string): readonly string[] {
  const compact = compactBase64(raw);
  return compact === raw ? [raw] : [raw, compact];
}

/** The UTF-8 text of Base64 (whitespace ignored), or the error. */
export function base64Text(raw: string): { text: string; error?: undefined } | { text?: undefined; error: PayloadError } {
  if (raw.length > MAX_ENCODED_CHARS) {
    return {
      error: {
        rule: "base64",
        message: `too large: the encoded payload is longer than ${MAX_ENCODED_CHARS} characters (limit); it is not decoded`,
        expected: BASE64_WANTED,
      },
    };
  }
  // Payloads are usually sent without whitespace: then the text is valid as it stands and is its own
  // compact form (no regular expression pass over it).
  const asSent = isBase64(raw, { strict: true });
  const compact = asSent ? raw : compactBase64(raw);
  if (!asSent && (compact === raw || !isBase64(compact, { strict: true }))) {
    return { error: { rule: "base64", message: "is not valid Base64 (RFC 4648 alphabet with padding)", expected: BASE64_WANTED } };
  }
  return { text: decodeBase64Utf8(compact) };
}

/** JSON text parsed, or the error (its position only: the parser's own message quotes the input, which may hold card data). */
function parseDocument(text: string, encoding: string): Decoded {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    const where = at === undefined ? "" : ` (at character ${at})`;
    const expected = encoding === "base64" ? "Base64 of a JSON document" : "a JSON document";
    return { error: { rule: "json", message: `decoded ${encoding || "content"} is not JSON${where}`, expected } };
  }
}

/** An encoded text decoded as the contract declares it (its encoding, then its media type). */
export function decodeText(raw: string, enc: Pick<EncodedContent, "encoding" | "mediaType">): Decoded {
  let text = raw;
  if (enc.encoding === "base64") {
    const t = base64Text(raw);
    if (t.error) return { error: t.error };
    text = t.text;
  }
  if (enc.mediaType !== "application/json") return { value: text };
  return parseDocument(text, enc.encoding);
}

/** The tokens of the contract's encoded-property pointers, split once (every create order asks). */
const tokensByPointer = new Map<string, string[]>();
function tokensOf(pointer: string): string[] {
  let tokens = tokensByPointer.get(pointer);
  if (!tokens) {
    tokens = pointerTokens(pointer);
    // Bounded in practice (the contract's pointers); a caller's own pointers are kept up to this many.
    if (tokensByPointer.size < 1_000) tokensByPointer.set(pointer, tokens);
  }
  return tokens;
}

/** The raw encoded text of one payload in a body, or undefined when the body holds no string there. */
export function payloadText(body: unknown, enc: Pick<EncodedContent, "pointer">): string | undefined {
  const raw = valueAtTokens(body, tokensOf(enc.pointer));
  return typeof raw === "string" ? raw : undefined;
}

/**
 * The decoded document of one encoded property of a body: `{ value }`, `{ error }` when it cannot
 * be decoded, or undefined when the body holds no string there (the outer schema reports that).
 */
export function decodePayload(body: unknown, enc: EncodedContent): Decoded | undefined {
  const raw = payloadText(body, enc);
  return raw === undefined ? undefined : decodeText(raw, enc);
}

/**
 * Any string that is Base64 of a JSON object or array, decoded by the same rule; undefined otherwise.
 * Redaction looks for payloads this way wherever they stand (a recording may hold one the contract
 * does not declare), so that it sanitizes inside them and never copies one as it is.
 */
export function decodeBase64Json(raw: string, limit = MAX_ENCODED_CHARS): unknown {
  const compact = compactBase64(raw);
  if (compact.length < 16 || compact.length > limit || !isBase64(compact, { strict: true })) return undefined;
  const text = decodeBase64Utf8(compact);
  if (!/^\s*[[{]/.test(text)) return undefined;
  const d = parseDocument(text, "base64");
  return d.error ? undefined : d.value;
}

/** Whether a too-large Base64 string starts as encoded JSON (redaction leaves such a value out rather than copy it). */
export function looksLikeBase64Json(raw: string): boolean {
  const compact = compactBase64(raw.slice(0, 256));
  const head = compact.slice(0, compact.length - (compact.length % 4));
  return head.length >= 4 && isBase64(head, { strict: true }) && /^\s*[[{]/.test(decodeBase64Utf8(head));
}
