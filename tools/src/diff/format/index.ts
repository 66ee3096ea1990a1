/** The output formats of `contracts diff`. */
import { renderGithubActions } from "./githubactions.ts";
import { renderHtml } from "./html.ts";
import { renderJson, renderYaml } from "./json.ts";
import { renderJunit } from "./junit.ts";
import { renderMarkdown } from "./markdown.ts";
import type { DiffResult } from "./result.ts";
import { renderSarif } from "./sarif.ts";
import { renderText } from "./text.ts";

export type { DiffResult } from "./result.ts";
export type Format = "text" | "json" | "yaml" | "markdown" | "junit" | "githubactions" | "sarif" | "html";
export const FORMATS: Record<Format, (r: DiffResult) => string> = {
  text: renderText,
  json: renderJson,
  yaml: renderYaml,
  markdown: renderMarkdown,
  junit: renderJunit,
  githubactions: renderGithubActions,
  sarif: renderSarif,
  html: renderHtml,
};
/** The formats, as usage messages list them. */
export const FORMAT_NAMES = Object.keys(FORMATS).join(", ");
