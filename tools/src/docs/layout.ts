/**
 * The frame of every page of the site: head (title with the package version, the shared
 * stylesheet), top bar (links and the search box), main column. The search box and the copy
 * buttons are served by two scripts of the site (assets/search-index.js, assets/site.js; see
 * search.ts): a page opened from disk loads them as classic scripts, with no request leaving it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.ts";
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
  /** Load the site's scripts (search, copy buttons) from this folder; omitted: a page without them. */
  readonly assets?: string;
}

/** The "version" of the package.json at the project root. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}

/** The title of a page as the browser shows it: the page's name and the package version. */
export function pageTitle(title: string, version = packageVersion()): string {
  return `${title} · contracts ${version}`;
}

/** A complete HTML document; its stylesheet is inline, so the page needs no other file to look right. */
export function htmlPage(o: PageOptions): string {
  const version = packageVersion();
  const search = o.assets
    ? html`<form class="site-search" role="search" action="search.html" method="get"><label for="site-search-input" class="visually-hidden">Search the reference</label><input id="site-search-input" name="q" type="search" placeholder="Search fields, operations, codes…" autocomplete="off"><div class="search-results" id="site-search-results" hidden></div></form>`
    : "";
  const bar = html`<header class="site-bar"><span class="title">Payment service contracts <span class="version">${version}</span></span>${o.links.map(
    (l) => html`<a href="${l.href}">${l.label}</a>`,
  )}${search}</header>`;
  const main = o.column === false ? o.body : html`<main class="page">${o.body}</main>`;
  const scripts = o.assets ? html`<script src="${o.assets}/search-index.js"></script><script src="${o.assets}/site.js"></script>` : "";
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle(o.title, version)}</title>
<style>${raw(STYLESHEET)}</style>
${o.head ?? ""}
</head>
<body>
${bar}
${main}
${scripts}
</body>
</html>
`.text;
}
