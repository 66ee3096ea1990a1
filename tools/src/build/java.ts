/**
 * Java types for the messages of each message service (the terminal services), written by `make`
 * into generated/<service>/java/<package path>/: one class per JSON Schema, named as the schema
 * file, in one package, for Gson (what Android apps ship with; see tools/kits/README.md):
 *
 * - an object schema: a final class, one private field per property named after the wire name
 *   (JavaBeans: `BillingRefNo` → field `billingRefNo`, `getBillingRefNo()`, `setBillingRefNo()`)
 *   and annotated `@SerializedName` with it; every field boxed (`Long`, `String`, …) so that an
 *   absent field is null, and Gson leaves a null field out when writing (never `"X": null`). A
 *   constant (`TransactionType: 5120`, `MethodId: "1001"`) is set by the constructor and has no setter;
 * - integer → `Integer` when the schema bounds it within 32 bits, `Long` otherwise (every Long of
 *   the documents: amounts, TransactionType); number → `Double`; arrays → `List<T>`;
 * - a discriminated union (`TerminalRequest`, `MobileReply`, `MobileTransactionDetail`, …): an
 *   interface its branches implement; TerminalJson's reader picks the branch by the discriminator
 *   (`Header.MethodId`, `TransactionType`);
 * - a code table (enum schema): a final class of constants with `VALUES` and `nameOf`; fields that
 *   take it keep the wire type (`Long`, `String`), so a code the document does not list is kept;
 * - a named scalar (`ParentBatchNo`): a final class of its bounds (`MINIMUM`, `MAX_LENGTH`);
 * - a map (`SaleAdditionalInfo`): a final class extending `LinkedHashMap<String, V>`;
 * - an open record (a shape the document does not show): the declared fields plus
 *   `getAdditionalProperties()`, which keeps every other property as read and writes it back.
 *
 * The emitter reads only the schemas; a schema shape it has no Java form for stops the build with
 * the file and JSON pointer. The output is ASCII (other characters as HTML entities in comments
 * and \u escapes in literals) and Java 8 source, so that any Android toolchain compiles it.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { readServiceSchemas } from "../contract/schemas.ts";
import { SERVICES } from "../contract/services.ts";
import { findUnions } from "../contract/unions.ts";
import type { UnionManifest } from "../contract/manifest.ts";
import { withBanner } from "./banner.ts";
import { javaRuntime, type JavaUnion } from "./java-runtime.ts";

type Schema = Record<string, unknown>;

/** The Java package of each message service's types. */
export const JAVA_PACKAGES: Readonly<Record<string, string>> = { terminal: "payments.contracts.terminal" };

/** The folder, under generated/<service>/, that holds the package's sources. */
export function javaSourceRoot(service: string): string {
  return path.join("java", ...(JAVA_PACKAGES[service] ?? "").split("."));
}

/** The runtime class beside the message classes (reader and writer). */
export const RUNTIME_CLASS = "TerminalJson";

const INT32 = [-2147483648, 2147483647] as const;
const JAVA_KEYWORDS = new Set(
  "abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while true false null var record yield sealed permits".split(
    " ",
  ),
);
/** Names the generated sources use unqualified: a schema may not take one. */
const RESERVED_TYPES = new Set([
  "Object",
  "String",
  "Long",
  "Integer",
  "Double",
  "Boolean",
  "List",
  "Map",
  "LinkedHashMap",
  "Objects",
  "Arrays",
  "Collections",
  "Override",
  "SerializedName",
  "JsonElement",
  RUNTIME_CLASS,
]);

export class JavaEmitError extends Error {}

const fail = (file: string, pointer: string, what: string): never => {
  throw new JavaEmitError(
    `generated/terminal/schemas/${file}#${pointer}: ${what}; give it a Java form in tools/src/build/java.ts (or change the model in spec/)`,
  );
};

