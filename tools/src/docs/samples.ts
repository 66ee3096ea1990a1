/**
 * Code samples per HTTP operation, built from the contract (its paths, parameters, security and the
 * first example of each request) and shown by Redoc in the right panel (`x-codeSamples`):
 *
 * - curl: the request as the example shows it. Every value the site would redact (a card number, a
 *   CVV, a secret, a token, x-verify) and every credential is a shell variable instead, listed in
 *   the sample's first line, so the page carries none; `tools/test/docs/samples.test.ts` runs each
 *   sample with bash against the sandbox, the variables set to the contract's example values.
 * - TypeScript: the call through the package's typed client (`@payments/contracts/<service>`),
 *   which adds credentials, generated headers and the x-verify signature; the same test type-checks
 *   every sample with tsc against the package's published types.
 * - PHP (the optimizer): the request built with the package's PHP kit (tools/kits/php/optimizer.php),
 *   which encodes and signs create order, and sent with its `send()`; the redacted values and
 *   credentials are environment variables (`getenv`). The same test runs each with php against the
 *   sandbox.
 */
import { refOf, refTarget } from "../contract/index.ts";
import { isSecretKey } from "../mask.ts";
import { DEFAULT_SANDBOX_SECRET } from "../sandbox/index.ts";
import { decodeBase64Json, mediaExamples, redactExample } from "./redoc-view.ts";

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);

export interface CodeSample {
  readonly service: string;
  readonly operationId: string;
  readonly curl: string;
  /** Shell variables the curl sample reads, with the contract's example value where it has one. */
  readonly variables: Readonly<Record<string, string | undefined>>;
  readonly typescript: string;
  /** The PHP sample (services the PHP kit covers: the optimizer), and the environment variables it reads. */
  readonly php?: { readonly source: string; readonly variables: Readonly<Record<string, string | undefined>> };
}

const envName = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "")
    .toUpperCase();

