/**
 * Gaps and decisions where they apply: the `x-contract-gap` and `x-contract-decision` annotations of
 * one schema, operation or parameter, as data, as HTML (terminal page, index) and as Markdown (folded
 * into the descriptions of an OpenAPI document before Redoc renders it).
 */
import { html, type Html } from "./html.ts";

export interface Note {
  readonly kind: "gap" | "decision";
  /** For a gap: what the document does not show; for a decision: the contradiction. */
  readonly text: string;
  /** For a decision: what the contract chose. */
  readonly decision?: string;
  /** The place in the source document. */
  readonly source: string;
}

/** The notes of one annotated object (none when it carries neither annotation). */
export function notesOf(node: unknown): Note[] {
  if (node === null || typeof node !== "object") return [];
  const obj = node as Record<string, unknown>;
  const out: Note[] = [];
  const gap = obj["x-contract-gap"] as { missing?: string; source?: string } | undefined;
  if (gap && typeof gap === "object") out.push({ kind: "gap", text: gap.missing ?? "", source: gap.source ?? "" });
  const dec = obj["x-contract-decision"] as { conflict?: string; decision?: string; source?: string } | undefined;
  if (dec && typeof dec === "object") out.push({ kind: "decision", text: dec.conflict ?? "", decision: dec.decision ?? "", source: dec.source ?? "" });
  return out;
}

/** One note as an HTML block. */
export function noteHtml(n: Note, context?: string): Html {
  const where = context ? html`<span class="mono">${context}</span>: ` : "";
  if (n.kind === "gap") {
    return html`<div class="note gap"><span class="kind">Gap</span>${where}${n.text} <span class="source">(${n.source})</span></div>`;
  }
  return html`<div class="note decision"><span class="kind">Decision</span>${where}${n.text} <b>Chosen:</b> ${n.decision ?? ""} <span class="source">(${n.source})</span></div>`;
}

export function notesHtml(notes: readonly Note[], context?: string): Html {
  return html`${notes.map((n) => noteHtml(n, context))}`;
}

/**
 * Text for Markdown: `&`, `<` and `>` outside code spans become entities, so that "<EMAIL>" is shown
 * and not taken for a tag (inside backticks Markdown shows them as written).
 */
export function markdownText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    )
    .join("");
}

/** One note as a Markdown blockquote. */
export function noteMarkdown(n: Note, context?: string): string {
  const where = context ? `\`${context}\`: ` : "";
  const flat = (s: string): string => markdownText(s.replace(/\s*\n\s*/g, " "));
  return n.kind === "gap"
    ? `> **Gap**: ${where}${flat(n.text)} _(${flat(n.source)})_`
    : `> **Decision**: ${where}${flat(n.text)} **Chosen:** ${flat(n.decision ?? "")} _(${flat(n.source)})_`;
}
