/**
 * The copy of an OpenAPI document that Redoc renders, changed only where Redoc would show the
 * reader something other than the contract (the published openapi.json is not changed):
 *
 * - A sealed object (`unevaluatedProperties: {not: {}}`) is shown by Redoc as a row "property
 *   name* — additional property: any", the opposite of what it means. The copy says
 *   `additionalProperties: false` instead (Redoc then shows no such row) and its description ends
 *   with "No other properties."
 * - Redoc does not render `contentSchema`: the optimizer's create-order request is a Base64 string
 *   whose JSON payload (merchant_data, txn_data with time_stamp and navigation_mode, …) would not be
 *   shown at all. The copy shows that property as the payload object itself, titled and described
 *   as Base64 on the wire, with the decoded payload of each example request below it.
 * - Examples are shown with card numbers masked (first six, last four) and secrets replaced by
 *   `[REDACTED]` (redactValue, as recordings are), so no page carries a full card number or a CVV.
 * - An open record's row, which Redoc labels "additional property: any", is titled "fields the
 *   document does not show (gap G-…)" (labelOpenRecords).
 * - `info.version` "0.0.0" (the TypeSpec default where the document names none) becomes the package
 *   version, so the page does not claim a version the contract never had.
 */
import { decodeText, gapId, refOf, refTarget } from "../contract/index.ts";
import { redactValue } from "../mask.ts";

type Node = Record<string, unknown>;

export const SEALED_NOTE = "No other properties.";
export const BODY_SEALED_NOTE =
  "Every object of this body is sealed (no other properties than those listed) except where a row reads “additional property”: an open record, fields the document does not show (a gap, named in the row).";
export const BASE64_TITLE = (name: string): string => `Base64 of ${name}`;

const isObject = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);
const isSealed = (v: unknown): boolean => isObject(v) && isObject(v.not) && Object.keys(v.not).length === 0 && Object.keys(v).length === 1;

/** The decoded JSON of an example's Base64 payload (the contract's decoder), or undefined. */
export function decodeBase64Json(text: string): unknown {
  return decodeText(text, { encoding: "base64", mediaType: "application/json" }).value;
}

/** The title of an open record's "additional property" row: what it holds, and its gap on the gaps page. */
export const OPEN_RECORD_TITLE = (gap: string | undefined): string => `fields the document does not show${gap ? `, gap ${gap}` : ""}`;

/**
 * Open records (`unevaluatedProperties: {}`, `additionalProperties: true` or `{}`): Redoc shows their
 * row as "additional property: any". The copy gives that row a title saying what it is: fields the
 * document does not show, with the gap (its id on the gaps page) of the record or of the nearest
 * schema above it that carries one (issue 40).
 */
function labelOpenRecords(doc: Node, service: string | undefined): void {
  const open = (v: unknown): boolean => v === true || (isObject(v) && Object.keys(v).length === 0);
  const walk = (node: unknown, pointer: string, gap: string | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        walk(v, `${pointer}/${i}`, gap);
      });
      return;
    }
    if (!isObject(node)) return;
    const here = isObject(node["x-contract-gap"]) && service ? gapId({ kind: "gap", service, file: "openapi.json", pointer }) : gap;
    if (open(node.unevaluatedProperties) || open(node.additionalProperties)) {
      delete node.unevaluatedProperties;
      node.additionalProperties = { title: OPEN_RECORD_TITLE(here) };
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === "example" || k === "examples" || k.startsWith("x-")) continue;
      walk(v, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, here);
    }
  };
  walk(doc, "", undefined);
}

/** Examples of a media type as [name, value] (both `example` and `examples`). */
export function mediaExamples(media: Node | undefined): Array<[string, unknown]> {
  if (!media) return [];
  const out: Array<[string, unknown]> = [];
  if ("example" in media) out.push(["example", media.example]);
  if (isObject(media.examples)) for (const [name, ex] of Object.entries(media.examples)) if (isObject(ex) && "value" in ex) out.push([name, ex.value]);
  return out;
}

/** An example value redacted: JSON by its keys, a form-encoded text (`a=1&b=2`) pair by pair. */
export function redactExample(value: unknown, key?: string): unknown {
  if (typeof value === "string" && /^[\w.-]+=[^&=]*(&[\w.-]+=[^&=]*)+$/.test(value)) {
    const form = new URLSearchParams(value);
    const out = new URLSearchParams();
    for (const [k, v] of form) out.append(k, String(redactValue(v, k)));
    return out.toString().replace(/%5BREDACTED%5D/g, "[REDACTED]");
  }
  return redactValue(value, key);
}

