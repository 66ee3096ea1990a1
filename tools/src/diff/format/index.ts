/** The output formats of `contracts diff`. */
import { renderJson } from "./json.ts";
import { renderJunit } from "./junit.ts";
import { renderMarkdown } from "./markdown.ts";
import type { DiffResult } from "./result.ts";
import { renderText } from "./text.ts";

export type { DiffResult } from "./result.ts";
export type Format = "text" | "json" | "markdown" | "junit";
export const FORMATS: Record<Format, (r: DiffResult) => string> = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  junit: renderJunit,
};
