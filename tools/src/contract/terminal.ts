/**
 * The terminal contract as the tools see it at run time: the two apps (the smart terminal
 * `terminal` and the mobile acceptance service `mobile`), their transport, and per MethodId the
 * method's name, its request and reply schema files, its code table (the `x-codes` rows its
 * Response.ResponseCode refers to), the JSON type of its codes, and the fields each mobile
 * TransactionType uses (`x-fields-used`). Everything is derived from generated/terminal/ (the
 * manifest and the schemas), so a MethodId added to spec/ reaches the simulator, conform, certify
 * and the reference pages without a table kept by hand.
 *
 * Every lookup by a name that comes from traffic (an app, a MethodId, a TransactionType) goes
 * through a Map or an own-property check: `constructor` or `__proto__` is an unknown name, never an
 * inherited member.
 */
import type { components } from "../../../generated/terminal/types.d.ts";
import { isObject } from "../json.ts";
import { documents, type Node } from "./documents.ts";
import { BUILT } from "./generated.ts";
import type { MessageAppManifest } from "./manifest.ts";

export type App = "terminal" | "mobile";
/** Which message of a terminal exchange: the app's request or the service's reply (the HTTP clients' `Direction` is "request" | "response"). */
export type MessageDirection = "request" | "reply";
/** The MethodIds of the two apps (the contract's TerminalMethodId and MobileMethodId). */
export type MethodId = components["schemas"]["TerminalMethodId"] | components["schemas"]["MobileMethodId"];

/** One row of a code table (`x-codes`). */
export interface CodeRow {
  readonly value: string | number;
  readonly name: string;
  readonly description: string;
}

export interface FieldsUsed {
  /** The fields the type's row names (x-fields-used). */
  readonly used: readonly string[];
  /** The fields its schema requires (already errors when absent). */
  readonly required: readonly string[];
}

export interface TerminalMethod {
  readonly app: App;
  /** The MethodId as it travels ("1001"). */
  readonly id: string;
  readonly name: string;
  /** Schema files (under generated/terminal/schemas/) of the method's request and reply. */
  readonly request: string;
  readonly reply: string;
  /** The code tables (schema files with `x-codes`) that Response.ResponseCode refers to, in contract order. */
  readonly codeTables: readonly string[];
  /** The rows of those tables (a value listed twice keeps its first row). */
  readonly codes: readonly CodeRow[];
  /** The JSON type of the method's codes: the common codes are strings ("0"), the method tables integers. */
  readonly codeType: "string" | "integer" | undefined;
  /** TransactionType (as a string) → the fields its Detail uses; empty for methods without types. */
  readonly fieldsUsed: ReadonlyMap<string, FieldsUsed>;
}

const messages = (BUILT.terminal.manifest.messages ?? {}) as Record<string, MessageAppManifest>;

/** The apps the contract knows. */
export const APPS: readonly App[] = Object.keys(messages) as App[];

/** Whether a name (from traffic, a plan or a command line) is an app of the contract. */
export function isApp(name: unknown): name is App {
  return typeof name === "string" && Object.hasOwn(messages, name);
}

function appManifest(app: string): MessageAppManifest | undefined {
  return isApp(app) ? messages[app] : undefined;
}

/** The MethodIds the contract knows for an app, in manifest order. */
export function knownMethods(app: App): string[] {
  return terminalMethods(app).map((m) => m.id);
}

/** The transport annotation of an app (package, action, message code, tags, hybrid intent). */
export function transport(app: App): unknown {
  return appManifest(app)?.transport;
}

/** The schema file of an app's request or reply union. */
export function unionFile(app: App, direction: MessageDirection): string | undefined {
  return appManifest(app)?.[direction];
}

/** A JSON Schema of the terminal contract by file name, parsed once per process. */
export function terminalSchema(file: string): Node | undefined {
  return documents("terminal").schema(file);
}

const byApp = new Map<string, { list: TerminalMethod[]; byId: Map<string, TerminalMethod> }>();

