/**
 * Recording templates: the example exchanges (recording/examples.ts) as HAR entries and JSON Lines
 * lines, serialized once, with slots for what must differ from one cycle of the recording to the
 * next so that the sequence rules see realistic traffic rather than replays:
 *
 * | slot        | what                                                              | rule that needs it   |
 * |-------------|-------------------------------------------------------------------|----------------------|
 * | TIME        | startedDateTime, 10 ms apart                                      | seq-token-expired    |
 * | ACCESS      | the OAuth2 access token of the cycle (issued, then used)          | seq-token-expired    |
 * | TOKEN<i>    | the single-use create-order token of pair i (issued, then used)   | seq-token-origin     |
 * | ORDER       | the order id of the cycle (create, inquiry, refund)               | seq-refund-exceeds-order |
 * | REF<k>      | the k-th BillingRefNo of the examples, per cycle (10 characters)  | seq-status-followup  |
 *
 * A slot is a sentinel in the serialized text (`__SLOT_S_NAME__` inside a string, `"__SLOT_N_NAME__"`
 * for a number, quoted or with escaped quotes when inside an embedded body), so writing an exchange
 * is a join of precomputed parts: millions of exchanges are written at disk speed.
 *
 * Exchanges are grouped in units that must stay together (a create order and the process payment
 * that uses its token; an asynchronous sale answered 100 and its Get Status), so a recording cut
 * at any size is still a conforming recording.
 */
import { bodyText, exampleUrl, httpExamples, messageExamples, type HttpExample, type HttpServiceId, type MessageExample } from "./examples.ts";

export type RecordingService = HttpServiceId | "terminal";

export interface Template {
  /** Even indexes: literal text; odd indexes: slot names. */
  parts: string[];
  /** Numeric slots (their sentinel includes the surrounding quotes). */
  numeric: Set<string>;
}

export interface Unit {
  /** What the unit is (for the generator's summary). */
  label: string;
  templates: Template[];
}

const SENTINEL = /\\*"__SLOT_N_([A-Z0-9]+)__\\*"|__SLOT_S_([A-Z0-9]+)__/g;

export const slotS = (name: string): string => `__SLOT_S_${name}__`;
export const slotN = (name: string): string => `__SLOT_N_${name}__`;

export function compile(text: string): Template {
  const parts: string[] = [];
  const numeric = new Set<string>();
  let last = 0;
  for (const m of text.matchAll(SENTINEL)) {
    parts.push(text.slice(last, m.index));
    const name = m[1] ?? m[2]!;
    if (m[1]) numeric.add(name);
    parts.push(name);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return { parts, numeric };
}

export function render(t: Template, values: Record<string, string>): string {
  let s = t.parts[0]!;
  for (let i = 1; i < t.parts.length; i += 2) {
    const v = values[t.parts[i]!];
    if (v === undefined) throw new Error(`bench: no value for slot ${t.parts[i]}`);
    s += v + t.parts[i + 1]!;
  }
  return s;
}

/** Replace values in a document (deep copy): exact matches and substrings of strings. */
function substitute(node: unknown, rules: Array<(v: unknown, key: string | undefined) => unknown>, key?: string): unknown {
  for (const r of rules) {
    const out = r(node, key);
    if (out !== undefined) return out;
  }
  if (Array.isArray(node)) return node.map((n) => substitute(n, rules));
  if (node !== null && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, substitute(v, rules, k)]));
  }
  return node;
}

// ------------------------------------------------------------------ HTTP (HAR)

const TOKEN_EXAMPLE = "TOKEN-PLACEHOLDER";
const ORDER_EXAMPLE = 1000001;

function httpRules(token: string | undefined, accessToken: string | undefined): Array<(v: unknown, key: string | undefined) => unknown> {
  return [
    (v) => (v === ORDER_EXAMPLE ? slotN("ORDER") : undefined),
    (v) => (v === String(ORDER_EXAMPLE) ? slotS("ORDER") : undefined),
    (v) => (token && typeof v === "string" && v.includes(TOKEN_EXAMPLE) ? v.replaceAll(TOKEN_EXAMPLE, slotS(token)) : undefined),
    (v) => (accessToken && typeof v === "string" && v.includes(accessToken) ? v.replaceAll(accessToken, slotS("ACCESS")) : undefined),
  ];
}

