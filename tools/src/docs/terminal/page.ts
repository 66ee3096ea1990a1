/**
 * The terminal services' reference page, generated from generated/terminal/schemas (no renderer
 * reads JSON Schema message sets the way a reader needs): per app its transport, every MethodId with
 * its request and reply fields, every TransactionType with the fields it uses, every code table with
 * meanings, and the gaps and decisions where they apply. Any annotation not shown at its place is
 * listed at the end with its JSON pointer, so none is lost.
 */
import { collectGapEntries, codesOf, describeApps, type TerminalApp, type TerminalMethod, type Schema, type Transport } from "../../contract/index.ts";
import { anchor, html, raw, type Html } from "../html.ts";
import { htmlPage, type PageLink } from "../layout.ts";
import { noteHtml, notesOf, type Note } from "../notes.ts";
import { fieldRows, type FieldRow } from "./fields.ts";
import { transactionTypes } from "./transactions.ts";
import { kotlinMessenger, methodExamples } from "./examples.ts";
import { androidNotes, BuildError, kotlinWithTypes, SIMULATOR_PORT, type JavaIndex } from "./android.ts";
import type { SearchEntry } from "../search.ts";

/** A field path with a line-break opportunity after each "/" (issue 40: long paths pushed Description out of its card at 1280 px). */
const pathBreaks = (p: string): Html => html`${p.split("/").map((part, i) => (i === 0 ? html`${part}` : html`/${raw("<wbr>")}${part}`))}`;

const noteKey = (n: Note): string => `${n.kind}\u0000${n.text}\u0000${n.decision ?? ""}\u0000${n.source}`;
const codeAnchor = (file: string): string => anchor("code", file.replace(/\.json$/, ""));
const methodAnchor = (app: string, id: string): string => anchor(app, id);
const typesAnchor = (app: string): string => anchor(app, "transaction-types");

export interface TerminalPageInput {
  readonly title: string;
  readonly schemas: Map<string, Schema>;
  readonly links: readonly PageLink[];
  /** Links to the published files (AsyncAPI document, schemas folder), relative to the page. */
  readonly files: readonly PageLink[];
  /** The generated Java types (generated/terminal/java), when `make` wrote them: the Android section shows them. */
  readonly java?: JavaIndex | undefined;
  /** The link to the published Java sources, relative to the page. */
  readonly javaFiles?: string;
}

export interface TerminalPage {
  readonly html: string;
  /** Every MethodId shown, as "app:id". */
  readonly methods: readonly string[];
  /** Search entries (href relative to the site root). */
  readonly search: readonly SearchEntry[];
}

