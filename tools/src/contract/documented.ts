/**
 * What the terminal contract documents without enforcing it: the response codes each method's code
 * table lists (`x-codes` on the schemas its Response.ResponseCode refers to; the code sets
 * themselves are open) and the fields each mobile TransactionType uses (`x-fields-used` on the
 * TransactionType's Detail schema), as the conformance checks ask for them. Built on the method
 * facts of ./terminal.ts. The runner reports a departure from them as a warning, not as a schema
 * failure.
 */
import { methodInfo, type App, type FieldsUsed } from "./terminal.ts";

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

/** The facts of the built terminal contract (derived once per process). */
export function documented(): Documented {
  if (loaded) return loaded;
  // By app, then MethodId (no key string built per reply: every terminal reply asks twice).
  const codes = new Map<App, Map<string, { set: Set<string>; messages: Map<string, string[]> } | undefined>>();
  const of = (app: App, id: string) => {
    let byId = codes.get(app);
    if (!byId) codes.set(app, (byId = new Map()));
    if (!byId.has(id)) {
      const m = methodInfo(app, id);
      byId.set(
        id,
        m?.codes.length
          ? { set: new Set(m.codes.map((c) => String(c.value))), messages: new Map(m.codes.map((c) => [String(c.value), messagesOf(c.description)])) }
          : undefined,
      );
    }
    return byId.get(id);
  };
  loaded = {
    codes: (app, id) => of(app, id)?.set,
    codeMessages: (app, id) => of(app, id)?.messages,
    fieldsUsed: (app, id, type) => methodInfo(app, id)?.fieldsUsed.get(type),
  };
  return loaded;
}
