/**
 * A HAR `content` (or `postData`) text as the exchange carried it: HAR 1.2 lets an exporter write a
 * body Base64-encoded (`"encoding": "base64"`, binary or non-UTF-8 answers). This is the one place a
 * recording's content encoding is undone (the exchange reader and redaction both read it here).
 */
import { decodeBase64Utf8, isBase64 } from "../http/base64.ts";

export interface ContentProblem {
  expected: string;
  actual: string;
  message: string;
}

/** The content's text (decoded when it is marked base64), or why it cannot be read; `text` undefined when there is none. */
export function contentText(text: unknown, encoding: unknown, limit: number): { text: string | undefined; problem?: ContentProblem } {
  if (typeof text !== "string") return { text: undefined };
  if (encoding !== "base64") return { text };
  if (text.length > limit) {
    return {
      text: undefined,
      problem: {
        expected: `Base64 content of at most ${limit} characters`,
        actual: `text of ${text.length} characters`,
        message: `too large: the base64 response content is longer than ${limit} characters (limit); it is not decoded`,
      },
    };
  }
  if (!isBase64(text, { whitespace: true })) {
    return {
      text: undefined,
      problem: {
        expected: "Base64 (content.encoding)",
        actual: `text of ${text.length} characters`,
        message: "the response content is marked base64 but is not valid Base64",
      },
    };
  }
  return { text: decodeBase64Utf8(text) };
}

/** Text as base64 content again (redaction writes a sanitized copy in the encoding it found). */
export const asBase64Content = (text: string): string => Buffer.from(text, "utf8").toString("base64");
