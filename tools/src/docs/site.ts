/**
 * `make docs`: the reference site, built from generated/ into a folder that is not committed.
 *
 *   index.html            links to every page, with counts of operations, methods, gaps, decisions
 *   <service>.html        one page per HTTP service (Redoc, from generated/<service>/openapi.json)
 *   terminal.html         the terminal services (our own page, from generated/terminal/)
 *   gaps.html             generated/GAPS.md
 *   assets/redoc.standalone.js   Redoc's bundle (see redoc.ts)
 *   files/<service>/…     the published documents the pages link to (OpenAPI, AsyncAPI, schemas)
 *
 * Every page works from disk (file://) and offline: no page loads anything from the network.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { collectGapEntries } from "../contract/annotations.ts";
import { loadOpenApiFile, operations } from "../contract/openapi.ts";
import { ROOT } from "../paths.ts";
import { readServiceSchemas } from "../contract/schemas.ts";
import { SERVICES } from "../contract/services.ts";
import { gapsPage } from "./gaps-page.ts";
import { html } from "./html.ts";
import { htmlPage, type PageLink } from "./layout.ts";
import { redocBundle, redocPage, redocVersion } from "./redoc.ts";
import { terminalPage } from "./terminal/page.ts";

export interface SitePage {
  /** File name inside the site folder. */
  readonly file: string;
  readonly title: string;
  readonly kind: "index" | "http" | "terminal" | "gaps";
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

/** Build the site from `generated` into `out` (emptied first). */
export function buildSite(out: string, generated: string): Site {
  for (const f of ["GAPS.md", ...SERVICES.map((s) => path.join(s.id, s.http ? "openapi.json" : "schemas"))]) {
    if (!existsSync(path.join(generated, f))) throw new Error(`${path.join(generated, f)} is missing: run \`make\` first`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(path.join(out, "assets"), { recursive: true });
  const links: PageLink[] = [
    { href: "index.html", label: "Index" },
    ...SERVICES.map((s) => ({ href: `${s.id}.html`, label: s.id })),
    { href: "gaps.html", label: "Gaps and decisions" },
  ];
  const pages: SitePage[] = [];
  const cards: Array<{ href: string; title: string; lines: string[]; files: PageLink[] }> = [];
  writeFileSync(path.join(out, BUNDLE), redocBundle());

  for (const svc of SERVICES) {
    const src = path.join(generated, svc.id);
    const files = path.join(out, "files", svc.id);
    mkdirSync(files, { recursive: true });
    const annotations = svc.http
      ? collectGapEntries(svc.id, "openapi.json", JSON.parse(readFileSync(path.join(src, "openapi.json"), "utf8")))
      : [...readServiceSchemas(svc.id, generated)].flatMap(([f, s]) => collectGapEntries(svc.id, `schemas/${f}`, s));
    const counts = `${annotations.filter((a) => a.kind === "gap").length} gaps, ${annotations.filter((a) => a.kind === "decision").length} decisions`;
    if (svc.http) {
      for (const f of ["openapi.json", "openapi.yaml"]) cpSync(path.join(src, f), path.join(files, f));
      const doc = loadOpenApiFile(path.join(src, "openapi.json"));
      const ops = operations(doc).map((o) => o.operationId);
      writeFileSync(path.join(out, `${svc.id}.html`), redocPage(svc.title, doc as unknown as Record<string, unknown>, BUNDLE, links));
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
      const page = terminalPage({ title: svc.title, schemas: readServiceSchemas(svc.id, generated), links, files: published });
      writeFileSync(path.join(out, `${svc.id}.html`), page.html);
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

  writeFileSync(path.join(out, "gaps.html"), gapsPage(readFileSync(path.join(generated, "GAPS.md"), "utf8"), links));
  pages.push({ file: "gaps.html", title: "Contract gaps and decisions", kind: "gaps", expect: [] });

  const index = htmlPage({
    title: "Payment service contracts: reference",
    links,
    body: html`<h1>Payment service contracts</h1>
<p>The reference of the contracts in <span class="mono">generated/</span>, built by <span class="mono">make docs</span>.
Gaps (what a source document does not show) and decisions (where it contradicts itself and the contract chose)
are shown on each page where they apply, and all together in <a href="gaps.html">Gaps and decisions</a>.</p>
<div class="cards">
${cards.map(
  (c) => html`<div class="card"><h3><a href="${c.href}">${c.title}</a></h3>${c.lines.map((l) => html`<p>${l}</p>`)}
<p class="muted">${c.files.map((f, i) => html`${i ? " · " : ""}<a href="${f.href}">${f.label}</a>`)}</p></div>`,
)}
<div class="card"><h3><a href="gaps.html">Gaps and decisions</a></h3><p>Every <span class="mono">x-contract-gap</span> and
<span class="mono">x-contract-decision</span> of every service, with its JSON pointer (generated/GAPS.md).</p></div>
</div>`,
  });
  writeFileSync(path.join(out, "index.html"), index);
  pages.unshift({ file: "index.html", title: "Index", kind: "index", expect: pages.map((p) => p.file) });
  return { out, pages };
}
