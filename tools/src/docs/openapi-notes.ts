/**
 * Gaps and decisions on the HTTP pages: Redoc shows descriptions, not our `x-contract-*` extensions
 * (its `showExtensions` prints them as raw JSON), so before rendering, each annotation is appended to
 * the description of the object it sits on, as a Markdown note. Where Redoc shows no description
 * (a server variable, a security scheme, the document root), the note goes to the nearest object it
 * does show: the operation for an operation's servers, the API introduction (info) for the rest.
 *
 * Redoc does not show the description of a schema reached through a property that has its own
 * description, nor anything inside `contentSchema` (the optimizer's Base64-wrapped JSON bodies), so
 * each operation's description also lists every gap and decision of the schemas its request and
 * responses reach, with the field it is on; notes of schemas no operation reaches go to the
 * introduction. The published openapi.json is not changed; this works on a copy.
 */
import { refOf, refTarget } from "../contract/index.ts";
import { noteMarkdown, notesOf, type Note } from "./notes.ts";

type Node = Record<string, unknown>;

interface Placed {
  /** Path of the object whose description receives the note. */
  readonly target: readonly string[];
  readonly note: Note;
  readonly context?: string;
}

function place(path: readonly string[], note: Note): Placed {
  if (path.length === 0) return { target: ["info"], note };
  if (path[0] === "components" && path[1] === "securitySchemes" && path.length === 3) {
    return { target: ["info"], note, context: `security scheme ${path[2]}` };
  }
  const i = path.lastIndexOf("servers");
  if (i >= 0 && path[i + 2] === "variables" && path.length === i + 4) {
    const owner = path.slice(0, i);
    return { target: owner.length === 0 ? ["info"] : owner, note, context: `server variable ${path[i + 3]}` };
  }
  return { target: path, note };
}

function at(doc: Node, path: readonly string[]): Node | undefined {
  let node: unknown = doc;
  for (const t of path) node = node && typeof node === "object" ? (node as Node)[t] : undefined;
  return node && typeof node === "object" ? (node as Node) : undefined;
}

/** A copy of an OpenAPI document with every gap and decision folded into a description. */
export function foldNotes(source: Node): { doc: Node; placed: number } {
  const doc = structuredClone(source);
  const placed: Placed[] = [];
  const visit = (node: unknown, path: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        visit(v, [...path, String(i)]);
      });
      return;
    }
    if (node === null || typeof node !== "object") return;
    for (const note of notesOf(node)) placed.push(place(path, note));
    for (const [k, v] of Object.entries(node as Node)) {
      if (k === "x-contract-gap" || k === "x-contract-decision" || k === "example" || k === "examples") continue;
      visit(v, [...path, k]);
    }
  };
  visit(doc, []);
  const byTarget = new Map<string, { target: readonly string[]; lines: string[] }>();
  for (const p of placed) {
    const key = JSON.stringify(p.target);
    const entry = byTarget.get(key) ?? { target: p.target, lines: [] };
    const line = noteMarkdown(p.note, p.context);
    if (!entry.lines.includes(line)) entry.lines.push(line);
    byTarget.set(key, entry);
  }
  const reached = new Set<string>();
  for (const [p, item] of Object.entries((source.paths as Record<string, Node> | undefined) ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== "object" || !("responses" in (op as Node))) continue;
      const found = schemaNotes(source, { requestBody: (op as Node).requestBody, responses: (op as Node).responses }, reached);
      if (found.length === 0) continue;
      const key = JSON.stringify(["paths", p, method]);
      const entry = byTarget.get(key) ?? { target: ["paths", p, method], lines: [] };
      entry.lines.push(`**Gaps and decisions in this operation's request and responses** (${found.length}):`);
      entry.lines.push(found.map((f) => `- ${noteMarkdown(f.note, f.context).replace(/^> /, "")}`).join("\n"));
      byTarget.set(key, entry);
    }
  }
  const unreached = Object.entries((at(source, ["components", "schemas"]) ?? {}) as Record<string, Node>)
    .filter(([name]) => !reached.has(name))
    .flatMap(([name]) => schemaNotes(source, { $ref: `#/components/schemas/${name}` }, new Set()).filter((f) => f.context.startsWith(name)));
  if (unreached.length > 0) {
    const entry = byTarget.get(JSON.stringify(["info"])) ?? { target: ["info"], lines: [] };
    entry.lines.push(`**Gaps and decisions of schemas no operation uses** (${unreached.length}):`);
    entry.lines.push(unreached.map((f) => `- ${noteMarkdown(f.note, f.context).replace(/^> /, "")}`).join("\n"));
    byTarget.set(JSON.stringify(["info"]), entry);
  }
  for (const { target, lines } of byTarget.values()) {
    const node = at(doc, target);
    if (!node) continue;
    const before = typeof node.description === "string" && node.description.trim() ? `${node.description}\n\n` : "";
    node.description = before + lines.join("\n\n");
  }
  return { doc, placed: placed.length };
}

/**
 * Every note in the schemas reachable from `start` (following `$ref` into components/schemas once
 * each, and into properties, items, contentSchema and the combinators), with the field it is on
 * (`Schema.property.sub`). `reached` collects the component schema names visited.
 */
function schemaNotes(doc: Node, start: unknown, reached: Set<string>): Array<{ note: Note; context: string }> {
  const out: Array<{ note: Note; context: string }> = [];
  const seen = new Set<string>();
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      for (const v of node) walk(v, where);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const obj = node as Node;
    const ref = refOf(obj);
    if (ref?.startsWith("#/components/schemas/")) {
      const name = refTarget(ref).name;
      if (!seen.has(name)) {
        seen.add(name);
        reached.add(name);
        walk(at(doc, ["components", "schemas", name]), name);
      }
    }
    if (where) for (const note of notesOf(obj)) out.push({ note, context: where });
    for (const [k, v] of Object.entries(obj)) {
      if (k === "x-contract-gap" || k === "x-contract-decision" || k === "example" || k === "examples" || k === "$ref") continue;
      if (k === "properties" && v && typeof v === "object") {
        for (const [prop, sub] of Object.entries(v as Node)) walk(sub, where ? `${where}.${prop}` : prop);
      } else if (k === "items") walk(v, where ? `${where}[]` : "[]");
      else walk(v, where);
    }
  };
  walk(start, "");
  return out;
}
