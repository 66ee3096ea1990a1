/**
 * What the terminal contract documents without enforcing it, read from generated/terminal/: the
 * response codes each method's code table lists (`x-codes` on the schemas its Response.ResponseCode
 * refers to; the code sets themselves are open) and the fields each mobile TransactionType uses
 * (`x-fields-used` on the TransactionType's Detail schema). The runner reports a departure from
 * them as a warning, not as a schema failure.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED } from "../../paths.ts";
import type { App } from "../../validate/messages.ts";
import { isObject } from "../../json.ts";

type Schema = Record<string, unknown>;

export interface FieldsUsed {
  /** The fields the type's row names (x-fields-used). */
  used: string[];
  /** The fields its schema requires (already errors when absent). */
  required: string[];
}

export interface Documented {
  /** The codes the method's reply documents (as strings), or undefined when none are known. */
  codes(app: App, methodId: string): ReadonlySet<string> | undefined;
  /**
   * The message texts the method's code table documents, by code: the description's opening
   * words ("Invalid data-format") and the reply text it quotes ("The reply text is TRANSACTION
   * INITIATED CHECK GET STATUS."), trimmed and lower-cased.
   */
  codeMessages(app: App, methodId: string): ReadonlyMap<string, readonly string[]> | undefined;
  /** The fields a DoTransaction TransactionType uses, or undefined when the contract does not say. */
  fieldsUsed(app: App, methodId: string, transactionType: string): FieldsUsed | undefined;
}

const refOf = (s: unknown): string | undefined => (isObject(s) && typeof s.$ref === "string" ? s.$ref.replace(/#.*$/, "") : undefined);

interface MethodFacts {
  codes?: Set<string>;
  messages?: Map<string, string[]>;
  fields: Map<string, FieldsUsed>;
}

/** Read the facts from a directory of terminal schemas and its manifest. */
export function documentedFrom(dir: string): Documented {
  const facts = new Map<string, MethodFacts>();
  const manifestFile = path.join(dir, "manifest.json");
  if (existsSync(manifestFile)) {
    const cache = new Map<string, Schema | undefined>();
    const load = (file: string): Schema | undefined => {
      if (!cache.has(file)) {
        const f = path.join(dir, "schemas", file);
        cache.set(file, existsSync(f) ? (JSON.parse(readFileSync(f, "utf8")) as Schema) : undefined);
      }
      return cache.get(file);
    };
    const resolve = (s: unknown): Schema | undefined => {
      const ref = refOf(s);
      return ref ? load(ref) : isObject(s) ? s : undefined;
    };
    const prop = (s: Schema | undefined, name: string): unknown => (isObject(s?.properties) ? (s.properties as Schema)[name] : undefined);
    /** Every x-codes row reachable from a schema through $ref, anyOf and oneOf: its value and message texts. */
    const codesOf = (s: unknown, out: Map<string, string[]>, depth = 0): void => {
      if (depth > 4 || !isObject(s)) return;
      const target = resolve(s);
      if (!target) return;
      if (Array.isArray(target["x-codes"])) for (const row of target["x-codes"]) if (isObject(row)) out.set(String(row.value), messagesOf(row.description));
      for (const k of ["anyOf", "oneOf"]) if (Array.isArray(target[k])) for (const b of target[k] as unknown[]) codesOf(b, out, depth + 1);
    };
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as {
      messages?: Record<string, { methods: Record<string, { request: string; reply: string }> }>;
    };
    for (const [app, m] of Object.entries(manifest.messages ?? {})) {
      for (const [id, method] of Object.entries(m.methods)) {
        const f: MethodFacts = { fields: new Map() };
        const code = prop(resolve(prop(load(method.reply), "Response")), "ResponseCode");
        if (code !== undefined) {
          const codes = new Map<string, string[]>();
          codesOf(code, codes);
          if (codes.size) {
            f.codes = new Set(codes.keys());
            f.messages = codes;
          }
        }
        const detail = resolve(prop(load(method.request), "Detail"));
        for (const branch of Array.isArray(detail?.oneOf) ? (detail.oneOf as unknown[]) : []) {
          const b = resolve(branch);
          const type = (prop(b, "TransactionType") as Schema | undefined)?.const;
          const used = b?.["x-fields-used"];
          if (type !== undefined && Array.isArray(used)) {
            f.fields.set(String(type), { used: used.map(String), required: Array.isArray(b?.required) ? (b.required as unknown[]).map(String) : [] });
          }
        }
        facts.set(`${app}/${id}`, f);
      }
    }
  }
  return {
    codes: (app, id) => facts.get(`${app}/${id}`)?.codes,
    codeMessages: (app, id) => facts.get(`${app}/${id}`)?.messages,
    fieldsUsed: (app, id, type) => facts.get(`${app}/${id}`)?.fields.get(type),
  };
}

/** A message text as compared: trimmed, lower-cased, inner spaces collapsed. */
export function normalMessage(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The message texts of one x-codes description (see Documented.codeMessages). */
export function messagesOf(description: unknown): string[] {
  if (typeof description !== "string") return [];
  const out = new Set<string>();
  const quoted = /The reply text is ([^.]+)\./.exec(description)?.[1];
  if (quoted) out.add(normalMessage(quoted));
  const opening = description.split(/ \(|\.(?:\s|$)/, 1)[0]!;
  if (opening.trim()) out.add(normalMessage(opening));
  return [...out];
}

let loaded: Documented | undefined;

/** The facts of generated/terminal/ (read once). */
export function documented(): Documented {
  loaded ??= documentedFrom(path.join(GENERATED, "terminal"));
  return loaded;
}