/** Text safe inside an unquoted shell here-document (no expansion of $, ` or \). */
const hereDoc = (text: string): string => text.replace(/[\\$`]/g, (c) => `\\${c}`);
const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function firstExample(p: Node): unknown {
  if ("example" in p) return p.example;
  if (isObject(p.examples)) {
    const first = Object.values(p.examples)[0];
    if (isObject(first) && "value" in first) return first.value;
  }
  const s = p.schema as Node | undefined;
  if (s && "example" in s) return s.example;
  if (Array.isArray(s?.examples)) return s.examples[0];
  return undefined;
}

/**
 * The example with every value redaction would change replaced by a sentinel, and the variables
 * that take their place (name → the example's value).
 */
function templated(
  value: unknown,
  vars: Record<string, string | undefined>,
  service = "",
): { text: string; sentinels: Map<string, { name: string; quoted: boolean }> } {
  const sentinels = new Map<string, { name: string; quoted: boolean }>();
  const walk = (v: unknown, key: string | undefined): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    const rid = resourceId(service, key, v);
    if (rid) {
      vars[rid.variable] = undefined;
      const sentinel = `__SAMPLE_VAR_${sentinels.size}__`;
      sentinels.set(sentinel, { name: rid.variable, quoted: false });
      return sentinel;
    }
    if ((typeof v === "string" || typeof v === "number") && JSON.stringify(redactExample(v, key)) !== JSON.stringify(v)) {
      let name = envName(key ?? "value");
      for (let i = 2; vars[name] !== undefined && vars[name] !== String(v); i++) name = `${envName(key ?? "value")}_${i}`;
      vars[name] = String(v);
      const sentinel = `__SAMPLE_VAR_${sentinels.size}__`;
      sentinels.set(sentinel, { name, quoted: typeof v === "string" });
      return sentinel;
    }
    return v;
  };
  return { text: JSON.stringify(walk(value, undefined), null, 2), sentinels };
}

/** What a variable of a curl sample holds, where the name does not say it. */
const HINTS: Record<string, string> = {
  AFFORDABILITY_URL: "make mock: http://127.0.0.1:4010",
  OPTIMIZER_URL: "make mock: http://127.0.0.1:4011",
  ACCESS_TOKEN: "access_token from generateToken",
  TOKEN: "token from createOrder",
  OPTIMIZER_USER: "any user name in the sandbox",
  OPTIMIZER_PASSWORD: "any password in the sandbox",
  MERCHANT_ACCESS_CODE: "any code in the sandbox, unless SANDBOX_MERCHANT is set",
  CARD_NUMBER: "a test card number (Luhn-valid)",
  CVV: "any 3 digits in the sandbox",
  CLIENT_SECRET: "any secret in the sandbox but certify-invalid-secret, unless SANDBOX_CLIENTS is set",
};

/**
 * Ids of the optimizer's resources that a sample names (path parameters and body fields): a fresh
 * sandbox has none of the contract's example ids (customer 123456), so each is a variable taken from
 * the answer that creates the resource, and the samples, run in the order of the flow, each get a
 * 2xx on a fresh sandbox as copied (issue 40).
 */
const RESOURCE_IDS: Record<string, { variable: string; hint: string }> = {
  customerId: { variable: "CUSTOMER_ID", hint: "customer_id from createCustomer" },
  CustomerId: { variable: "CUSTOMER_ID", hint: "customer_id from createCustomer" },
  customer_id: { variable: "CUSTOMER_ID", hint: "customer_id from createCustomer" },
  order_id: { variable: "ORDER_ID", hint: "order_id from createOrder" },
  payment_id: { variable: "PAYMENT_ID", hint: "the sandbox takes the order_id from createOrder, once processPayment has paid it" },
  saved_card_id: { variable: "SAVED_CARD_ID", hint: "saved_card_id from saveCard" },
};
/** A resource id of the optimizer at this name (body fields: only numbers; merchant_data.order_id is the merchant's own text). */
const resourceId = (service: string, name: string | undefined, value: unknown): { variable: string; hint: string } | undefined =>
  service === "optimizer" && name !== undefined && (typeof value === "number" || value === undefined) ? RESOURCE_IDS[name] : undefined;

for (const { variable, hint } of Object.values(RESOURCE_IDS)) HINTS[variable] = hint;

/**
 * The example a sample starts from: the first one, except for create order, whose first example
 * names customer 123456 (a fresh sandbox answers 404): the first example without a customer_id.
 */
function sampleExample(id: string, examples: ReadonlyArray<[string, unknown]>): unknown {
  if (id === "createOrder") {
    const fresh = examples.find(([, v]) => {
      if (!isObject(v) || typeof v.request !== "string") return false;
      const payload = decodeBase64Json(v.request) as { customer_data?: { customer_id?: unknown } } | undefined;
      return payload?.customer_data?.customer_id === undefined;
    });
    if (fresh) return fresh[1];
  }
  return examples[0]?.[1];
}

/** The sandbox's test merchant secret (hex), shown in full on the Sandbox page and in the x-verify recipe. */
export const SANDBOX_SECRET_HINT = `the merchant secret as hex; the sandbox's test secret is ${DEFAULT_SANDBOX_SECRET}`;

/** x-verify of the Base64 text in $REQUEST, in one line: openssl (HMAC-SHA256 under the hex secret, upper-case hex). */
export const OPENSSL_X_VERIFY = `X_VERIFY=$(printf %s "$REQUEST" | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$OPTIMIZER_SECRET_HEX" | sed 's/^.*= //' | tr a-f A-F)`;
/** The same with the package's signer (@payments/contracts/signing), in one line. */
export const NODE_X_VERIFY = `X_VERIFY=$(node -e 'import("@payments/contracts/signing").then((s) => console.log(s.hmacSha256Signer(process.env.OPTIMIZER_SECRET_HEX)(process.argv[1])))' "$REQUEST")`;

const CLIENT: Record<string, { factory: string; variable: string; options: string; base: string }> = {
  affordability: {
    factory: "createAffordabilityClient",
    variable: "offers",
    base: "AFFORDABILITY_URL",
    options: `{
  baseUrl: process.env.AFFORDABILITY_URL!, // make mock: http://127.0.0.1:4010
  authUrl: process.env.AFFORDABILITY_URL!,
  realm: "placeholder-realm",
  clientId: process.env.CLIENT_ID!,
  clientSecret: process.env.CLIENT_SECRET!,
  merchantId: "placeholder-merchant-id",
  paymentProcessor: "placeholder-processor",
}`,
  },
  optimizer: {
    factory: "createOptimizerClient",
    variable: "optimizer",
    base: "OPTIMIZER_URL",
    options: `{
  baseUrl: process.env.OPTIMIZER_URL!, // make mock: http://127.0.0.1:4011
  basicAuth: { username: process.env.OPTIMIZER_USER!, password: process.env.OPTIMIZER_PASSWORD! },
  secretKey: process.env.OPTIMIZER_SECRET_HEX!, // x-verify is computed by the client
}`,
  },
};

/** The samples of every operation of a service's document. */
export function codeSamples(service: string, doc: Node): CodeSample[] {
  const client = CLIENT[service];
  if (!client) return [];
  const schemes = ((doc.components as Node | undefined)?.securitySchemes ?? {}) as Record<string, Node>;
  const params = ((doc.components as Node | undefined)?.parameters ?? {}) as Record<string, Node>;
  const out: CodeSample[] = [];
  for (const [p, item] of Object.entries((doc.paths as Record<string, Node> | undefined) ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op) || typeof op.operationId !== "string") continue;
      const id = op.operationId;
      const vars: Record<string, string | undefined> = {};
      const base = Array.isArray(op.servers) ? `${client.base}` : client.base;
      vars[base] = undefined;
      const list = [...((item.parameters as Node[] | undefined) ?? []), ...((op.parameters as Node[] | undefined) ?? [])]
        .map((x) => {
          const ref = refOf(x);
          return ref === undefined ? x : params[refTarget(ref).name];
        })
        .filter(isObject);
      const paramValue = (x: Node): string => {
        const example = firstExample(x);
        const name = String(x.name);
        const rid = resourceId(service, name, typeof example === "string" && /^\d+$/.test(example) ? Number(example) : example);
        if (rid) {
          vars[rid.variable] = undefined;
          return `$${rid.variable}`;
        }
        if (example === undefined || isSecretKey(name) || /PLACEHOLDER/.test(String(example))) {
          const v = envName(name);
          vars[v] = example === undefined || /PLACEHOLDER/.test(String(example)) ? undefined : String(example);
          return `$${v}`;
        }
        return String(example);
      };
      let urlPath = p;
      const pathArgs: string[] = [];
      for (const x of list.filter((x) => x.in === "path")) {
        const v = paramValue(x);
        urlPath = urlPath.replace(`{${String(x.name)}}`, v);
        const rid = resourceId(service, String(x.name), undefined);
        pathArgs.push(rid ? `Number(process.env.${rid.variable})` : v.startsWith("$") ? `process.env.${v.slice(1)}!` : JSON.stringify(firstExample(x)));
      }
      const query = list.filter((x) => x.in === "query").map((x) => `${encodeURIComponent(String(x.name))}=${paramValue(x)}`);
      const headers = list.filter((x) => x.in === "header").map((x) => `-H "${String(x.name)}: ${paramValue(x)}"`);
      const security = (op.security ?? doc.security) as Array<Record<string, unknown>> | undefined;
      const auth: string[] = [];
      for (const name of Object.keys(security?.[0] ?? {})) {
        const s = schemes[name];
        if (s?.type === "http" && String(s.scheme).toLowerCase() === "basic") {
          auth.push(`-u "$${envName(service)}_USER:$${envName(service)}_PASSWORD"`);
          vars[`${envName(service)}_USER`] = undefined;
          vars[`${envName(service)}_PASSWORD`] = undefined;
        } else if (s) {
          auth.push(`-H "Authorization: Bearer $ACCESS_TOKEN"`);
          vars.ACCESS_TOKEN = undefined;
        }
      }
      const body = isObject(op.requestBody) ? Object.entries((op.requestBody.content as Record<string, Node>) ?? {})[0] : undefined;
      const example = body ? sampleExample(id, mediaExamples(body[1])) : undefined;
      let data: string[] = [];
      let prelude: string[] = [];
      if (body && body[0] === "application/x-www-form-urlencoded" && (typeof example === "string" || isObject(example))) {
        const pairs =
          typeof example === "string" ? [...new URLSearchParams(example)] : Object.entries(example).map(([k, v]) => [k, String(v)] as [string, string]);
        data = pairs.map(([k, v]) => {
          if (JSON.stringify(redactExample(v, k)) === JSON.stringify(v)) return `--data-urlencode ${shellQuote(`${k}=${v}`)}`;
          vars[envName(k)] = v;
          return `--data-urlencode "${k}=$${envName(k)}"`;
        });
      } else if (body && id === "createOrder" && isObject(example) && typeof example.request === "string") {
        // The payload as JSON (editable), Base64-encoded and signed in the sample itself (issue 40).
        const t = templated(decodeBase64Json(example.request), vars, service);
        let text = hereDoc(t.text);
        for (const [sentinel, v] of t.sentinels) text = text.replace(`"${sentinel}"`, v.quoted ? `"$${v.name}"` : `$${v.name}`);
        delete vars.X_VERIFY;
        vars.OPTIMIZER_SECRET_HEX = undefined;
        prelude = [
          `REQUEST=$(openssl base64 -A <<JSON\n${text}\nJSON\n)`,
          `# x-verify: HMAC-SHA256 of the Base64 text under the hex secret, upper-case hex (or with the package's signer:`,
          `#   ${NODE_X_VERIFY})`,
          OPENSSL_X_VERIFY,
        ];
        headers.splice(0, headers.length, ...headers.filter((h) => !/^-H "x-verify:/i.test(h)), `-H "x-verify: $X_VERIFY"`);
        data = [`-H "Content-Type: ${body[0]}"`, `--data-binary "{\\"request\\": \\"$REQUEST\\"}"`];
      } else if (body && example !== undefined) {
        const t = templated(example, vars, service);
        let text = hereDoc(t.text);
        for (const [sentinel, v] of t.sentinels) text = text.replace(`"${sentinel}"`, v.quoted ? `"$${v.name}"` : `$${v.name}`);
        data = [`-H "Content-Type: ${body[0]}"`, `--data-binary @- <<JSON\n${text}\nJSON`];
      }
      const url = `"$${base}${urlPath}${query.length ? `?${query.join("&")}` : ""}"`;
      const hints: Record<string, string> = { ...HINTS, OPTIMIZER_SECRET_HEX: SANDBOX_SECRET_HINT };
      const needs = Object.keys(vars).map((v) => (hints[v] ? `${v} (${hints[v]})` : v));
      const curl = [
        ...needs.map((n, i) => `# ${i === 0 ? "Set" : "   "} ${n}`),
        ...prelude,
        [`curl -sS -X ${method.toUpperCase()} ${url}`, ...auth, ...headers, ...data].join(" \\\n  "),
      ].join("\n");
      const php = service === "optimizer" ? phpSample(id, list, auth.length > 0, example) : undefined;
      out.push({ service, operationId: id, curl, variables: vars, typescript: typescriptSample(service, id, pathArgs, op, example), ...(php ? { php } : {}) });
    }
  }
  return out;
}

function typescriptSample(service: string, id: string, pathArgs: readonly string[], op: Node, example: unknown): string {
  const client = CLIENT[service]!;
  const head = `import { ${client.factory} } from "@payments/contracts/${service}";

const ${client.variable} = ${client.factory}(${client.options});
`;
  if (id === "generateToken") {
    return `${head}
// The client requests the token (client credentials), caches it and renews it before expires_in.
const accessToken: string = await ${client.variable}.accessToken();
`;
  }
  const shown = (v: unknown): string => JSON.stringify(redactExample(v), null, 2);
  const args: string[] = [];
  if (id === "createOrder" && isObject(example) && typeof example.request === "string") {
    args.push(shown(decodeBase64Json(example.request)));
  } else {
    if (id === "processPayment") args.push("process.env.ORDER_TOKEN!");
    args.push(...pathArgs);
    if (isObject(op.requestBody)) args.push(shown(example));
  }
  return `${head}
const { data, error, response } = await ${client.variable}.${id}(${args.join(", ")});
if (error) throw new Error(\`${id}: \${response.status}\`);
console.log(data);
`;
}

/** A PHP single-quoted string. */
const phpString = (text: string): string => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/**
 * A PHP literal of a JSON example: arrays for objects and lists, `new \stdClass()` for an empty
 * object; a value redaction would change is read from the environment instead (`getenv`), and its
 * variable is recorded in `vars` with the example's value.
 */
function phpLiteral(value: unknown, indent: string, vars: Record<string, string | undefined>, key?: string): string {
  const inner = `${indent}    `;
  const rid = resourceId("optimizer", key, value);
  if (rid) {
    vars[rid.variable] = undefined;
    return `(int) getenv('${rid.variable}')`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${inner}${phpLiteral(v, inner, vars, key)},`).join("\n")}\n${indent}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "new \\stdClass()";
    // A key PHP would take for an integer would make json_encode write a list: an object then.
    const cast = entries.some(([k]) => /^(0|-?[1-9][0-9]*)$/.test(k)) ? "(object) " : "";
    return `${cast}[\n${entries.map(([k, v]) => `${inner}${phpString(k)} => ${phpLiteral(v, inner, vars, k)},`).join("\n")}\n${indent}]`;
  }
  if ((typeof value === "string" || typeof value === "number") && JSON.stringify(redactExample(value, key)) !== JSON.stringify(value)) {
    let name = envName(key ?? "value");
    for (let i = 2; vars[name] !== undefined && vars[name] !== String(value); i++) name = `${envName(key ?? "value")}_${i}`;
    vars[name] = String(value);
    return typeof value === "string" ? `getenv('${name}')` : Number.isInteger(value) ? `(int) getenv('${name}')` : `(float) getenv('${name}')`;
  }
  if (typeof value === "string") return phpString(value);
  if (value === null) return "null";
  return JSON.stringify(value);
}

/** A snake_case name of an operation id: createOrder → create_order. */
const snake = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/**
 * The PHP sample of one optimizer operation: the kit's builder (`<operation>_request`) with the
 * example's path values and body (create order: the decoded payload and the merchant secret), sent
 * with the kit's `send()`.
 */
function phpSample(id: string, params: readonly Node[], basicAuth: boolean, example: unknown): CodeSample["php"] {
  const vars: Record<string, string | undefined> = { OPTIMIZER_URL: undefined };
  const args: string[] = [];
  if (id === "createOrder" && isObject(example) && typeof example.request === "string") {
    args.push(phpLiteral(decodeBase64Json(example.request), "", vars));
    vars.OPTIMIZER_SECRET_HEX = undefined;
    args.push("getenv('OPTIMIZER_SECRET_HEX')");
  } else {
    for (const x of params.filter((p) => p.in === "path" || p.in === "query")) {
      const value = firstExample(x);
      const rid = resourceId("optimizer", String(x.name), undefined);
      if (rid) {
        vars[rid.variable] = undefined;
        args.push(`(int) getenv('${rid.variable}')`);
        continue;
      }
      const name = envName(String(x.name));
      if (value === undefined || isSecretKey(String(x.name)) || /PLACEHOLDER/.test(String(value)) || x.in === "query") {
        vars[name] = value === undefined || /PLACEHOLDER/.test(String(value)) ? undefined : String(value);
        args.push(x.in === "path" ? `(int) getenv('${name}')` : `getenv('${name}')`);
      } else {
        args.push(phpLiteral(value, "", vars, String(x.name)));
      }
    }
    if (example !== undefined) args.push(phpLiteral(example, "", vars));
  }
  if (basicAuth) {
    vars.OPTIMIZER_USER = undefined;
    vars.OPTIMIZER_PASSWORD = undefined;
  }
  const hints: Record<string, string> = { ...HINTS, OPTIMIZER_SECRET_HEX: SANDBOX_SECRET_HINT };
  const needs = Object.keys(vars).map((v) => (hints[v] ? `${v} (${hints[v]})` : v));
  const source = `<?php
${needs.map((n, i) => `// ${i === 0 ? "Set" : "   "} ${n}`).join("\n")}
require 'optimizer.php'; // the package's tools/kits/php/optimizer.php (node_modules/@payments/contracts/tools/kits/php/)

use Payments\\Contracts\\Optimizer;

$request = Optimizer\\${snake(id)}_request(${args.join(", ")});
$answer = Optimizer\\send(getenv('OPTIMIZER_URL'), $request${basicAuth ? ", [getenv('OPTIMIZER_USER'), getenv('OPTIMIZER_PASSWORD')]" : ""});
echo $answer['status'], "\\n", json_encode($answer['body'], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\\n";
`;
  return { source, variables: vars };
}
