/**
 * `make docs`: the reference site, built from generated/ into a folder that is not committed.
 *
 *   index.html            links to every page, with counts of operations, methods, gaps, decisions
 *   <service>.html        one page per HTTP service (Redoc, from generated/<service>/openapi.json)
 *   terminal.html         the terminal services (our own page, from generated/terminal/)
 *   gaps.html             generated/GAPS.md
 *   flows.html            the documented sequences with diagrams and example exchanges (flows.ts)
 *   sandbox.html, simulator.html, certification.html   magic values, triggers, plans (plans-pages.ts)
 *   search.html           every match of a search (the box in every page's top bar lists the first)
 *   assets/search-index.js, assets/site.js   the static search index and the search and copy script
 *   assets/redoc.standalone.js   Redoc's bundle (see redoc.ts)
 *   files/<service>/…     the published documents the pages link to (OpenAPI, AsyncAPI, schemas)
 *
 * Every page works from disk (file://) and offline: no page loads anything from the network.
 */
import { collectGapEntries, Documents, operations, type OpenApiDoc, SERVICES, describeApps } from "../contract/index.ts";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeFolder } from "../output.ts";
import { ROOT } from "../paths.ts";
import { gapsPage } from "./gaps-page.ts";
import { html } from "./html.ts";
import { htmlPage, type PageLink } from "./layout.ts";
import { redocBundle, redocPage, redocVersion } from "./redoc.ts";
import { terminalPage } from "./terminal/page.ts";
import { readJavaIndex } from "./terminal/android.ts";
import { flowsPage } from "./flows.ts";
import { certificationPage, sandboxPage, shippedPlans, simulatorPage, type GeneratedPage } from "./plans-pages.ts";
import { httpSearchEntries, SITE_SCRIPT, searchIndexScript, type SearchEntry } from "./search.ts";

export interface SitePage {
  /** File name inside the site folder. */
  readonly file: string;
  readonly title: string;
  readonly kind: "index" | "http" | "terminal" | "gaps" | "flows" | "sandbox" | "simulator" | "certification" | "search";
  readonly service?: string;
  /** What the page must show: operationIds (HTTP) or "app:MethodId" (terminal). */
  readonly expect: readonly string[];
}

export interface Site {
  readonly out: string;
  readonly pages: readonly SitePage[];
}

const BUNDLE = "assets/redoc.standalone.js";

/** Where `make docs` writes the site (ignored by git, outside the npm package's files). */
export const DOCS_OUT = path.join(ROOT, "tools", "dist-docs");

/** The file every site holds: `writeSite` replaces only a folder that holds it (or an empty one). */
export const SITE_MARKER = ".contracts-docs";

/**
 * Write the site from `generated` to `out` under the output policy (output.ts `writeFolder`): built
 * in a temporary folder and put in place when complete; `out` may be new, empty or an earlier site,
 * and a folder holding anything else is refused and left as it is.
 */
export function writeSite(out: string, generated: string): Promise<Site> {
  checkGenerated(generated);
  return writeFolder(out, SITE_MARKER, (dir) => ({ ...buildSite(dir, generated), out }));
}

function checkGenerated(generated: string): void {
  for (const f of ["GAPS.md", ...SERVICES.map((s) => path.join(s.id, s.http ? "openapi.json" : "schemas"))]) {
    if (!existsSync(path.join(generated, f))) throw new Error(`${path.join(generated, f)} is missing: run \`make\` first`);
  }
}

