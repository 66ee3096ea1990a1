/** The frame of every page of the site: head (title, the shared stylesheet), top bar, main column. */
import { html, raw, type Html } from "./html.ts";
import { STYLESHEET } from "../html-style.ts";

export interface PageLink {
  readonly href: string;
  readonly label: string;
}

export interface PageOptions {
  readonly title: string;
  /** Links in the top bar (the index first). */
  readonly links: readonly PageLink[];
  readonly body: Html;
  /** Extra markup for <head> (scripts of a renderer). */
  readonly head?: Html;
  /** Wrap the body in the centred column (false for a renderer with its own layout). */
  readonly column?: boolean;
}

/** A complete HTML document; its stylesheet is inline, so the page needs no other file to look right. */
export function htmlPage(o: PageOptions): string {
  const bar = html`<header class="site-bar"><span class="title">Payment service contracts</span>${o.links.map(
    (l) => html`<a href="${l.href}">${l.label}</a>`,
  )}</header>`;
  const main = o.column === false ? o.body : html`<main class="page">${o.body}</main>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>${raw(STYLESHEET)}</style>
${o.head ?? ""}
</head>
<body>
${bar}
${main}
</body>
</html>
`.text;
}
