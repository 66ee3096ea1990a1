/**
 * generated/GAPS.md as a page. markdown-it with raw HTML off (its default): any `<` in the report
 * is shown as text, never interpreted; the do-not-edit banner comment is left out.
 */
import MarkdownIt from "markdown-it";
import { html, raw } from "./html.ts";
import { htmlPage, type PageLink } from "./layout.ts";

export function gapsPage(markdown: string, links: readonly PageLink[]): string {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const text = markdown.replace(/^<!--[\s\S]*?-->\s*/, "");
  return htmlPage({
    title: "Contract gaps and decisions",
    links,
    assets: "assets",
    body: html`<div class="markdown">${raw(md.render(text))}</div>
<footer class="site-footer">Rendered from <span class="mono">generated/GAPS.md</span>.</footer>`,
  });
}
