/**
 * The look of every HTML page the toolkit writes: the reference site (`make docs`) and any other
 * HTML report (such as a certification report), so they read as one family. Plain CSS, no web
 * fonts, no external resources: a page works offline and from file://.
 *
 * Class names: .site-bar (top bar with links), .page (main column), .note.gap / .note.decision
 * (a gap or a decision where it applies), table.fields / table.codes, .badge, .muted, .toc. The
 * code and pre panels apply inside .page only, so a renderer with its own look (Redoc) keeps it.
 */
export const STYLESHEET = `
:root {
  --fg: #1d2330; --muted: #5b6473; --bg: #ffffff; --panel: #f5f7fa; --line: #dde2ea;
  --accent: #1f5fbf; --gap-bg: #fff6e0; --gap-line: #e0a100; --dec-bg: #eaf2ff; --dec-line: #3a78d8;
  --ok: #1d7a46; --bad: #b42318; --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; color: var(--fg); background: var(--bg); font: 15px/1.5 var(--sans); }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre, .mono { font-family: var(--mono); font-size: 0.9em; }
.page code { background: var(--panel); border: 1px solid var(--line); border-radius: 3px; padding: 0 3px; }
.page pre { background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: 10px 12px; overflow: auto; }
.page pre code { background: none; border: 0; padding: 0; }
h1, h2, h3, h4 { line-height: 1.25; margin: 1.4em 0 0.5em; }
h1 { font-size: 1.8em; margin-top: 0.6em; }
h2 { font-size: 1.4em; border-bottom: 1px solid var(--line); padding-bottom: 0.25em; }
h3 { font-size: 1.15em; }
h4 { font-size: 1em; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
.site-bar { display: flex; gap: 18px; align-items: center; padding: 8px 20px; background: #16233b; color: #fff; font-size: 14px; }
.site-bar a { color: #cfe0ff; }
.site-bar .title { font-weight: 600; color: #fff; margin-right: 12px; }
.page { max-width: 1180px; margin: 0 auto; padding: 8px 24px 60px; }
.muted { color: var(--muted); }
.badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 7px; border-radius: 10px; background: var(--panel); border: 1px solid var(--line); vertical-align: middle; }
.badge.req { background: #fdecea; border-color: #f3b8b2; color: var(--bad); }
.badge.opt { color: var(--muted); }
.badge.ok { background: #e7f5ec; border-color: #a6d8b8; color: var(--ok); }
.note { margin: 6px 0; padding: 6px 10px; border-left: 4px solid; border-radius: 0 4px 4px 0; font-size: 0.93em; }
.note .kind { font-weight: 700; margin-right: 4px; }
.note .source { color: var(--muted); font-style: italic; }
.note.gap { background: var(--gap-bg); border-color: var(--gap-line); }
.note.decision { background: var(--dec-bg); border-color: var(--dec-line); }
table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--line); }
th { background: var(--panel); font-weight: 600; white-space: nowrap; }
td.name { font-family: var(--mono); font-size: 13px; white-space: nowrap; }
td.name .depth { color: var(--line); }
td.type { white-space: nowrap; }
table.fields td.desc { min-width: 240px; overflow-wrap: break-word; }
table.fields td.name, table.fields td.type { white-space: normal; overflow-wrap: anywhere; }
.toc { columns: 2 280px; padding-left: 18px; }
.toc li { break-inside: avoid; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 14px; margin: 14px 0; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; background: var(--bg); }
.card h3 { margin-top: 0.2em; }
section.method { border: 1px solid var(--line); border-radius: 6px; padding: 4px 18px 10px; margin: 18px 0; overflow-x: auto; }
section.method > h3 { margin-top: 0.8em; }
.kv th { width: 220px; }
footer.site-footer { margin-top: 40px; color: var(--muted); font-size: 13px; border-top: 1px solid var(--line); padding-top: 10px; }
.markdown table { width: auto; max-width: 100%; table-layout: auto; }
.markdown td { overflow-wrap: anywhere; }
.markdown td code { overflow-wrap: anywhere; }
.site-bar { flex-wrap: wrap; gap: 14px; position: relative; z-index: 1000; }
.site-bar .version { font-weight: 400; color: #cfe0ff; margin-left: 4px; }
.site-search { margin-left: auto; position: relative; }
.site-search input { width: 210px; padding: 4px 8px; border-radius: 4px; border: 1px solid #8da2c4; font: inherit; color: var(--fg); background: #fff; }
.search-results { position: absolute; right: 0; top: 34px; width: 560px; max-width: calc(100vw - 40px); max-height: 70vh; overflow: auto; background: #fff; color: var(--fg); border: 1px solid var(--line); border-radius: 6px; box-shadow: 0 6px 24px rgba(0,0,0,0.18); padding: 6px 0; z-index: 1001; }
.search-results[hidden] { display: none; }
.search-list { list-style: none; margin: 0; padding: 0; }
.search-list li { padding: 4px 12px; overflow-wrap: anywhere; }
.search-list a { color: var(--accent); }
.search-page, .search-none { color: var(--muted); font-size: 13px; }
.search-none { padding: 4px 12px; margin: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.code-block { position: relative; }
.code-block button.copy { position: absolute; top: 6px; right: 6px; font: 12px var(--sans); padding: 2px 8px; border: 1px solid var(--line); border-radius: 4px; background: #fff; color: var(--fg); cursor: pointer; }
pre.example, pre.code { max-height: 480px; }
.example-label { margin: 10px 0 2px; }
.steps li, .exchanges > li { margin: 6px 0; }
.small { font-size: 12px; }
.diagram { overflow-x: auto; }
svg.sequence { max-width: 100%; height: auto; }
section.scenario, section.flow { border-top: 1px solid var(--line); }
`;