/** One HAR 1.2 entry, pretty-printed as browsers export it (indented for its place in log.entries). */
export function harEntryText(e: HttpExample, indent: number): string {
  const reqText = bodyText(e.contentType, e.body);
  const resText = e.responseBody === undefined ? "" : JSON.stringify(e.responseBody);
  const entry = {
    startedDateTime: slotS("TIME"),
    time: 12,
    request: {
      method: e.method,
      url: exampleUrl(e),
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: Object.entries(e.headers).map(([name, value]) => ({ name, value })),
      queryString: Object.entries(e.query).map(([name, value]) => ({ name, value })),
      ...(reqText !== undefined ? { postData: { mimeType: e.contentType, text: reqText } } : {}),
      headersSize: -1,
      bodySize: reqText === undefined ? 0 : Buffer.byteLength(reqText),
    },
    response: {
      status: e.status,
      statusText: e.status === 200 ? "OK" : "",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: Object.entries(e.responseHeaders).map(([name, value]) => ({ name, value })),
      content: { size: Buffer.byteLength(resText), mimeType: e.responseContentType ?? "", text: resText },
      redirectURL: "",
      headersSize: -1,
      bodySize: Buffer.byteLength(resText),
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, send: 1, wait: 10, receive: 1, ssl: -1 },
  };
  return layoutEntry(entry, indent);
}

/** A HAR entry as the generator lays it out in `log.entries` (pretty-printed with `indent`, or on one line). */
export function layoutEntry(entry: unknown, indent: number): string {
  const text = JSON.stringify(entry, null, indent || undefined);
  if (!indent) return text;
  const pad = " ".repeat(indent * 3);
  return pad + text.replace(/\n/g, `\n${pad}`);
}

/** The units of one HTTP service's cycle. */
export function httpUnits(service: HttpServiceId, indent: number): Unit[] {
  const examples = httpExamples(service);
  const access = examples.find((e) => e.operationId === "generateToken" && (e.responseBody as { access_token?: unknown })?.access_token);
  const accessToken = (access?.responseBody as { access_token?: string } | undefined)?.access_token;
  const slotted = (e: HttpExample, token?: string): Template => {
    const rules = httpRules(token, accessToken);
    const copy: HttpExample = {
      ...e,
      pathParams: substitute(e.pathParams, rules) as Record<string, string>,
      query: substitute(e.query, rules) as Record<string, string>,
      headers: substitute(e.headers, rules) as Record<string, string>,
      body: substitute(e.body, rules),
      responseBody: substitute(e.responseBody, rules),
    };
    return compile(harEntryText(copy, indent));
  };
  const units: Unit[] = [];
  // The token first: the cycle's bearer calls use it.
  for (const e of examples.filter((x) => x.operationId === "generateToken")) units.push({ label: `${e.operationId}: ${e.example}`, templates: [slotted(e)] });
  const creates = examples.filter((x) => x.operationId === "createOrder");
  const payments = examples.filter((x) => x.operationId === "processPayment");
  // Each process payment uses the token of the create order just before it (single use).
  payments.forEach((p, i) => {
    const c = creates[i % creates.length]!;
    units.push({ label: `createOrder + processPayment: ${p.example}`, templates: [slotted(c, `TOKEN${i}`), slotted(p, `TOKEN${i}`)] });
  });
  if (payments.length === 0)
    creates.forEach((c, i) => {
      units.push({ label: `createOrder: ${c.example}`, templates: [slotted(c, `TOKEN${i}`)] });
    });
  for (const e of examples) {
    if (["generateToken", "createOrder", "processPayment"].includes(e.operationId)) continue;
    units.push({ label: `${e.operationId}: ${e.example}${e.status !== 200 ? ` (${e.status})` : ""}`, templates: [slotted(e)] });
  }
  return units;
}