/** The document Redoc renders (see the module comment); `version` is the package version. */
export function redocView(source: Node, version: string, service?: string): Node {
  const doc = structuredClone(source);
  labelOpenRecords(doc, service);
  const info = doc.info as Node | undefined;
  if (info && (info.version === "0.0.0" || info.version === undefined)) info.version = version;

  // Decoded example payloads per component schema that holds a contentSchema property, by property.
  const decoded = new Map<string, unknown[]>();
  for (const item of Object.values((doc.paths as Record<string, Node> | undefined) ?? {})) {
    for (const op of Object.values(item)) {
      if (!isObject(op) || !isObject(op.requestBody)) continue;
      for (const media of Object.values((op.requestBody.content as Record<string, Node> | undefined) ?? {})) {
        const ref = refOf(media.schema);
        const target = ref ? ((doc.components as Node | undefined)?.schemas as Record<string, Node> | undefined)?.[ref.split("/").pop()!] : undefined;
        if (!target || !isObject(target.properties)) continue;
        for (const [prop, sub] of Object.entries(target.properties as Record<string, Node>)) {
          if (!isObject(sub) || !sub.contentSchema) continue;
          for (const [, value] of mediaExamples(media)) {
            const text = isObject(value) ? value[prop] : undefined;
            const json = typeof text === "string" ? decodeBase64Json(text) : undefined;
            if (json !== undefined) decoded.set(`${ref}/${prop}`, [...(decoded.get(`${ref}/${prop}`) ?? []), json]);
          }
        }
      }
    }
  }

  // Redoc shows a body's description but not the description of a schema reached through a
  // property, so the sealed note is also said once per body.
  for (const item of Object.values((doc.paths as Record<string, Node> | undefined) ?? {})) {
    for (const op of Object.values(item)) {
      if (!isObject(op)) continue;
      const bodies = [op.requestBody, ...Object.values((op.responses as Node | undefined) ?? {})].filter((b): b is Node => isObject(b) && isObject(b.content));
      for (const b of bodies) {
        const d = typeof b.description === "string" && b.description.trim() ? `${b.description}\n\n` : "";
        b.description = `${d}${BODY_SEALED_NOTE}`;
      }
    }
  }

  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      for (const v of node) visit(v, path);
      return;
    }
    if (!isObject(node)) return;
    if (isSealed(node.unevaluatedProperties)) {
      delete node.unevaluatedProperties;
      node.additionalProperties = false;
      const d = typeof node.description === "string" && node.description.trim() ? `${node.description}\n\n` : "";
      node.description = `${d}${SEALED_NOTE}`;
    }
    if (isObject(node.properties)) {
      for (const [prop, sub] of Object.entries(node.properties)) {
        const contentRef = isObject(sub) ? refOf(sub.contentSchema) : undefined;
        if (!isObject(sub) || contentRef === undefined) continue;
        const name = refTarget(contentRef).name;
        const examples = decoded.get(`${path}/${prop}`) ?? [];
        const lines = [
          typeof sub.description === "string" ? sub.description : "",
          `**On the wire this is a string**: the ${String(sub.contentEncoding ?? "base64")} encoding of the ${String(sub.contentMediaType ?? "JSON")} object ` +
            `\`${name}\` whose fields are listed here (\`contentSchema\`).`,
          ...examples.map((e, i) => `Decoded payload of example request ${i + 1}:\n\n\`\`\`json\n${JSON.stringify(redactValue(e), null, 2)}\n\`\`\``),
        ].filter(Boolean);
        (node.properties as Node)[prop] = { title: BASE64_TITLE(name), description: lines.join("\n\n"), allOf: [{ $ref: contentRef }] };
      }
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === "example" || k === "examples") continue;
      visit(
        v,
        k === "schemas" && path === "#/components"
          ? "#/components/schemas"
          : path === "#/components/schemas"
            ? `${path}/${k}`
            : path === "#" && k === "components"
              ? "#/components"
              : path,
      );
    }
    // A parameter's example is redacted by the parameter's name (Authorization, x-verify, …).
    const key = typeof node.in === "string" && typeof node.name === "string" ? node.name : undefined;
    if ("example" in node) node.example = redactExample(node.example, key);
    if (isObject(node.examples)) {
      for (const ex of Object.values(node.examples)) if (isObject(ex) && "value" in ex) ex.value = redactExample(ex.value, key);
    } else if (Array.isArray(node.examples)) node.examples = node.examples.map((e) => redactExample(e, key));
  };
  visit(doc, "#");
  return doc;
}
