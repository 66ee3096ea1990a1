/**
 * One search across every page of the site, with no server: `make docs` writes the index as a
 * classic script (assets/search-index.js sets `window.SITE_SEARCH`, since a page opened from disk
 * may not fetch a JSON file) and assets/site.js reads it. The search box in the top bar of every
 * page lists matches as one types; Enter opens search.html?q=… with every match.
 *
 * An entry is one place a reader may want to land: an operation, a field of a request or reply
 * (with its path), a MethodId, a code table, a magic value, a plan scenario, a gap. Matching is
 * case-insensitive on every word of the query, against the entry's title and keywords; entries
 * whose title holds the query come first.
 *
 * site.js also gives every `<pre data-copy>` block a Copy button (clipboard, with a selection as
 * fallback when the page has no clipboard permission, as from file://).
 */
import { refOf, refTarget } from "../contract/index.ts";
import { jsonForScript } from "./html.ts";

export interface SearchEntry {
  /** What the result shows (e.g. "createOrder › txn_data.time_stamp"). */
  readonly title: string;
  /** Page file and fragment, relative to the site root (e.g. "optimizer.html#operation/createOrder"). */
  readonly href: string;
  /** Page name shown next to the result. */
  readonly page: string;
  /** Further words that find the entry (types, descriptions, values). */
  readonly keywords: string;
}

/** Keep an index small: keywords are cut to this many characters. */
const MAX_KEYWORDS = 400;

