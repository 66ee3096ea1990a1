/**
 * The terminal page's Android part: how an app uses the generated Java types (generated/terminal/
 * java/, read here from the sources `make` wrote, so the page shows their real names and types), the
 * Kotlin Messenger sketch's request and reply written with them, and how an emulator or a device
 * reaches `contracts simulate`.
 *
 * `buildWithTypes` writes the code that builds one example message with the classes, in Kotlin (for
 * the page) or in Java; tools/test/kits/java.test.ts compiles and runs the Java rendering of every
 * app's example and checks that it writes the example's JSON, so the names and types the page shows
 * are those javac accepts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { findUnions, type Schema, type TerminalApp } from "../../contract/index.ts";

/** A generated class as the page needs it: its fields by wire name, or the value type of a map. */
export interface JavaClass {
  readonly fields: ReadonlyMap<string, { readonly name: string; readonly type: string; readonly setter?: string }>;
  readonly mapOf?: string;
}

export interface JavaIndex {
  readonly pkg: string;
  /** Where the sources are, relative to the package root (e.g. generated/terminal/java). */
  readonly classes: ReadonlyMap<string, JavaClass>;
}

/** The generated Java classes under `dir` (generated/<service>/java), or undefined when there are none. */
export function readJavaIndex(dir: string): JavaIndex | undefined {
  const files: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n.endsWith(".java")) files.push(p);
    }
  };
  walk(dir);
  if (files.length === 0) return undefined;
  let pkg = "";
  const classes = new Map<string, JavaClass>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    pkg ||= /^package ([\w.]+);/m.exec(text)?.[1] ?? "";
    const setters = new Map([...text.matchAll(/public void (set\w+)\([\w<>, ]+ (\w+)\)/g)].map((m) => [m[2]!, m[1]!]));
    const fields = new Map(
      [...text.matchAll(/@SerializedName\("([^"]+)"\)\s+private ([\w<>, ]+) (\w+);/g)].map((m) => {
        const setter = setters.get(m[3]!);
        return [m[1]!, { name: m[3]!, type: m[2]!, ...(setter ? { setter } : {}) }];
      }),
    );
    const mapOf = /extends LinkedHashMap<String, (\w+)>/.exec(text)?.[1];
    classes.set(path.basename(file, ".java"), { fields, ...(mapOf ? { mapOf } : {}) });
  }
  return { pkg, classes };
}

/** Kotlin's property name for a Java getter or setter (`setBillingRefNo` → billingRefNo, `setDOB` → dob). */
export function kotlinProperty(accessor: string): string {
  const s = accessor.replace(/^(get|set)/, "");
  const run = /^[A-Z]+/.exec(s)?.[0] ?? "";
  if (run.length <= 1) return s.charAt(0).toLowerCase() + s.slice(1);
  // A run of capitals: all lower-case, but the last one when a lower-case letter follows it (URLText → urlText).
  const keep = run.length < s.length && /[a-z]/.test(s.charAt(run.length)) ? run.length - 1 : run.length;
  return s.slice(0, keep).toLowerCase() + s.slice(keep);
}

const kotlinString = (s: string): string => JSON.stringify(s).replace(/\$/g, "\\$");

type Lang = "kotlin" | "java";

/** A problem with building an example: the message and the example's JSON pointer. */
export class BuildError extends Error {}

/**
 * Code that builds `value` as an instance of `cls` with the generated types: Kotlin (`apply` blocks,
 * one expression) or Java (statements into `lines`, returning the variable that holds it). Constants
 * set by a constructor are left out (the class sets them).
 */