/** Build the site from `generated` into `out`, an empty folder (writeSite gives it one). */
export function buildSite(out: string, generated: string): Site {
  checkGenerated(generated);
  mkdirSync(path.join(out, "assets"), { recursive: true });
  const links: PageLink[] = [
    { href: "index.html", label: "Index" },
    ...SERVICES.map((s) => ({ href: `${s.id}.html`, label: s.id })),
    { href: "flows.html", label: "Flows" },
    { href: "sandbox.html", label: "Sandbox" },
    { href: "simulator.html", label: "Simulator" },
    { href: "certification.html", label: "Certification" },
    { href: "gaps.html", label: "Gaps" },
  ];
  const search: SearchEntry[] = [];
  const openapi: Record<string, Record<string, unknown>> = {};
  const pages: SitePage[] = [];
  const cards: Array<{ href: string; title: string; lines: string[]; files: PageLink[] }> = [];
  writeFileSync(path.join(out, BUNDLE), redocBundle());

  // The contract's documents, read once each (contract/documents.ts, the one reader).
  const docsOf = new Map(SERVICES.map((svc) => [svc.id, new Documents(svc.id, path.join(generated, svc.id))]));
  for (const svc of SERVICES) {
    const src = path.join(generated, svc.id);
    const docs = docsOf.get(svc.id)!;
    const files = path.join(out, "files", svc.id);
    mkdirSync(files, { recursive: true });
    const annotations = svc.http
      ? collectGapEntries(svc.id, "openapi.json", docs.file("openapi.json"))
      : [...docs.schemas()].flatMap(([f, s]) => collectGapEntries(svc.id, `schemas/${f}`, s));
    const counts = `${annotations.filter((a) => a.kind === "gap").length} gaps, ${annotations.filter((a) => a.kind === "decision").length} decisions`;
    if (svc.http) {
      for (const f of ["openapi.json", "openapi.yaml"]) cpSync(path.join(src, f), path.join(files, f));
      const doc = docs.file("openapi.json") as OpenApiDoc;
      const ops = operations(doc).map((o) => o.operationId);
      openapi[svc.id] = doc as unknown as Record<string, unknown>;
      search.push(...httpSearchEntries(`${svc.id}.html`, svc.title, openapi[svc.id]!));
      writeFileSync(path.join(out, `${svc.id}.html`), redocPage(svc.title, doc as unknown as Record<string, unknown>, BUNDLE, links, svc.id));
      pages.push({ file: `${svc.id}.html`, title: svc.title, kind: "http", service: svc.id, expect: ops });
      cards.push({
        href: `${svc.id}.html`,
        title: svc.title,
        lines: [`HTTP, OpenAPI ${String(doc.openapi)}: ${ops.length} operations; ${counts}.`, `Rendered by Redoc ${redocVersion()}.`],
        files: [
          { href: `files/${svc.id}/openapi.json`, label: "openapi.json" },
          { href: `files/${svc.id}/openapi.yaml`, label: "openapi.yaml" },
        ],
      });
    } else {
      cpSync(path.join(src, "schemas"), path.join(files, "schemas"), { recursive: true });
      const published: PageLink[] = [];
      for (const f of ["asyncapi.yaml", "asyncapi.json"]) {
        if (!existsSync(path.join(src, f))) continue;
        cpSync(path.join(src, f), path.join(files, f));
        published.push({ href: `files/${svc.id}/${f}`, label: `${f} (AsyncAPI 3.0)` });
      }
      published.push({ href: `files/${svc.id}/schemas/`, label: "schemas/ (JSON Schema 2020-12)" });
      // The Java types (make writes them for the message services): published with the site, shown in its Android section.
      const java = readJavaIndex(path.join(src, "java"));
      if (java) {
        cpSync(path.join(src, "java"), path.join(files, "java"), { recursive: true });
        published.push({ href: `files/${svc.id}/java/`, label: "java/ (Java types for Gson)" });
      }
      const page = terminalPage({
        title: svc.title,
        schemas: docs.schemas(),
        links,
        files: published,
        java,
        ...(java ? { javaFiles: `files/${svc.id}/java/` } : {}),
      });
      writeFileSync(path.join(out, `${svc.id}.html`), page.html);
      search.push(...page.search);
      pages.push({ file: `${svc.id}.html`, title: svc.title, kind: "terminal", service: svc.id, expect: page.methods });
      const apps = new Set(page.methods.map((m) => m.split(":")[0]));
      cards.push({
        href: `${svc.id}.html`,
        title: svc.title,
        lines: [`Android inter-app messages: ${apps.size} apps, ${page.methods.length} MethodIds; ${counts}.`],
        files: published,
      });
    }
  }

  const gapsMarkdown = readFileSync(path.join(generated, "GAPS.md"), "utf8");
  writeFileSync(path.join(out, "gaps.html"), gapsPage(gapsMarkdown, links));
  pages.push({ file: "gaps.html", title: "Contract gaps and decisions", kind: "gaps", expect: [] });
  for (const row of gapsMarkdown.split("\n").filter((l) => /^\|.*\|\s*$/.test(l) && !/^\|\s*-/.test(l))) {
    const cells = row
      .split("|")
      .map((c) => c.trim())
      .filter(Boolean);
    if (cells.length > 1)
      search.push({
        title: `gap or decision: ${cells[0]!.replace(/`/g, "")} ${cells[1]!.replace(/`/g, "").slice(0, 80)}`,
        href: "gaps.html",
        page: "Gaps and decisions",
        keywords: cells.slice(2).join(" "),
      });
  }

  const plans = shippedPlans();
  const terminalSchemas = docsOf.get("terminal")!.schemas();
  const generatedPages: Array<[string, SitePage["kind"], GeneratedPage]> = [
    ["flows.html", "flows", flowsPage({ plans, openapi, terminalSchemas, apps: describeApps(terminalSchemas) })],
    ["sandbox.html", "sandbox", sandboxPage(plans)],
    ["simulator.html", "simulator", simulatorPage(plans)],
    ["certification.html", "certification", certificationPage(plans)],
  ];
  for (const [file, kind, page] of generatedPages) {
    writeFileSync(path.join(out, file), htmlPage({ title: page.title, links, assets: "assets", body: page.body }));
    pages.push({ file, title: page.title, kind, expect: [] });
    search.push(...page.search);
  }
  writeFileSync(
    path.join(out, "search.html"),
    htmlPage({
      title: "Search",
      links,
      assets: "assets",
      body: html`<h1>Search</h1><p id="search-page-query" class="muted"></p><div id="search-page-results"></div>
<noscript><p>The search needs JavaScript; every page is also reachable from the <a href="index.html">index</a>.</p></noscript>`,
    }),
  );
  pages.push({ file: "search.html", title: "Search", kind: "search", expect: [] });
  writeFileSync(path.join(out, "assets", "search-index.js"), searchIndexScript(search));
  // site.js carries the matcher's compiled source: a helper a transpiler may inject (tsx's __name)
  // would not exist in the browser, so the build stops rather than write a broken search.
  if (SITE_SCRIPT.includes("__name"))
    throw new Error(
      "assets/site.js would call __name, which only exists in the build: keep tools/src/docs/search.ts searchMatches free of named inner functions",
    );
  writeFileSync(path.join(out, "assets", "site.js"), SITE_SCRIPT);

  const index = htmlPage({
    title: "Payment service contracts: reference",
    links,
    assets: "assets",
    body: html`<h1>Payment service contracts</h1>
<p>The reference of the contracts in <span class="mono">generated/</span>, built by <span class="mono">make docs</span>.
Gaps (what a source document does not show) and decisions (where it contradicts itself and the contract chose)
are shown on each page where they apply, and all together in <a href="gaps.html">Gaps and decisions</a>.</p>
<p><b>Search</b> with the box at the top right of every page (fields, operations, MethodIds, codes, magic values, scenarios); Enter opens
<a href="search.html">every match</a>. The index is built by <span class="mono">make docs</span> into the site: no server.</p>
<p><b>No “try it” console.</b> The pages are meant to be opened from disk; a request from such a page to the local sandbox is a
cross-origin request from origin <span class="mono">null</span>, which the browser lets the page read only when the sandbox answers with CORS
headers, and the sandbox (which mirrors the services) sends none. Start <span class="mono">make mock</span> and send the examples with
<span class="mono">curl</span> or the package's clients instead; the <a href="sandbox.html">sandbox</a> and <a href="simulator.html">simulator</a>
pages say how to reach every outcome. Examples on this site show card numbers masked (first six, last four) and secrets as
<span class="mono">[REDACTED]</span>: put your test values there.</p>
<div class="cards">
${cards.map(
  (c) => html`<div class="card"><h3><a href="${c.href}">${c.title}</a></h3>${c.lines.map((l) => html`<p>${l}</p>`)}
<p class="muted">${c.files.map((f, i) => html`${i ? " · " : ""}<a href="${f.href}">${f.label}</a>`)}</p></div>`,
)}
<div class="card"><h3><a href="flows.html">Flows</a></h3><p>The documented sequences (token → onboarding → discovery; order → payment →
inquiry → refund; sale → Get Status → void; 100 initiated → Get Status → 0 APPROVED) with a sequence diagram and the example messages in order.</p></div>
<div class="card"><h3><a href="sandbox.html">Sandbox</a> · <a href="simulator.html">Simulator</a></h3><p>How to reach every outcome on loopback
(<span class="mono">make mock</span>): magic values, triggers, decisions where the documents are silent.</p></div>
<div class="card"><h3><a href="certification.html">Certification plans</a></h3><p>Every scenario of every plan, its trigger and the exchange it expects.</p></div>
<div class="card"><h3><a href="gaps.html">Gaps and decisions</a></h3><p>Every <span class="mono">x-contract-gap</span> and
<span class="mono">x-contract-decision</span> of every service, with its JSON pointer (generated/GAPS.md).</p></div>
</div>`,
  });
  writeFileSync(path.join(out, "index.html"), index);
  pages.unshift({ file: "index.html", title: "Index", kind: "index", expect: pages.map((p) => p.file) });
  return { out, pages };
}
