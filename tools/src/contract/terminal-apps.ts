/**
 * The message apps of the terminal contract, read from its JSON Schemas: for each app (the schemas
 * `<App>Request.json` / `<App>Reply.json` annotated `x-transport`), its transport and, per MethodId,
 * the method's name and meaning (from the app's MethodId code table, `x-codes`) and its request and
 * reply schema files. The AsyncAPI generator (asyncapi.ts) and the terminal reference page
 * (tools/src/docs/terminal/) both read this, so a MethodId added to spec/ appears in both without a
 * list kept by hand.
 */
import { findMessageApps, findUnions } from "./unions.ts";

export type Schema = Record<string, unknown>;

export interface CodeEntry {
  readonly value: string | number;
  readonly name: string;
  readonly description: string;
}

export interface MessageMethod {
  /** The MethodId as it travels (a string such as "1001"). */
  readonly id: string;
  /** PascalCase name from the code table (e.g. DoTransaction), or from the union branch. */
  readonly name: string;
  /** What the method does (the code table's meaning), "" when the code table has none. */
  readonly description: string;
  readonly request: string;
  readonly reply: string;
}

/** Transport of an app as `x-transport` carries it. */
export interface Transport {
  readonly service?: string;
  readonly native?: Record<string, string | number>;
  readonly hybrid?: Record<string, string | number>;
  readonly source?: string;
  readonly [k: string]: unknown;
}

export interface MessageApp {
  /** Lower-case app id (terminal, mobile): the prefix of its union files. */
  readonly id: string;
  readonly transport: Transport;
  readonly request: string;
  readonly reply: string;
  /** The app's MethodId code table file, when one lists every MethodId of the app. */
  readonly methodCodes: string | undefined;
  readonly methods: readonly MessageMethod[];
}

/** The code table (`x-codes`) of a schema, or undefined. */
export function codesOf(schema: Schema | undefined): CodeEntry[] | undefined {
  const codes = schema?.["x-codes"];
  return Array.isArray(codes) ? (codes as CodeEntry[]) : undefined;
}

/** Every message app of the schemas, apps and methods sorted (apps by id, methods by MethodId). */
export function messageApps(schemas: Map<string, Schema>): MessageApp[] {
  const found = findMessageApps(schemas, findUnions(schemas));
  return Object.entries(found)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, app]) => {
      const ids = Object.keys(app.methods).sort();
      const prefix = id.charAt(0).toUpperCase() + id.slice(1);
      // The code table listing every MethodId of this app; the one named after the app first.
      const tables = [...schemas.entries()]
        .filter(([, s]) => {
          const values = new Set(codesOf(s)?.map((c) => String(c.value)));
          return values.size > 0 && ids.every((m) => values.has(m));
        })
        .map(([file]) => file)
        .sort((a, b) => Number(!a.startsWith(prefix)) - Number(!b.startsWith(prefix)) || a.localeCompare(b));
      const methodCodes = tables[0];
      const codes = codesOf(schemas.get(methodCodes ?? ""));
      const methods = ids.map((m): MessageMethod => {
        const entry = codes?.find((c) => String(c.value) === m);
        const branch = app.methods[m]!;
        return { id: m, name: entry?.name ?? branch.name, description: entry?.description ?? "", request: branch.request, reply: branch.reply };
      });
      return { id, transport: (app.transport ?? {}) as Transport, request: app.request, reply: app.reply, methodCodes, methods };
    });
}
