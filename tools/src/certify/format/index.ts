/** The certification report formats. */
import type { CertificationReport } from "../model.ts";
import { renderHtml } from "./html.ts";
import { renderJson } from "./json.ts";
import { renderJunit } from "./junit.ts";
import { renderMarkdown } from "./markdown.ts";
import { renderText } from "./text.ts";

export const FORMATS = { text: renderText, json: renderJson, junit: renderJunit, markdown: renderMarkdown, html: renderHtml } as const satisfies Record<
  string,
  (r: CertificationReport) => string
>;

export type CertifyFormat = keyof typeof FORMATS;

export const isFormat = (f: string): f is CertifyFormat => Object.hasOwn(FORMATS, f);