export function buildWithTypes(index: JavaIndex, schemas: Map<string, Schema>, cls: string, value: unknown, lang: Lang): { code: string; lines: string[] } {
  const unions = findUnions(schemas);
  const unionOf = new Map(Object.entries(unions).map(([file, u]) => [file.replace(/\.json$/, ""), u]));
  const lines: string[] = [];
  let counter = 0;

  const scalar = (type: string, v: unknown, pointer: string): string => {
    if (type === "String" && typeof v === "string") return lang === "kotlin" ? kotlinString(v) : JSON.stringify(v);
    if (type === "Long" && Number.isInteger(v)) return `${String(v)}L`;
    if (type === "Integer" && Number.isInteger(v)) return String(v);
    if (type === "Double" && typeof v === "number") return Number.isInteger(v) ? `${v}.0` : String(v);
    if (type === "Boolean" && typeof v === "boolean") return String(v);
    throw new BuildError(`${pointer}: ${JSON.stringify(v)} is no ${type}`);
  };

  /** The class a value of declared type `type` is built as (a union's branch by its discriminator). */
  const concrete = (type: string, v: unknown, pointer: string): string => {
    const u = unionOf.get(type);
    if (!u) return type;
    let at: unknown = v;
    for (const t of u.discriminator.slice(1).split("/")) at = (at as Record<string, unknown> | undefined)?.[t];
    const branch = u.branches[String(at)];
    if (!branch) throw new BuildError(`${pointer}: ${type} has no branch for ${u.discriminator} ${JSON.stringify(at)}`);
    return branch.replace(/\.json$/, "");
  };

  const expr = (type: string, v: unknown, pointer: string, indent: string): string => {
    const list = /^List<(\w+)>$/.exec(type);
    if (list) {
      if (!Array.isArray(v)) throw new BuildError(`${pointer}: not an array`);
      const items = v.map((x, i) => expr(list[1]!, x, `${pointer}/${i}`, indent));
      return lang === "kotlin" ? `listOf(${items.join(", ")})` : `java.util.Arrays.asList(${items.join(", ")})`;
    }
    if (!index.classes.has(type) && !unionOf.has(type)) return scalar(type, v, pointer);
    return object(concrete(type, v, pointer), v, pointer, indent);
  };

  const object = (name: string, v: unknown, pointer: string, indent: string): string => {
    const c = index.classes.get(name);
    if (!c || v === null || typeof v !== "object" || Array.isArray(v)) throw new BuildError(`${pointer}: not an object of ${name}`);
    const inner = `${indent}    `;
    const entries = Object.entries(v as Record<string, unknown>);
    const variable = `${name.charAt(0).toLowerCase()}${name.slice(1)}${counter++ || ""}`;
    const statements: string[] = [];
    for (const [key, x] of entries) {
      if (c.mapOf) {
        const value = scalar(c.mapOf, x, `${pointer}/${key}`);
        statements.push(lang === "kotlin" ? `put(${kotlinString(key)}, ${value})` : `${variable}.put(${JSON.stringify(key)}, ${value});`);
        continue;
      }
      const f = c.fields.get(key);
      if (!f) throw new BuildError(`${pointer}/${key}: ${name} has no field ${key}`);
      if (!f.setter) continue; // a constant: the constructor sets it
      const value = expr(f.type, x, `${pointer}/${key}`, inner);
      statements.push(lang === "kotlin" ? `${kotlinProperty(f.setter)} = ${value}` : `${variable}.${f.setter}(${value});`);
    }
    if (lang === "kotlin") return `${name}().apply {\n${statements.map((s) => `${inner}${s}`).join("\n")}\n${indent}}`;
    lines.push(`${name} ${variable} = new ${name}();`, ...statements);
    return variable;
  };

  const code = expr(cls, value, "", "");
  return { code, lines };
}

/** The Kotlin of the app's Messenger sketch rewritten with the types: read each reply, build and send the request. */
export function kotlinWithTypes(index: JavaIndex, schemas: Map<string, Schema>, app: TerminalApp, request: unknown): string {
  const built = buildWithTypes(index, schemas, app.request.replace(/\.json$/, ""), request, "kotlin").code;
  const method = app.methods.find((m) => m.id === String((request as { Header?: { MethodId?: unknown } }).Header?.MethodId));
  const replyClass = (method?.reply ?? app.reply).replace(/\.json$/, "");
  // reply.response.responseCode, where the reply class has them (the names from the generated sources).
  const response = index.classes.get(replyClass)?.fields.get("Response");
  const responseClass = response ? index.classes.get(response.type) : undefined;
  const prop = (c: JavaClass | undefined, wire: string): string | undefined => {
    const setter = c?.fields.get(wire)?.setter;
    return setter ? kotlinProperty(setter) : undefined;
  };
  const [r, code, msg] = [prop(index.classes.get(replyClass), "Response"), prop(responseClass, "ResponseCode"), prop(responseClass, "ResponseMsg")];
  const shown = r && code && msg ? `"\${reply.${r}.${code}} \${reply.${r}.${msg}}"` : "reply";
  return `import ${index.pkg}.*

// The sketch's client, reading each reply with the types: the reader picks the class by Header.MethodId.
val client = MasterAppClient(context) { json ->
    when (val reply = TerminalJson.read(json, ${app.reply.replace(/\.json$/, "")}::class.java)) {
        is ${replyClass} -> println(${shown})
        else -> println("a reply to another method: \${reply.javaClass.simpleName}")
    }
}
client.bind()

// The sketch's request, built with the types (the constructors set constants such as MethodId and TransactionType):
val request = ${built}
client.send(TerminalJson.write(request)) // JSON with the wire names and no nulls`;
}

/** The simulator's HTTP bridge port by default (`contracts simulate`, `make mock`). */
export const SIMULATOR_PORT = 4012;

/**
 * The page section for Android teams (once per page): the Java types, and reaching the simulator
 * from an emulator or a device. Plain text and code; the caller wraps it in HTML.
 */
export function androidNotes(index: JavaIndex): { setup: string; keep: string; cleartext: string; manifest: string } {
  return {
    setup: `// app/build.gradle.kts: compile the package's sources with the app, and Gson
android {
    sourceSets["main"].java.srcDir("\${rootDir}/node_modules/@payments/contracts/generated/terminal/java")
}
dependencies {
    implementation("com.google.code.gson:gson:2.10.1")
}`,
    keep: `# proguard-rules.pro: Gson reads and writes the fields by reflection
-keep class ${index.pkg}.** { *; }`,
    cleartext: `<!-- src/debug/res/xml/network_security_config.xml: plain HTTP to the simulator, debug builds only -->
<network-security-config>
    <domain-config cleartextTrafficPermitted="true">
        <domain includeSubdomains="false">10.0.2.2</domain>
        <domain includeSubdomains="false">127.0.0.1</domain>
    </domain-config>
</network-security-config>`,
    manifest: `<!-- src/debug/AndroidManifest.xml -->
<application android:networkSecurityConfig="@xml/network_security_config" />`,
  };
}
