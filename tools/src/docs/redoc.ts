/**
 * The HTTP pages, rendered in the browser by Redoc (npm `redoc`, pinned exactly in package.json).
 *
 * Why Redoc 2.5 (and not Redoc 3, Scalar or Stoplight Elements): its standalone bundle is one
 * classic script with React inside, so a page opened straight from disk (file://) works with no
 * server and no network; it reads the document from the page (no fetch), renders OpenAPI 3.1, is a
 * read-only reference (no "try it" console sending requests to the payment hosts) and has no
 * telemetry. Redoc 3's bundle is an ES module (blocked on file://) with telemetry and AI-assistant
 * links; Scalar's bundle loads web fonts from its CDN unless told not to and ships an API client and
 * an agent chat; Stoplight Elements is built around its try-it console.
 *
 * One change is made to our copy of the bundle: its sidebar attribution loads the Redocly logo
 * from cdn.redoc.ly unconditionally (no option turns it off), a request that fails offline and
 * logs a console error; the copy points it at an inline image instead. The build stops when that
 * URL is not found exactly once, so a new Redoc version is checked again rather than trusted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.ts";
import { html, jsonForScript, raw } from "./html.ts";
import { htmlPage, packageVersion, type PageLink } from "./layout.ts";
import { foldNotes } from "./openapi-notes.ts";
import { redocView } from "./redoc-view.ts";
import { codeSamples } from "./samples.ts";

const REDOC_DIR = path.join(ROOT, "node_modules", "redoc");
const LOGO_URL = "https://cdn.redoc.ly/redoc/logo-mini.svg";
/** A 1×1 transparent SVG: the attribution keeps its text, without the remote image. */
const LOGO_INLINE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The installed Redoc version (package.json pins it exactly). */
export function redocVersion(): string {
  return (JSON.parse(readFileSync(path.join(REDOC_DIR, "package.json"), "utf8")) as { version: string }).version;
}

/** Our copy of Redoc's standalone bundle, without its one remote request. */
export function redocBundle(): string {
  const file = path.join(REDOC_DIR, "bundles", "redoc.standalone.js");
  const text = readFileSync(file, "utf8");
  const count = text.split(LOGO_URL).length - 1;
  if (count !== 1) {
    throw new Error(
      `${file}: expected the attribution logo URL ${LOGO_URL} exactly once, found ${count}; ` +
        `check what Redoc ${redocVersion()} loads from the network and update tools/src/docs/redoc.ts`,
    );
  }
  return text.replace(LOGO_URL, LOGO_INLINE);
}

/** Redoc options: a read-only reference that expands every schema level, so every note is on the page. */
export const REDOC_OPTIONS = {
  sanitize: true,
  hideDownloadButton: false,
  expandResponses: "all",
  schemaExpansionLevel: "all",
  jsonSampleExpandLevel: 3,
  requiredPropsFirst: true,
  pathInMiddlePanel: true,
  theme: {
    typography: {
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
      code: { fontFamily: "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace" },
    },
    // primary.light colours the "additional property" label; Redoc's default (a lighter tint of
    // main) is 3:1 on white, below WCAG AA for text of its size.
    colors: { primary: { main: "#1f5fbf", light: "#1f5fbf" } },
  },
} as const;

/**
 * The page of one HTTP service: the document (with its gaps and decisions folded into the
 * descriptions) inline as JSON, rendered by the bundle at `bundleHref`.
 */
export function redocPage(title: string, openapi: Record<string, unknown>, bundleHref: string, links: readonly PageLink[], service?: string): string {
  const doc = redocView(foldNotes(openapi).doc, packageVersion(), service);
  // Code samples per operation (samples.ts), shown by Redoc beside the request payload.
  for (const sample of service ? codeSamples(service, openapi) : []) {
    for (const item of Object.values(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const op of Object.values(item)) {
        if (op?.operationId !== sample.operationId) continue;
        op["x-codeSamples"] = [
          { lang: "Shell", label: "curl", source: sample.curl },
          { lang: "TypeScript", label: "TypeScript client", source: sample.typescript },
          ...(sample.php ? [{ lang: "PHP", label: "PHP kit", source: sample.php.source }] : []),
        ];
      }
    }
  }
  return htmlPage({
    title,
    links,
    assets: "assets",
    column: false,
    // Redoc writes blockquotes (our gap and decision notes) in #777, 4.5:1 on white and less on its
    // grey panels: darker here, for WCAG AA.
    head: html`<style>#redoc-container blockquote { color: #4b5563; }</style><script src="${bundleHref}"></script>`,
    body: html`<div id="redoc-container" data-renderer="redoc ${redocVersion()}"></div>
<script type="application/json" id="openapi-document">${raw(jsonForScript(doc))}</script>
<script type="application/json" id="redoc-options">${raw(jsonForScript(REDOC_OPTIONS))}</script>
<script>
Redoc.init(
  JSON.parse(document.getElementById("openapi-document").textContent),
  JSON.parse(document.getElementById("redoc-options").textContent),
  document.getElementById("redoc-container")
);
</script>`,
  });
}