function methodsOf(app: string): { list: TerminalMethod[]; byId: Map<string, TerminalMethod> } {
  let entry = byApp.get(app);
  if (!entry) {
    const m = appManifest(app);
    const list = m ? Object.entries(m.methods).map(([id, info]) => describeMethod(app as App, id, info)) : [];
    entry = { list, byId: new Map(list.map((x) => [x.id, x])) };
    byApp.set(app, entry);
  }
  return entry;
}

/** Every method of an app, in manifest order. */
export function terminalMethods(app: App): readonly TerminalMethod[] {
  return methodsOf(app).list;
}

/** One method of an app, or undefined for a MethodId the app does not have (whatever the string). */
export function methodInfo(app: string, methodId: string): TerminalMethod | undefined {
  return isApp(app) ? methodsOf(app).byId.get(methodId) : undefined;
}

const docs = () => documents("terminal");

/** The schema at a schema file's property, following $refs (undefined when absent). */
function property(file: string, node: Node | undefined, name: string): { file: string; node: Node } | undefined {
  if (!node) return undefined;
  const at = docs().resolve({ file, pointer: "", node });
  const props = at.node.properties;
  if (!isObject(props) || !Object.hasOwn(props, name) || !isObject(props[name])) return undefined;
  return { file: at.file, node: props[name] as Node };
}

/** Every schema file with `x-codes` reachable from a node through $ref, anyOf and oneOf, in order. */
function codeTablesOf(file: string, node: Node, out: string[], depth = 0): void {
  if (depth > 4) return;
  const at = docs().resolve({ file, pointer: "", node });
  if (Array.isArray(at.node["x-codes"]) && !out.includes(at.file)) out.push(at.file);
  for (const k of ["anyOf", "oneOf"]) {
    const branches = at.node[k];
    if (Array.isArray(branches)) for (const b of branches) if (isObject(b)) codeTablesOf(at.file, b, out, depth + 1);
  }
}

function describeMethod(app: App, id: string, info: { name: string; request: string; reply: string }): TerminalMethod {
  const requestFile = `schemas/${info.request}`;
  const replyFile = `schemas/${info.reply}`;
  const response = property(replyFile, terminalSchema(info.reply), "Response");
  const code = response ? property(response.file, response.node, "ResponseCode") : undefined;
  const tables: string[] = [];
  if (code) codeTablesOf(code.file, code.node, tables);
  const codes: CodeRow[] = [];
  const seen = new Set<string>();
  for (const t of tables) {
    for (const row of (docs().at(t, "")?.node["x-codes"] as unknown[]) ?? []) {
      if (!isObject(row) || seen.has(String(row.value))) continue;
      seen.add(String(row.value));
      codes.push({ value: row.value as string | number, name: String(row.name ?? ""), description: String(row.description ?? "") });
    }
  }
  const first = tables[0] ? docs().at(tables[0], "")?.node.type : undefined;
  const codeType = first === "string" ? "string" : first === "integer" || first === "number" ? "integer" : undefined;
  const fieldsUsed = new Map<string, FieldsUsed>();
  const detail = property(requestFile, terminalSchema(info.request), "Detail");
  if (detail) {
    const d = docs().resolve({ file: detail.file, pointer: "", node: detail.node });
    for (const branch of Array.isArray(d.node.oneOf) ? (d.node.oneOf as unknown[]) : []) {
      if (!isObject(branch)) continue;
      const b = docs().resolve({ file: d.file, pointer: "", node: branch }).node;
      const type = property(d.file, b, "TransactionType")?.node.const;
      const used = b["x-fields-used"];
      if (type !== undefined && Array.isArray(used)) {
        fieldsUsed.set(String(type), { used: used.map(String), required: Array.isArray(b.required) ? (b.required as unknown[]).map(String) : [] });
      }
    }
  }
  return {
    app,
    id,
    name: info.name,
    request: info.request,
    reply: info.reply,
    codeTables: tables.map((t) => t.replace(/^schemas\//, "")),
    codes,
    codeType,
    fieldsUsed,
  };
}
