/** An HTTP body as the validators take it, parsed by its Content-Type. */
import { FORM_MEDIA, isJsonMedia, mediaEssence } from "./media.ts";

/** A parsed body (undefined for an empty one), or the error of text that claims to be JSON and is not. */
export type ParsedBody = { readonly body?: unknown; readonly invalid?: undefined } | { readonly body?: undefined; readonly invalid: Error };

export interface BodyOptions {
  /**
   * A body without a Content-Type: kept as "text" (default), parsed as "json", or parsed as JSON when
   * its first character is `{` or `[` ("json-if-bracketed"; recordings often leave the type out).
   */
  untyped?: "text" | "json" | "json-if-bracketed";
  /** Form fields from `application/x-www-form-urlencoded` text (default: an object, the last of repeated names wins). */
  form?: (text: string) => unknown;
}

const formFields = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

/**
 * Form fields as an object, a repeated field as an array (which the contract then refuses): the
 * `form` option of the servers that judge what they receive (the sandbox, the server face).
 */
export function formFieldsWithRepeats(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** JSON (application/json, +json) parsed, form fields as an object, any other type as its text. */
export function parseBody(text: string | undefined, contentType: string | null | undefined, options: BodyOptions = {}): ParsedBody {
  if (text === undefined || text === "") return {};
  const essence = mediaEssence(contentType);
  const untyped = essence === "" ? (options.untyped ?? "text") : "text";
  if (isJsonMedia(essence) || untyped === "json" || (untyped === "json-if-bracketed" && (text[0] === "{" || text[0] === "["))) {
    try {
      return { body: JSON.parse(text) as unknown };
    } catch (e) {
      return { invalid: e as Error };
    }
  }
  if (essence === FORM_MEDIA) return { body: (options.form ?? formFields)(text) };
  return { body: text };
}
