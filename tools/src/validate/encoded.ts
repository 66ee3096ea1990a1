/**
 * Encoded payloads: a body property whose string value is an encoded document with its own schema
 * (contentEncoding / contentMediaType / contentSchema), such as create order's Base64 `request`.
 */
import { pointerTokens, valueAtTokens } from "../json-pointer.ts";
import { runValidator, type CompiledValidator, type ValidatorModule } from "./ajv-errors.ts";
import { decodeBase64Utf8, isBase64 } from "../http/base64.ts";
import type { ValidationError } from "./errors.ts";
import type { EncodedContent } from "../contract/manifest.ts";

/** Characters of an encoded payload that are decoded (8 MiB); a longer one is a "too large" error. */
export const MAX_ENCODED_CHARS = 8 * 1024 * 1024;

const BASE64_WANTED = "Base64 (RFC 4648 alphabet with padding)";

/** The tokens of the contract's encoded-property pointers, split once (every create order asks). */
const pointerTokensOf = new Map<string, string[]>();
function tokensOf(pointer: string): string[] {
  let tokens = pointerTokensOf.get(pointer);
  if (!tokens) {
    tokens = pointerTokens(pointer);
    // Bounded in practice (the contract's pointers); a caller's own pointers are kept up to this many.
    if (pointerTokensOf.size < 1_000) pointerTokensOf.set(pointer, tokens);
  }
  return tokens;
}

/**
 * The decoded document of one encoded property: `{ value }`, `{ error }` when it cannot be decoded,
 * or undefined when the body holds no string there (the outer schema reports that).
 */
export function decodeEncoded(
  body: unknown,
  enc: EncodedContent,
): { value: unknown; error?: undefined } | { value?: undefined; error: ValidationError } | undefined {
  const raw = valueAtTokens(body, tokensOf(enc.pointer));
  if (typeof raw !== "string") return undefined;
  let text = raw;
  if (enc.encoding === "base64") {
    if (raw.length > MAX_ENCODED_CHARS) {
      return {
        error: {
          pointer: `/body${enc.pointer}`,
          rule: "base64",
          message: `too large: the encoded payload is longer than ${MAX_ENCODED_CHARS} characters (limit); it is not decoded`,
          expected: BASE64_WANTED,
        },
      };
    }
    // Payloads are usually sent without whitespace: then the text is valid as it stands and is its own
    // compact form (no regular expression pass over it).
    const asSent = isBase64(raw, { strict: true });
    const compact = asSent ? raw : raw.replace(/\s+/g, "");
    if (!asSent && (compact === raw || !isBase64(compact, { strict: true }))) {
      return {
        error: { pointer: `/body${enc.pointer}`, rule: "base64", message: "is not valid Base64 (RFC 4648 alphabet with padding)", expected: BASE64_WANTED },
      };
    }
    text = decodeBase64Utf8(compact);
  }
  if (enc.mediaType !== "application/json") return { value: text };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    // The parser's own message quotes the input (which may hold card data): keep the position only.
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    const where = at === undefined ? "" : ` (at character ${at})`;
    const expected = enc.encoding === "base64" ? "Base64 of a JSON document" : "a JSON document";
    return { error: { pointer: `/body${enc.pointer}`, rule: "json", message: `decoded ${enc.encoding || "content"} is not JSON${where}`, expected } };
  }
}

/**
 * Decode and validate one encoded property against its own validator. The document, when it
 * decodes, is put in `decoded` under the property's pointer, for a caller that reads inside it
 * afterwards (conform: the actual values of findings in the payload, x-verify's redaction marks)
 * without decoding it again.
 */
export function checkEncoded(body: unknown, enc: EncodedContent, module: ValidatorModule, decoded?: Map<string, unknown>): ValidationError[] {
  const d = decodeEncoded(body, enc);
  if (d === undefined) return [];
  if (d.error) return [d.error];
  decoded?.set(enc.pointer, d.value);
  return runValidator(module[enc.validator] as CompiledValidator, d.value, `/body${enc.pointer}`);
}