const isObj = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);
const refFile = (s: Schema): string | undefined => (typeof s.$ref === "string" ? s.$ref.replace(/#.*$/, "") : undefined);
const stem = (file: string): string => file.replace(/\.json$/, "");

// ---------------------------------------------------------------------------------------------
// Text: comments and literals, ASCII only

/**
 * Text for a Javadoc comment: HTML-escaped, no comment terminator, no block tag, ASCII only. A
 * `{@link Name}` in the text is kept as a link.
 */
export function docText(text: string): string {
  return text
    .split(/(\{@link [A-Za-z_][A-Za-z0-9_.#]*\})/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/&/g, "&amp;")
            .replace(/</g, "&lt;")
            .replace(/>/g, "&gt;")
            .replace(/\*\//g, "*&#47;")
            .replace(/@/g, "&#64;")
            .replace(/\\/g, "&#92;")
            .replace(/[^\x20-\x7e\n]/g, (c) => `&#${c.codePointAt(0)};`),
    )
    .join("");
}

/**
 * A Javadoc block from paragraphs (each may span lines) and block tags (`["return", "text"]`), at
 * `indent`.
 */
function javadoc(paragraphs: readonly string[], indent = "", tags: ReadonlyArray<readonly [string, string]> = []): string {
  const lines = paragraphs
    .filter((p) => p.trim() !== "")
    .flatMap((p, i) => {
      const body = docText(p.trim()).split("\n");
      return i === 0 ? body : ["", `<p>${body[0]}`, ...body.slice(1)];
    });
  if (tags.length) lines.push(...(lines.length ? [""] : []), ...tags.map(([tag, text]) => `@${tag} ${docText(text)}`));
  if (lines.length === 0) return "";
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
}

/** A Java string literal (ASCII; other characters as \u escapes). */
export function javaString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else {
      // Outside the BMP: the UTF-16 pair, each as \uXXXX. Control characters likewise.
      for (const unit of String.fromCodePoint(c).split("")) out += `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;
    }
  }
  return `${out}"`;
}

/** JavaBeans field name of a wire name: `BillingRefNo` → `billingRefNo`, `DOB` → `DOB`, `itemCount` → `itemCount`. */
export function fieldName(wire: string): string {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(wire)) throw new JavaEmitError(`wire name "${wire}" is not a Java identifier`);
  const name = wire.length > 1 && /^[A-Z]{2}/.test(wire) ? wire : wire.charAt(0).toLowerCase() + wire.slice(1);
  return JAVA_KEYWORDS.has(name) ? `${name}_` : name;
}

/** Accessor suffix of a wire name: `getBillingRefNo`, `getDOB`, `getItemCount`. */
const accessor = (wire: string): string => wire.charAt(0).toUpperCase() + wire.slice(1);

/** A constant name: `WalletSale` → `WALLET_SALE`, `PRINTER_SUCCESS` stays, `Acquirer01` → `ACQUIRER01`. */
export function constantName(name: string): string {
  const c = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toUpperCase();
  return /^[A-Z_]/.test(c) ? c : `VALUE_${c}`;
}

// ---------------------------------------------------------------------------------------------
// Schema shapes and Java types

type Shape = "object" | "open-object" | "union" | "codes" | "scalar" | "map";

interface Model {
  readonly schemas: Map<string, Schema>;
  readonly unions: Record<string, UnionManifest>;
  readonly pkg: string;
}

/** `unevaluatedProperties` (or `additionalProperties`) of an object schema: sealed, open, or a value schema. */
function extra(s: Schema): "sealed" | "open" | Schema {
  const u = s.unevaluatedProperties ?? s.additionalProperties;
  if (u === undefined || u === true) return "open";
  if (u === false) return "sealed";
  if (isObj(u)) {
    if (isObj(u.not) && Object.keys(u.not).length === 0) return "sealed";
    if (Object.keys(u).length === 0) return "open";
    return u;
  }
  return "open";
}

function shapeOf(m: Model, file: string): Shape {
  const s = m.schemas.get(file);
  if (!s) return fail(file, "", "no such schema");
  if (m.unions[file]) return "union";
  if (Array.isArray(s.enum)) return "codes";
  if (s.type === "object") {
    const e = extra(s);
    const props = Object.keys((s.properties as Schema | undefined) ?? {});
    if (isObj(e) && props.length === 0) return "map";
    if (isObj(e)) return fail(file, "", "an object with both properties and a value schema for other properties");
    return e === "open" ? "open-object" : "object";
  }
  if (typeof s.type === "string" && ["string", "integer", "number", "boolean"].includes(s.type)) return "scalar";
  return fail(file, "", `a schema of type ${JSON.stringify(s.type)} without a Java form (not an object, union, code table or scalar)`);
}

/** The Java type of a scalar schema node (no $ref). */
function scalarType(node: Schema): string | undefined {
  switch (node.type) {
    case "string":
      return "String";
    case "boolean":
      return "Boolean";
    case "number":
      return "Double";
    case "integer": {
      const fits = (v: unknown) => typeof v === "number" && v >= INT32[0] && v <= INT32[1];
      return fits(node.minimum) && fits(node.maximum) ? "Integer" : "Long";
    }
    default:
      return undefined;
  }
}

/** The Java type of a property's schema. */
function javaType(m: Model, node: Schema, file: string, pointer: string): string {
  const ref = refFile(node);
  if (ref) {
    const target = m.schemas.get(ref);
    if (!target) return fail(file, pointer, `$ref ${ref} names no schema`);
    const shape = shapeOf(m, ref);
    if (shape === "codes" || shape === "scalar") return javaType(m, { ...target, $id: undefined }, ref, "");
    return stem(ref);
  }
  const alternatives = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives)) {
    const types = new Set(alternatives.map((a, i) => javaType(m, a, file, `${pointer}/${node.anyOf ? "anyOf" : "oneOf"}/${i}`)));
    if (types.size === 1) return [...types][0]!;
    if ([...types].every((t) => t === "Long" || t === "Integer")) return "Long";
    return fail(file, pointer, `alternatives of different Java types (${[...types].join(", ")})`);
  }
  if (node.type === "array") {
    if (!isObj(node.items)) return fail(file, pointer, "an array without an items schema");
    return `List<${javaType(m, node.items, file, `${pointer}/items`)}>`;
  }
  if (node.type === undefined && "const" in node) {
    return typeof node.const === "string"
      ? "String"
      : Number.isInteger(node.const)
        ? "Long"
        : fail(file, pointer, "a const that is neither a string nor an integer");
  }
  if (node.type === undefined && Array.isArray(node.enum)) {
    const kinds = new Set(node.enum.map((v) => (typeof v === "string" ? "String" : Number.isInteger(v) ? "Long" : "other")));
    if (kinds.size === 1 && !kinds.has("other")) return [...kinds][0]!;
  }
  return scalarType(node) ?? fail(file, pointer, `no Java type for ${JSON.stringify({ type: node.type })}`);
}

/** The literal of a const value for a field of `type`. */
function constLiteral(type: string, value: unknown, file: string, pointer: string): string {
  if (type === "String" && typeof value === "string") return javaString(value);
  if (type === "Long" && Number.isInteger(value)) return `${String(value)}L`;
  if (type === "Integer" && Number.isInteger(value)) return String(value);
  return fail(file, pointer, `a const ${JSON.stringify(value)} for a field of Java type ${type}`);
}

/** What the reader and the Javadoc say of a property: the document's description and the schema's limits. */
function propertyNotes(m: Model, node: Schema, required: boolean, hasConst: boolean): string[] {
  const target = refFile(node) ? (m.schemas.get(refFile(node)!) ?? {}) : {};
  const merged: Schema = { ...target, ...node };
  const limits: string[] = [];
  if (typeof merged.maxLength === "number") limits.push(`at most ${merged.maxLength} characters`);
  if (typeof merged.minLength === "number" && merged.minLength > 0) limits.push(`at least ${merged.minLength} characters`);
  if (typeof merged.minimum === "number" && typeof merged.maximum === "number" && Math.abs(merged.maximum) < 9007199254740991) {
    limits.push(`from ${merged.minimum} to ${merged.maximum}`);
  }
  if (typeof merged.pattern === "string") limits.push(`pattern ${merged.pattern}`);
  if ("default" in merged) limits.push(`when absent: ${JSON.stringify(merged.default)}`);
  const codes = refFile(node) && shapeOf(m, refFile(node)!) === "codes" ? [stem(refFile(node)!)] : [];
  for (const a of ((node.anyOf ?? node.oneOf) as Schema[] | undefined) ?? []) {
    const r = refFile(a);
    if (r && shapeOf(m, r) === "codes") codes.push(stem(r));
  }
  const wire = [
    `Contract: ${[required ? "required" : "optional (null when absent, and then left out when written)", ...limits].join("; ")}.`,
    hasConst ? "A constant: set by the constructor." : "",
    codes.length ? `Values: ${codes.map((c) => `{@link ${c}}`).join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return [typeof node.description === "string" ? node.description : typeof target.description === "string" ? target.description : "", wire];
}

// ---------------------------------------------------------------------------------------------
// Sources

interface Field {
  readonly wire: string;
  readonly name: string;
  readonly type: string;
  readonly constant?: string;
  readonly notes: string[];
}

function header(m: Model, imports: readonly string[]): string {
  const sorted = [...new Set(imports)].sort();
  return `package ${m.pkg};\n\n${sorted.length ? `${sorted.map((i) => `import ${i};`).join("\n")}\n\n` : ""}`;
}

function schemaNotes(s: Schema, file: string): string[] {
  const out = [typeof s.description === "string" ? s.description : ""];
  const gap = s["x-contract-gap"] as Schema | undefined;
  if (isObj(gap) && typeof gap.missing === "string") out.push(`Gap of the document (${String(gap.source ?? "")}): ${gap.missing}`);
  out.push(`JSON Schema ${file} (${String(s.$id ?? file)}).`);
  return out;
}

function objectSource(m: Model, file: string, implementsList: readonly string[]): string {
  const s = m.schemas.get(file)!;
  const name = stem(file);
  const open = shapeOf(m, file) === "open-object";
  const required = new Set((s.required as string[] | undefined) ?? []);
  const props = Object.entries((s.properties as Record<string, Schema> | undefined) ?? {});
  const fields: Field[] = props.map(([wire, node]) => {
    const pointer = `/properties/${wire}`;
    const type = javaType(m, node, file, pointer);
    const constant = "const" in node ? constLiteral(type, node.const, file, pointer) : undefined;
    return { wire, name: fieldName(wire), type, ...(constant ? { constant } : {}), notes: propertyNotes(m, node, required.has(wire), constant !== undefined) };
  });
  const names = new Set<string>();
  for (const f of fields) {
    if (names.has(f.name) || (open && f.name === "additionalProperties")) fail(file, `/properties/${f.wire}`, `Java field name ${f.name} is taken twice`);
    names.add(f.name);
  }
  const imports = ["com.google.gson.annotations.SerializedName", "java.util.Objects"];
  if (fields.some((f) => f.type.startsWith("List<"))) imports.push("java.util.List");
  if (open) imports.push("com.google.gson.JsonElement", "java.util.LinkedHashMap", "java.util.Map");
  const interfaces = [...implementsList, ...(open ? [`${RUNTIME_CLASS}.OpenRecord`] : [])];
  const body: string[] = [];
  for (const f of fields) {
    body.push(`${javadoc([...f.notes, `Wire name: ${f.wire}.`], "    ")}    @SerializedName(${javaString(f.wire)})\n    private ${f.type} ${f.name};\n`);
  }
  if (open) {
    body.push(
      `${javadoc(["The properties this class does not declare, as read; written back after the declared ones. The document does not show this shape, so the contract accepts any other property."], "    ")}    private transient Map<String, JsonElement> additionalProperties = new LinkedHashMap<String, JsonElement>();\n`,
    );
  }
  const consts = fields.filter((f) => f.constant);
  body.push(
    `${javadoc([`An empty ${name}${consts.length ? ` with its constant${consts.length > 1 ? "s" : ""} set (${consts.map((f) => `${f.wire} = ${f.constant}`).join(", ")})` : ""}; set the other fields before writing it.`], "    ")}    public ${name}() {\n${consts.map((f) => `        this.${f.name} = ${f.constant};\n`).join("")}    }\n`,
  );
  for (const f of fields) {
    body.push(
      `${javadoc([], "    ", [["return", `${f.wire}, or null when absent`]])}    public ${f.type} get${accessor(f.wire)}() {\n        return ${f.name};\n    }\n`,
    );
    if (!f.constant) {
      body.push(
        `${javadoc([`Sets ${f.wire}; null leaves it out of the JSON.`], "    ", [["param", `${f.name} the new value, or null`]])}    public void set${accessor(f.wire)}(${f.type} ${f.name}) {\n        this.${f.name} = ${f.name};\n    }\n`,
      );
    }
  }
  if (open) {
    body.push(
      `${javadoc([], "    ", [["return", "the properties this class does not declare (a live, ordered map; put JSON values into it to send them)"]])}    @Override\n    public Map<String, JsonElement> getAdditionalProperties() {\n        return additionalProperties;\n    }\n`,
    );
  }
  const compared = [...fields.map((f) => f.name), ...(open ? ["additionalProperties"] : [])];
  body.push(
    `    @Override\n    public boolean equals(Object other) {\n        if (this == other) return true;\n        if (!(other instanceof ${name})) return false;\n${
      compared.length
        ? `        ${name} that = (${name}) other;\n        return ${compared.map((n) => `Objects.equals(${n}, that.${n})`).join("\n            && ")};\n`
        : "        return true;\n"
    }    }\n`,
  );
  body.push(`    @Override\n    public int hashCode() {\n        return Objects.hash(${compared.join(", ")});\n    }\n`);
  return `${header(m, imports)}${javadoc(schemaNotes(s, file))}public final class ${name}${interfaces.length ? ` implements ${interfaces.join(", ")}` : ""} {\n${body.join("\n")}}\n`;
}

function unionSource(m: Model, file: string, implementsList: readonly string[]): string {
  const s = m.schemas.get(file)!;
  const u = m.unions[file]!;
  const where = u.discriminator.slice(1).split("/").join(".");
  const branches = Object.entries(u.branches).map(([value, branch]) => `{@link ${stem(branch)}} (${where} ${value})`);
  const notes = [
    ...schemaNotes(s, file),
    `One of: ${branches.join(", ")}. Read with TerminalJson.read(json, ${stem(file)}.class): the reader picks the class by ${where}.`,
  ];
  return `${header(m, [])}${javadoc(notes)}public interface ${stem(file)}${implementsList.length ? ` extends ${implementsList.join(", ")}` : ""} {\n}\n`;
}

function codesSource(m: Model, file: string): string {
  const s = m.schemas.get(file)!;
  const name = stem(file);
  const type = javaType(m, { ...s, $id: undefined }, file, "");
  const prim = type === "String" ? "String" : type === "Integer" ? "int" : "long";
  const codes = ((s["x-codes"] as Array<{ value: unknown; name?: string; description?: string }> | undefined) ?? []).filter(isObj);
  const values = s.enum as unknown[];
  const entries = values.map((v) => {
    const c = codes.find((x) => x.value === v);
    const nameOfValue = typeof c?.name === "string" ? c.name : String(v);
    return { value: v, name: nameOfValue, constant: constantName(nameOfValue), description: typeof c?.description === "string" ? c.description : "" };
  });
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.constant)) fail(file, "/x-codes", `two values would get the constant name ${e.constant}`);
    seen.add(e.constant);
  }
  const literal = (v: unknown): string => (prim === "String" ? javaString(String(v)) : prim === "int" ? String(v) : `${String(v)}L`);
  const boxed = prim === "String" ? "String" : prim === "int" ? "Integer" : "Long";
  const body = [
    `    private ${name}() {\n    }\n`,
    ...entries.map(
      (e) =>
        `${javadoc([`${JSON.stringify(e.value)} (${e.name}): ${e.description}`], "    ")}    public static final ${prim} ${e.constant} = ${literal(e.value)};\n`,
    ),
    `${javadoc(["Every value of the table, in the document's order."], "    ")}    public static final List<${boxed}> VALUES = Collections.unmodifiableList(Arrays.asList(\n${entries.map((e) => `        ${e.constant}`).join(",\n")}));\n`,
    `    private static final String[] NAMES = {\n${entries.map((e) => `        ${javaString(e.name)}`).join(",\n")}};\n`,
    `${javadoc(["The table's name of a value."], "    ", [
      ["param", "value a value as the message carries it"],
      [
        "return",
        `its name (${JSON.stringify(entries[0]?.name ?? "")} for ${JSON.stringify(entries[0]?.value ?? "")}), or null when the table does not list it`,
      ],
    ])}    public static String nameOf(${boxed} value) {\n        int i = VALUES.indexOf(value);\n        return i < 0 ? null : NAMES[i];\n    }\n`,
  ];
  return `${header(m, ["java.util.Arrays", "java.util.Collections", "java.util.List"])}${javadoc([...schemaNotes(s, file), `A code table: fields that take it are ${boxed}, so that a value the table does not list is kept as read.`])}public final class ${name} {\n${body.join("\n")}}\n`;
}

function scalarSource(m: Model, file: string): string {
  const s = m.schemas.get(file)!;
  const name = stem(file);
  const type = javaType(m, { ...s, $id: undefined }, file, "");
  const consts: string[] = [];
  const add = (doc: string, decl: string): void => {
    consts.push(`${javadoc([doc], "    ")}    public static final ${decl};\n`);
  };
  if (typeof s.maxLength === "number") add("The most characters a value may have.", `int MAX_LENGTH = ${s.maxLength}`);
  if (typeof s.minLength === "number") add("The fewest characters a value may have.", `int MIN_LENGTH = ${s.minLength}`);
  const lit = (v: number): string => (type === "Integer" ? String(v) : `${v}L`);
  const prim = type === "Integer" ? "int" : "long";
  if (typeof s.minimum === "number") add("The smallest value.", `${prim} MINIMUM = ${lit(s.minimum)}`);
  if (typeof s.maximum === "number") add("The largest value.", `${prim} MAXIMUM = ${lit(s.maximum)}`);
  if (typeof s.pattern === "string") add("The pattern a value matches (JSON Schema, ECMA-262).", `String PATTERN = ${javaString(s.pattern)}`);
  return `${header(m, [])}${javadoc([...schemaNotes(s, file), `A named ${String(s.type)}: fields that take it are ${type}; this class holds its limits.`])}public final class ${name} {\n    private ${name}() {\n    }\n${consts.length ? `\n${consts.join("\n")}` : ""}}\n`;
}

function mapSource(m: Model, file: string): string {
  const s = m.schemas.get(file)!;
  const name = stem(file);
  const value = javaType(m, extra(s) as Schema, file, "/unevaluatedProperties");
  const consts: string[] = [];
  if (typeof s.maxProperties === "number")
    consts.push(`${javadoc(["The most entries the map may have."], "    ")}    public static final int MAX_ENTRIES = ${s.maxProperties};\n`);
  const keys = s.propertyNames as Schema | undefined;
  if (isObj(keys) && typeof keys.maxLength === "number") {
    consts.push(`${javadoc(["The most characters a key may have."], "    ")}    public static final int MAX_KEY_LENGTH = ${keys.maxLength};\n`);
  }
  return `${header(m, ["java.util.LinkedHashMap"])}${javadoc([...schemaNotes(s, file), `A JSON object of ${value} values by key, in the order read or put.`])}public final class ${name} extends LinkedHashMap<String, ${value}> {\n    private static final long serialVersionUID = 1L;\n${consts.length ? `\n${consts.join("\n")}` : ""}}\n`;
}

/** Every source of one message service's package: file name (`X.java`) → text, without the banner. */
export function javaSources(schemas: Map<string, Schema>, pkg: string): Map<string, string> {
  const m: Model = { schemas, unions: findUnions(schemas), pkg };
  const out = new Map<string, string>();
  // Which unions each schema is a branch of (a union may itself be a branch of another).
  const memberOf = new Map<string, string[]>();
  for (const [file, u] of Object.entries(m.unions)) {
    for (const branch of Object.values(u.branches)) memberOf.set(branch, [...(memberOf.get(branch) ?? []), stem(file)]);
  }
  for (const file of [...schemas.keys()].sort()) {
    const name = stem(file);
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(file, "", `the class name ${name} is not a Java type name`);
    if (RESERVED_TYPES.has(name)) fail(file, "", `the class name ${name} is one the generated sources use`);
    const parents = (memberOf.get(file) ?? []).sort();
    const shape = shapeOf(m, file);
    if (parents.length && !["object", "open-object", "union"].includes(shape)) fail(file, "", "a union branch that is not an object");
    const text =
      shape === "union"
        ? unionSource(m, file, parents)
        : shape === "codes"
          ? codesSource(m, file)
          : shape === "scalar"
            ? scalarSource(m, file)
            : shape === "map"
              ? mapSource(m, file)
              : objectSource(m, file, parents);
    out.set(`${name}.java`, text);
  }
  const unions: JavaUnion[] = Object.entries(m.unions)
    .map(([file, u]) => ({
      name: stem(file),
      pointer: u.discriminator.slice(1).split("/"),
      branches: Object.entries(u.branches).map(([value, branch]) => ({ value, className: stem(branch) })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  out.set(`${RUNTIME_CLASS}.java`, javaRuntime(pkg, unions));
  return out;
}

/** Write generated/<service>/java/ for every message service built under `root` (rewritten whole). */
export async function buildJava(root: string): Promise<void> {
  for (const svc of SERVICES.filter((s) => !s.http)) {
    const pkg = JAVA_PACKAGES[svc.id];
    if (!pkg || !existsSync(path.join(root, svc.id, "schemas"))) continue;
    const base = path.join(root, svc.id, "java");
    const dir = path.join(root, svc.id, javaSourceRoot(svc.id));
    await rm(base, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const [name, text] of javaSources(readServiceSchemas(svc.id, root), pkg)) await writeFile(path.join(dir, name), withBanner(text, "//"));
  }
}
