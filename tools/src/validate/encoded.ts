/**
 * Encoded payloads validated: a body property whose string value is an encoded document with its
 * own schema (contentEncoding / contentMediaType / contentSchema), such as create order's Base64
 * `request`, decoded by the contract's one payload decoder (contract/payload.ts) and checked
 * against the validator of its contentSchema.
 */
import { decodePayload } from "../contract/payload.ts";
import { runValidator, type CompiledValidator, type ValidatorModule } from "./ajv-errors.ts";
import type { ValidationError } from "./errors.ts";
import type { EncodedContent } from "../contract/manifest.ts";

export { MAX_ENCODED_CHARS } from "../contract/payload.ts";

/**
 * Decode and validate one encoded property against its own validator. The document, when it
 * decodes, is put in `decoded` under the property's pointer, for a caller that reads inside it
 * afterwards (the judge: the actual values of findings in the payload, x-verify's redaction marks;
 * the sandbox's handlers) without decoding it again.
 */
export function checkEncoded(body: unknown, enc: EncodedContent, module: ValidatorModule, decoded?: Map<string, unknown>): ValidationError[] {
  const d = decodePayload(body, enc);
  if (d === undefined) return [];
  if (d.error) return [{ pointer: `/body${enc.pointer}`, ...d.error }];
  decoded?.set(enc.pointer, d.value);
  return runValidator(module[enc.validator] as CompiledValidator, d.value, `/body${enc.pointer}`);
}