export function terminalPage(input: TerminalPageInput, file = "terminal.html"): TerminalPage {
  const { schemas } = input;
  const search: SearchEntry[] = [];
  const entry = (title: string, id: string, keywords: string): void => {
    search.push({ title, href: `${file}#${id}`, page: input.title, keywords });
  };
  const apps = describeApps(schemas);
  const shown = new Set<string>();
  const notes = (list: readonly Note[], context?: string): Html => {
    for (const n of list) shown.add(noteKey(n));
    return html`${list.map((n) => noteHtml(n, context))}`;
  };
  const codeLink = (file: string): Html => html`<a href="#${codeAnchor(file)}">${file.replace(/\.json$/, "")}</a>`;

  const fieldTable = (file: string, app: TerminalApp): Html => {
    const { rows, rules } = fieldRows(schemas, file);
    for (const r of rows) entry(`${app.id} ${file.replace(/\.json$/, "")} › ${r.path}`, anchor(file, r.path), `${r.type} ${r.limits} ${r.description}`);
    if (rows.length === 0) return html`<p class="muted">No fields.</p>`;
    const typeCell = (r: FieldRow): Html =>
      r.union
        ? html`one of several shapes: <a href="#${typesAnchor(app.id)}">by TransactionType</a>`
        : r.codeTables.length
          ? html`${r.type}: ${r.codeTables.map((f, i) => html`${i ? ", " : ""}${codeLink(f)}`)}`
          : html`${r.type}`;
    return html`<table class="fields">
<thead><tr><th>Field</th><th>Type</th><th>Length / range</th><th>Required</th><th>Description</th></tr></thead>
<tbody>${rows.map(
      (r) =>
        html`<tr id="${anchor(file, r.path)}"><td class="name">${pathBreaks(r.path)}</td><td class="type">${typeCell(r)}</td><td>${r.limits}</td><td>${
          r.required ? html`<span class="badge req">required</span>` : html`<span class="badge opt">optional</span>`
        }</td><td class="desc">${r.description}${notes(r.notes)}</td></tr>`,
    )}</tbody></table>
${rules.length ? html`<p><b>Rules:</b></p><ul>${rules.map((r) => html`<li><span class="mono">${r.path}</span>: ${r.description}</li>`)}</ul>` : ""}`;
  };

  const message = (label: string, file: string, app: TerminalApp): Html => {
    const s = schemas.get(file) ?? {};
    return html`<h4>${label} <span class="muted mono">${file}</span></h4>
${typeof s.description === "string" ? html`<p>${s.description}</p>` : ""}${notes(notesOf(s))}
${fieldTable(file, app)}`;
  };

  const examplesHtml = (app: TerminalApp, m: TerminalMethod): Html => {
    entry(`${app.id} MethodId ${m.id} ${m.name}`, methodAnchor(app.id, m.id), `${m.description} ${m.request} ${m.reply}`);
    const list = methodExamples(schemas, app, m);
    return html`<h4>Example messages <span class="muted">(from the contract's examples${list.some((e) => JSON.stringify(e.shown) !== JSON.stringify(e.value)) ? "; card numbers masked, secrets redacted" : ""})</span></h4>
${list.map(
  (
    e,
    i,
  ) => html`<p class="example-label"><b>${e.direction === "request" ? "Request" : "Reply"}</b>${e.label ? html` <span class="muted">${e.label}</span>` : ""}</p>
<pre class="example" data-copy data-example="${e.direction}" id="${anchor(app.id, m.id, "example", i)}"><code>${JSON.stringify(e.shown, null, 2)}</code></pre>`,
)}`;
  };

  const transportTable = (t: Transport): Html => {
    const part = (label: string, v: Record<string, string | number> | undefined): Html =>
      v
        ? html`<h4>${label}</h4><table class="kv"><tbody>${Object.entries(v).map(([k, x]) => html`<tr><th>${k}</th><td class="mono">${String(x)}</td></tr>`)}</tbody></table>`
        : html``;
    return html`${part("Native: Messenger over a bound service", t.native)}${part("Hybrid: activity intent", t.hybrid)}
<p class="muted">Source: ${t.source ?? "not given"}</p>`;
  };

  const kotlinSection = (app: TerminalApp): Html => {
    const first = app.methods.flatMap((m) => methodExamples(schemas, app, m)).find((e) => e.direction === "request");
    const code = kotlinMessenger(app.transport, JSON.stringify(first?.shown ?? {}));
    if (!code) return html``;
    entry(
      `${app.id} Messenger call (Kotlin)`,
      anchor(app.id, "kotlin"),
      "Android Kotlin Java Messenger bindService replyTo MASTERAPPREQUEST MASTERAPPRESPONSE",
    );
    return html`<h4 id="${anchor(app.id, "kotlin")}">Calling it from Android (Kotlin)</h4>
<p>Bind to the service, send the request JSON under the request tag with <span class="mono">replyTo</span> set, read the reply under the response tag.
The constants are the contract's <span class="mono">x-transport</span>; the rest is Android's Messenger API (not compiled by the toolkit's tests: no Android SDK here).</p>
<pre class="code" data-copy data-lang="kotlin"><code>${code}</code></pre>
${javaTypesSection(app, first?.shown)}`;
  };

  /** The sketch's request and reply with the generated Java types (see the Android section). */
  const javaTypesSection = (app: TerminalApp, request: unknown): Html => {
    if (!input.java || request === undefined) return html``;
    let code: string;
    try {
      code = kotlinWithTypes(input.java, schemas, app, request);
    } catch (e) {
      if (e instanceof BuildError) throw new Error(`terminal page: the ${app.id} request example cannot be built with the Java types (${e.message}): run make`);
      throw e;
    }
    entry(`${app.id} Java types in Kotlin`, anchor(app.id, "java-types"), "Android Kotlin Java Gson types TerminalJson read write MethodId");
    return html`<h4 id="${anchor(app.id, "java-types")}">The same with the Java types</h4>
<p>With the package's Java types (<a href="#android">Android</a>): one class per schema, named as the schema file. Their Java rendering is compiled and run by the toolkit's tests; this Kotlin is not (no Kotlin compiler here).</p>
<pre class="code" data-copy data-lang="kotlin"><code>${code}</code></pre>`;
  };

  const androidSection = (): Html => {
    if (!input.java) return html``;
    const n = androidNotes(input.java);
    entry(
      "Android: Java types, emulator, adb reverse, cleartext",
      "android",
      "Android Java Kotlin Gson types emulator 10.0.2.2 adb reverse cleartext network security config simulator R8 ProGuard",
    );
    return html`<section id="android"><h2>Android: the Java types and the simulator</h2>
<p><b>Java types.</b> <span class="mono">make</span> writes one Java class per JSON Schema, named as the schema file, in the package
<span class="mono">${input.java.pkg}</span> (${input.java.classes.size} files${input.javaFiles ? html`, <a href="${input.javaFiles}">java/</a>` : ""};
in the npm package under <span class="mono">generated/terminal/java/</span>), for Gson. Fields carry the wire names
(<span class="mono">@SerializedName</span>); longs, amounts among them, are <span class="mono">Long</span>; a field left null is left out of the JSON;
constants such as MethodId and TransactionType are set by the constructors. The requests and replies of each app, and the mobile
Detail, are interfaces: <span class="mono">TerminalJson.read(json, MobileReply.class)</span> picks the class by Header.MethodId
(or TransactionType). <span class="mono">TerminalJson.read</span> is strict (a null, a wrong type or an undeclared field is an error
naming its JSON path); <span class="mono">TerminalJson.readTolerant</span> converts what it can, for a payment app that deviates.
The sources are Java 8 and ASCII; add them to the app and add Gson:</p>
<pre class="code" data-copy data-lang="kotlin"><code>${n.setup}</code></pre>
<pre class="code" data-copy data-lang="text"><code>${n.keep}</code></pre>
<p><b>Reaching the simulator.</b> <span class="mono">contracts simulate</span> (or <span class="mono">make mock</span>) answers the
messages over HTTP on <span class="mono">127.0.0.1:${SIMULATOR_PORT}</span>: POST the request JSON to <span class="mono">/mobile</span> or
<span class="mono">/terminal</span>, the reply JSON is the answer's body (a stub Messenger service in a test build can forward the
<span class="mono">MASTERAPPREQUEST</span> string there). It listens on loopback only:</p>
<ul>
<li>from the Android emulator, the host's loopback is <span class="mono">http://10.0.2.2:${SIMULATOR_PORT}</span>;</li>
<li>from a device on USB (or wireless debugging), <span class="mono">adb reverse tcp:${SIMULATOR_PORT} tcp:${SIMULATOR_PORT}</span>, then
<span class="mono">http://127.0.0.1:${SIMULATOR_PORT}</span> on the device;</li>
<li>Android 9 and later refuse plain HTTP unless the app allows it: allow these two hosts in debug builds only.</li>
</ul>
<pre class="code" data-copy data-lang="xml"><code>${n.cleartext}</code></pre>
<pre class="code" data-copy data-lang="xml"><code>${n.manifest}</code></pre>
</section>`;
  };

  const appSection = (app: TerminalApp): Html => {
    const req = schemas.get(app.request) ?? {};
    const rep = schemas.get(app.reply) ?? {};
    const tt = transactionTypes(schemas, app);
    const serviceName = app.transport.service ?? app.id;
    return html`<section class="app" id="${anchor(app.id)}">
<h2>${serviceName} <span class="badge">${app.id}</span></h2>
${typeof req.description === "string" ? html`<p>${req.description}</p>` : ""}
${typeof rep.description === "string" ? html`<p>${rep.description}</p>` : ""}
${notes(notesOf(req), app.request)}${notes(notesOf(rep), app.reply)}
<h3 id="${anchor(app.id, "transport")}">Transport</h3>
${transportTable(app.transport)}
${kotlinSection(app)}
<h3>Methods</h3>
<table class="codes"><thead><tr><th>MethodId</th><th>Name</th><th>What it does</th><th>Request</th><th>Reply</th></tr></thead><tbody>
${app.methods.map(
  (m) =>
    html`<tr><td class="mono"><a href="#${methodAnchor(app.id, m.id)}">${m.id}</a></td><td>${m.name}</td><td>${m.description}</td><td class="mono">${m.request}</td><td class="mono">${m.reply}</td></tr>`,
)}</tbody></table>
${app.methods.map(
  (m) => html`<section class="method" id="${methodAnchor(app.id, m.id)}" data-method-id="${m.id}" data-app="${app.id}">
<h3>${m.id} ${m.name}</h3>
${m.description ? html`<p>${m.description}</p>` : ""}
${message("Request", m.request, app)}
${message("Reply", m.reply, app)}
${examplesHtml(app, m)}
</section>`,
)}
${
  tt
    ? html`<h3 id="${typesAnchor(app.id)}">TransactionTypes (MethodId ${tt.methodId}, Detail.TransactionType)</h3>
<p>Code table: ${codeLink(tt.codeTable)}. Fields marked <span class="badge req">required</span> are required for that type; the others are accepted.</p>
<table class="codes"><thead><tr><th>Value</th><th>Name</th><th>Meaning</th><th>Fields it uses</th></tr></thead><tbody>
${tt.rows.map((r) => {
  // One search entry per type, its name last in the title, so that "sale" finds "4001 Sale" before the prose that mentions sales (issue 40).
  entry(
    `${app.id} TransactionType ${String(r.code.value)} ${r.code.name}`,
    anchor(app.id, "type", String(r.code.value)),
    `${r.code.description} ${r.fields.map((f) => f.name).join(" ")}`,
  );
  return html`<tr id="${anchor(app.id, "type", String(r.code.value))}" data-transaction-type="${String(r.code.value)}"><td class="mono">${String(r.code.value)}</td><td>${r.code.name}</td><td>${r.code.description}${notes(r.notes, r.detail)}</td><td>${r.fields.map(
    (f, i) => html`${i ? ", " : ""}<span class="mono">${f.name}</span>${f.required ? html` <span class="badge req">required</span>` : ""}`,
  )}${r.fieldsUsed ? html`<br><span class="muted">Used by this type (x-fields-used):</span> <span class="mono">${r.fieldsUsed.join(", ")}</span>` : ""}<br><span class="muted mono">${r.detail}</span></td></tr>`;
})}</tbody></table>`
    : ""
}
</section>`;
  };

  const codeTables = [...schemas.entries()].filter(([, s]) => codesOf(s)).sort(([a], [b]) => a.localeCompare(b));
  const codeSection = html`<section id="code-tables"><h2>Code tables</h2>
${codeTables.map(([file, s]) => {
  entry(
    `code table ${file.replace(/\.json$/, "")}`,
    codeAnchor(file),
    (codesOf(s) ?? []).map((c) => `${String(c.value)} ${c.name} ${c.description}`).join(" "),
  );
  return html`<section class="code-table" id="${codeAnchor(file)}"><h3>${file.replace(/\.json$/, "")} <span class="muted">(${String(s.type ?? "")})</span></h3>
${typeof s.description === "string" ? html`<p>${s.description}</p>` : ""}${notes(notesOf(s))}
<table class="codes"><thead><tr><th>Value</th><th>Name</th><th>Meaning</th></tr></thead><tbody>
${codesOf(s)!.map((c) => html`<tr><td class="mono">${JSON.stringify(c.value)}</td><td>${c.name}</td><td>${c.description}</td></tr>`)}
</tbody></table>${notesFromCodes(s, notes)}</section>`;
})}</section>`;

  const body = html`<h1>${input.title}</h1>
<p>The message contract of the terminal services: a billing app on the same Android device sends one JSON string with a
<span class="mono">Header</span> (whose <span class="mono">MethodId</span> selects the method) and, where the method needs data,
a <span class="mono">Detail</span>; every request gets one JSON reply.
Files: ${input.files.map((f, i) => html`${i ? ", " : ""}<a href="${f.href}">${f.label}</a>`)}.</p>
<nav><ul class="toc">
${apps.map(
  (a) =>
    html`<li><a href="#${anchor(a.id)}">${a.transport.service ?? a.id}</a>: <a href="#${anchor(a.id, "transport")}">transport</a>, ${a.methods.map(
      (m, i) => html`${i ? ", " : ""}<a href="#${methodAnchor(a.id, m.id)}">${m.id}</a>`,
    )}${transactionTypes(schemas, a) ? html`, <a href="#${typesAnchor(a.id)}">TransactionTypes</a>` : ""}</li>`,
)}
${input.java ? html`<li><a href="#android">Android: the Java types and the simulator</a></li>` : ""}
<li><a href="#code-tables">Code tables</a> (${codeTables.length})</li>
</ul></nav>
${androidSection()}
${apps.map(appSection)}
${codeSection}`;

  // Annotations not shown where they sit (a schema no message reaches, a nested keyword): listed
  // with their place, so that every gap and decision of the service is on the page.
  const rest = [...schemas.entries()].flatMap(([file, s]) =>
    collectGapEntries("terminal", `schemas/${file}`, s)
      .map((a) => ({ a, n: { kind: a.kind, text: a.text, source: a.source, ...(a.kind === "decision" ? { decision: a.decision ?? "" } : {}) } as Note }))
      .filter(({ n }) => !shown.has(noteKey(n))),
  );
  const restSection = rest.length
    ? html`<section id="other-notes"><h2>Other gaps and decisions</h2><p>Annotations on schemas or keywords not shown above.</p>
${rest.map(({ a, n }) => notes([n], `${a.file}#${a.pointer}`))}</section>`
    : html``;

  return {
    html: htmlPage({ title: input.title, links: input.links, assets: "assets", body: html`${body}${restSection}` }),
    methods: apps.flatMap((a) => a.methods.map((m) => `${a.id}:${m.id}`)),
    search,
  };
}

/** Notes on individual code entries (an x-codes entry may carry its own annotation). */
function notesFromCodes(s: Schema, notes: (list: readonly Note[], context?: string) => Html): Html {
  const list = (codesOf(s) ?? []).flatMap((c) => notesOf(c).map((n) => ({ n, value: c.value })));
  return html`${list.map(({ n, value }) => notes([n], `value ${JSON.stringify(value)}`))}`;
}
