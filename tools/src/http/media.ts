/**
 * Media types of HTTP messages: the essence of a Content-Type (type/subtype, lower-cased, without
 * parameters), whether it is JSON, and the contract's entry for it.
 *
 * Hand-written on purpose: node:util's MIMEType and the `content-type` package throw on values that
 * recordings and callers do send ("text", "application/json;", "a, b"), and the toolkit must judge
 * such a value (report "content type "text" is not one of …"), not fail on it.
 */

/** Media type of an `application/x-www-form-urlencoded` body. */
export const FORM_MEDIA = "application/x-www-form-urlencoded";

/** "Application/JSON; charset=utf-8" → "application/json"; absent → "". */
export function mediaEssence(contentType: string | null | undefined): string {
  if (!contentType) return "";
  const semi = contentType.indexOf(";");
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

/** application/json, or a structured +json type (application/problem+json). Takes an essence. */
export const isJsonMedia = (essence: string): boolean => essence === "application/json" || essence.endsWith("+json");

/**
 * The entry of `content` (keyed by lower-case media type, as the contract writes them) for a
 * Content-Type, or undefined when it names none of them. With no Content-Type, the first entry.
 */
export function pickMedia<T>(content: Readonly<Record<string, T>>, contentType: string | null | undefined): { type: string; value: T } | undefined {
  const type = mediaKey(content, contentType);
  return type === undefined ? undefined : { type, value: content[type]! };
}

/** The entry itself (see pickMedia), without allocating: the validation API calls this on every message. */
export function mediaFor<T>(content: Readonly<Record<string, T>>, contentType: string | null | undefined): T | undefined {
  const type = mediaKey(content, contentType);
  return type === undefined ? undefined : content[type];
}

function mediaKey(content: Readonly<Record<string, unknown>>, contentType: string | null | undefined): string | undefined {
  if (contentType === undefined || contentType === null) {
    for (const type in content) return type;
    return undefined;
  }
  const essence = mediaEssence(contentType);
  return Object.hasOwn(content, essence) ? essence : undefined;
}