/** The index as a script: `window.SITE_SEARCH = [[title, href, page, keywords], …]`. */
export function searchIndexScript(entries: readonly SearchEntry[]): string {
  const seen = new Set<string>();
  const rows: string[][] = [];
  for (const e of entries) {
    const key = `${e.title}\u0000${e.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push([e.title, e.href, e.page, e.keywords.replace(/\s+/g, " ").slice(0, MAX_KEYWORDS)]);
  }
  return `window.SITE_SEARCH = ${jsonForScript(rows)};\n`;
}

/**
 * The matcher, shared by site.js (as source text) and the tests (as a function): the entries whose
 * title and keywords hold every word of the query, best first, at most `limit`.
 */
export function searchMatches(index: readonly (readonly string[])[], query: string, limit: number): number[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const q = query.trim().toLowerCase();
  const scored: Array<[number, number]> = [];
  for (let i = 0; i < index.length; i++) {
    const e = index[i]!;
    const title = (e[0] ?? "").toLowerCase();
    const hay = `${title} ${(e[3] ?? "").toLowerCase()}`;
    if (!words.every((w) => hay.includes(w))) continue;
    const last =
      title
        .split(/[ .›:>[\]/]+/)
        .filter(Boolean)
        .pop() ?? "";
    const score = last === q ? 0 : title.includes(q) ? 1 : 2;
    scored.push([score, i]);
  }
  scored.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return scored.slice(0, limit).map((s) => s[1]);
}

/** assets/site.js: the search box, the search page and the copy buttons. */
export const SITE_SCRIPT = `"use strict";
(function () {
  var index = window.SITE_SEARCH || [];
  var searchMatches = ${searchMatches.toString()};
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function resultList(query, limit) {
    var ul = el("ul", { "class": "search-list" });
    var hits = searchMatches(index, query, limit);
    hits.forEach(function (i) {
      var e = index[i];
      var li = el("li");
      var a = el("a", { href: e[1] }, e[0]);
      li.appendChild(a);
      li.appendChild(el("span", { "class": "search-page" }, " " + e[2]));
      ul.appendChild(li);
    });
    return { list: ul, count: hits.length };
  }
  var input = document.getElementById("site-search-input");
  var box = document.getElementById("site-search-results");
  if (input && box) {
    input.addEventListener("input", function () {
      box.textContent = "";
      var q = input.value.trim();
      if (!q) { box.hidden = true; return; }
      var r = resultList(q, 12);
      if (r.count === 0) box.appendChild(el("p", { "class": "search-none" }, "No match for " + q));
      else box.appendChild(r.list);
      box.hidden = false;
    });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape") { box.hidden = true; }
    });
    document.addEventListener("click", function (ev) {
      if (!box.contains(ev.target) && ev.target !== input) box.hidden = true;
    });
  }
  var page = document.getElementById("search-page-results");
  if (page) {
    var q = new URLSearchParams(location.search).get("q") || "";
    if (input) input.value = q;
    var heading = document.getElementById("search-page-query");
    if (heading) heading.textContent = q ? "Results for " + q : "Type in the search box above.";
    if (q) {
      var r = resultList(q, 500);
      page.appendChild(r.count ? r.list : el("p", {}, "No match."));
    }
  }
  var blocks = document.querySelectorAll("pre[data-copy]");
  Array.prototype.forEach.call(blocks, function (pre) {
    var button = el("button", { type: "button", "class": "copy" }, "Copy");
    button.addEventListener("click", function () {
      var text = pre.querySelector("code") ? pre.querySelector("code").textContent : pre.textContent;
      var done = function () { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); };
      var select = function () {
        var range = document.createRange();
        range.selectNodeContents(pre);
        var sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        button.textContent = "Selected: press Ctrl+C";
      };
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, select);
      else select();
    });
    var wrap = el("div", { "class": "code-block" });
    pre.parentNode.insertBefore(wrap, pre);
    wrap.appendChild(button);
    wrap.appendChild(pre);
  });
})();
`;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * The entries of an HTTP service page: each operation (Redoc's fragment `operation/<id>`), each of
 * its parameters and headers, and each field its request and responses reach (following `$ref`,
 * `items`, the combinators and `contentSchema`, so the fields of the Base64 create-order payload
 * are found), with its dotted path.
 */
export function httpSearchEntries(file: string, page: string, doc: Node): SearchEntry[] {
  const out: SearchEntry[] = [];
  const schemas = ((doc.components as Node | undefined)?.schemas as Record<string, Node> | undefined) ?? {};
  const fields = (start: unknown, prefix: string, add: (path: string, s: Node) => void): void => {
    const walk = (node: unknown, where: string, seen: readonly string[]): void => {
      if (!isNode(node) || where.split(".").length > 8) return;
      const ref = refOf(node);
      if (ref !== undefined) {
        const name = refTarget(ref).name;
        if (seen.includes(name)) return;
        walk(schemas[name], where, [...seen, name]);
      }
      for (const k of ["allOf", "anyOf", "oneOf"]) if (Array.isArray(node[k])) for (const s of node[k] as unknown[]) walk(s, where, seen);
      if (isNode(node.items)) walk(node.items, `${where}[]`, seen);
      if (isNode(node.contentSchema)) walk(node.contentSchema, `${where}(base64)`, seen);
      if (isNode(node.properties)) {
        for (const [k, v] of Object.entries(node.properties)) {
          const path = where ? `${where}.${k}` : k;
          if (isNode(v)) add(path, v);
          walk(v, path, seen);
        }
      }
    };
    walk(start, prefix, []);
  };
  for (const [p, item] of Object.entries((doc.paths as Record<string, Node> | undefined) ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!isNode(op) || typeof op.operationId !== "string") continue;
      const id = op.operationId;
      const href = `${file}#operation/${id}`;
      const params = [...((item.parameters as Node[] | undefined) ?? []), ...((op.parameters as Node[] | undefined) ?? [])]
        .map((x) =>
          refOf(x) !== undefined ? ((doc.components as Node | undefined)?.parameters as Record<string, Node> | undefined)?.[refTarget(refOf(x)!).name] : x,
        )
        .filter(isNode);
      out.push({
        title: `${id}: ${String(op.summary ?? "")}`,
        href,
        page,
        keywords: `${method.toUpperCase()} ${p} ${params.map((x) => x.name).join(" ")} ${String(op.description ?? "").slice(0, 300)}`,
      });
      for (const x of params) out.push({ title: `${id} › ${String(x.in)} ${String(x.name)}`, href, page, keywords: String(x.description ?? "") });
      const add = (where: string) => (path: string, s: Node) => {
        out.push({
          title: `${id} › ${where}${path}`,
          href,
          page,
          keywords: `${String(s.type ?? "")} ${String(s.title ?? "")} ${String(s.description ?? "").slice(0, 200)}`,
        });
      };
      if (isNode(op.requestBody)) for (const m of Object.values((op.requestBody.content as Record<string, Node>) ?? {})) fields(m.schema, "", add("request "));
      for (const [status, r] of Object.entries((op.responses as Record<string, Node>) ?? {})) {
        if (!isNode(r)) continue;
        for (const h of Object.keys((r.headers as Node | undefined) ?? {}))
          out.push({ title: `${id} › ${status} header ${h}`, href, page, keywords: "response header" });
        for (const m of Object.values((r.content as Record<string, Node> | undefined) ?? {})) fields(m.schema, "", add(`${status} `));
      }
    }
  }
  return out;
}