// ------------------------------------------------------------------ terminal (JSON Lines)

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj | undefined => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : undefined);
const detailOf = (m: Obj): Obj | undefined => asObj(m.Detail);
const refOf = (m: Obj): unknown => {
  const d = detailOf(m);
  const payments = d?.Payments;
  return Array.isArray(payments) ? asObj(payments[0])?.BillingRefNo : d?.BillingRefNo;
};
const codeOf = (m: Obj): string => String(asObj(m.Response)?.ResponseCode ?? "").trim();

/** A reply whose payment record carries this BillingRefNo. */
function withRef(reply: Obj, ref: unknown): Obj {
  const copy = structuredClone(reply);
  const d = detailOf(copy);
  const payments = d?.Payments;
  const record = Array.isArray(payments) ? asObj(payments[0]) : d;
  if (record && ref !== undefined) record.BillingRefNo = ref;
  return copy;
}

/**
 * Terminal exchanges for the recording. Methods other than DoTransaction keep the pairing of
 * messageExamples(). A DoTransaction request gets the reply example with the same BillingRefNo
 * (in order: the sale answered 100, then its Get Status answered APPROVED), else an approved reply
 * carrying its BillingRefNo, so that no sale is left waiting for a Get Status.
 */
export function terminalExchanges(): MessageExample[] {
  const all = messageExamples();
  const out: MessageExample[] = [];
  const groups = new Map<string, MessageExample[]>();
  for (const m of all) {
    const key = `${m.app}:${m.methodId}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(m);
  }
  for (const [, list] of groups) {
    if (list[0]!.method !== "DoTransaction") {
      out.push(...list);
      continue;
    }
    const requests = uniqueBy(list.map((m) => m.request));
    const replies = uniqueBy(list.map((m) => m.response));
    const used = new Set<Obj>();
    const approved = replies.find((r) => codeOf(r) === "0" && /APPROVED/i.test(String(asObj(r.Response)?.ResponseMsg)));
    requests.forEach((request, i) => {
      const ref = refOf(request);
      let reply = replies.find((r) => !used.has(r) && ref !== undefined && refOf(r) === ref);
      if (reply) used.add(reply);
      else reply = withRef(approved ?? replies[0]!, ref);
      out.push({ ...list[0]!, example: i, request, response: { ...reply, Header: request.Header } });
    });
  }
  return out;
}

function uniqueBy(list: Obj[]): Obj[] {
  const seen = new Set<string>();
  return list.filter((o) => {
    const k = JSON.stringify(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The units of the terminal cycle: one JSON Lines line each, a sale answered 100 with its Get Status. */
export function terminalUnits(): Unit[] {
  const exchanges = terminalExchanges();
  const refs = new Map<string, string>();
  const rules = [
    (v: unknown, key: string | undefined): unknown => {
      if (key !== "BillingRefNo" || typeof v !== "string" || v === "") return undefined;
      if (!refs.has(v)) refs.set(v, `REF${refs.size}`);
      return slotS(refs.get(v)!);
    },
  ];
  const units: Unit[] = [];
  let open: Unit | undefined;
  for (const m of exchanges) {
    const line = { service: m.app, request: substitute(m.request, rules), response: substitute(m.response, rules) };
    const t = compile(JSON.stringify(line));
    const label = `${m.app}.${m.method}${asObj(m.request.Detail)?.TransactionType !== undefined ? `(${String(asObj(m.request.Detail)!.TransactionType)})` : ""}`;
    if (open) {
      open.templates.push(t);
      open.label += ` + ${label}`;
      open = undefined;
      continue;
    }
    const unit = { label, templates: [t] };
    units.push(unit);
    // A reply 100 (initiated) keeps the unit open for the Get Status that follows it.
    if (m.method === "DoTransaction" && codeOf(m.response) === "100") open = unit;
  }
  if (open) throw new Error(`bench: the terminal examples leave a sale answered 100 without a Get Status (${open.label})`);
  return units;
}

/** How many distinct BillingRefNo slots the terminal units use. */
export function refSlots(units: Unit[]): string[] {
  const names = new Set<string>();
  for (const u of units) for (const t of u.templates) for (let i = 1; i < t.parts.length; i += 2) if (t.parts[i]!.startsWith("REF")) names.add(t.parts[i]!);
  return [...names];
}
