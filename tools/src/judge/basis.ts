/**
 * Where a finding sits in the contract: from a pointer into a recorded message to the schema places
 * it passes through ($ref, allOf/anyOf/oneOf branches, contentSchema), and the contract gaps and
 * decisions marked there (`x-contract-gap`, `x-contract-decision`, listed with their ids in
 * generated/GAPS.md). A finding names the ids of those at or above its place (`basis`), and a
 * property inside a gap place is not "not in the contract" (the document does not show that shape).
 */
import { isJsonMedia } from "../http/media.ts";
import { responseKey } from "../http/responses.ts";
import { escapeToken } from "../json-pointer.ts";
import { documents, type Documents, type Node, type Place } from "../contract/documents.ts";
import { refOf } from "../contract/refs.ts";
import { methodInfo } from "../contract/terminal.ts";
import { isObject } from "../json.ts";

const BRANCHES = ["allOf", "anyOf", "oneOf"] as const;

/** The place and every place that describes the same instance: $ref targets, combinator branches, contentSchema. */
function expand(docs: Documents, start: Place[]): Place[] {
  const out: Place[] = [];
  const seen = new Set<string>();
  const visit = (p: Place): void => {
    const key = `${p.file}#${p.pointer}`;
    if (seen.has(key) || out.length > 200) return;
    seen.add(key);
    out.push(p);
    const n = p.node;
    const ref = refOf(n);
    if (ref !== undefined) {
      const t = docs.ref(p.file, ref);
      if (t) visit(t);
    }
    for (const k of BRANCHES) {
      if (Array.isArray(n[k])) {
        (n[k] as unknown[]).forEach((b, i) => {
          if (isObject(b)) visit({ file: p.file, pointer: `${p.pointer}/${k}/${i}`, node: b });
        });
      }
    }
    for (const k of ["then", "else", "contentSchema"]) if (isObject(n[k])) visit({ file: p.file, pointer: `${p.pointer}/${k}`, node: n[k] as Node });
  };
  for (const p of start) visit(p);
  return out;
}

function child(p: Place, token: string): Place | undefined {
  const n = p.node;
  const props = n.properties;
  if (isObject(props) && isObject(props[token])) return { file: p.file, pointer: `${p.pointer}/properties/${escapeToken(token)}`, node: props[token] as Node };
  if (/^\d+$/.test(token) && isObject(n.items)) return { file: p.file, pointer: `${p.pointer}/items`, node: n.items as Node };
  if (isObject(n.additionalProperties)) return { file: p.file, pointer: `${p.pointer}/additionalProperties`, node: n.additionalProperties as Node };
  return undefined;
}

/** A short meaning: the description's opening words, without a leading "2: " and a closing period. */
function meaningOf(description: unknown): string {
  if (typeof description !== "string") return "";
  const text = description
    .replace(/^\s*[^\s:]+:\s+/, "")
    .split(/\.(?:\s|$)|\n| \(/, 1)[0]!
    .trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * An enumeration finding with the documented values and their meanings ("2 (redirect), 7
 * (seamless)"); the message unchanged when the contract gives no meanings there.
 */
export function withMeanings<E extends { rule: string; pointer: string; message: string; expected?: string }>(
  e: E,
  locator: Locator | undefined,
  tokensOf: (pointer: string) => string[],
): E {
  if (e.rule !== "enum" || !locator) return e;
  const m = locator.meanings(tokensOf(e.pointer));
  if (!m) return e;
  const list = [...m].map(([v, meaning]) => (meaning ? `${v} (${meaning})` : v));
  const shown = list.length > 16 ? `${list.slice(0, 16).join(", ")} and ${list.length - 16} more` : list.join(", ");
  return { ...e, message: `is not a documented value; the contract allows ${shown}` };
}

/** The contract places of one message (a request or response body, a terminal message). */
export class Locator {
  constructor(
    private readonly docs: Documents,
    private readonly roots: Place[],
    /** Ids that hold for every finding of the message (the operation's own marks). */
    private readonly always: string[] = [],
  ) {}

  /** The places at each depth of `tokens` (depth 0: the message itself). */
  private walk(tokens: readonly string[]): Place[][] {
    const levels: Place[][] = [];
    let frontier = expand(this.docs, this.roots);
    levels.push(frontier);
    for (const t of tokens) {
      frontier = expand(
        this.docs,
        frontier.map((p) => child(p, t)).filter((p): p is Place => p !== undefined),
      );
      if (frontier.length === 0) break;
      levels.push(frontier);
    }
    return levels;
  }

  /** Bases found so far, by the tokens as a pointer (findings repeat the same places across exchanges). */
  private readonly bases = new Map<string, readonly string[]>();

  /**
   * The gap and decision ids at or above the place of `tokens` (a new array: the caller may sort it).
   * Remembered per place: on a recording with 40 % invalid exchanges, walking the contract for every
   * finding was 10 % of the run.
   */
  basis(tokens: readonly string[]): string[] {
    let key = "";
    for (const t of tokens) key += `/${escapeToken(t)}`;
    let ids = this.bases.get(key);
    if (ids === undefined) {
      ids = this.findBasis(tokens);
      if (cachedBases < MAX_CACHED_BASES) {
        cachedBases++;
        this.bases.set(key, ids);
      }
    }
    return [...ids];
  }

  /** The ids of `basis`, found by walking the contract. */
  protected findBasis(tokens: readonly string[]): string[] {
    const ids = new Set(this.always);
    for (const level of this.walk(tokens)) for (const p of level) for (const id of this.docs.ids(p)) ids.add(id);
    return [...ids];
  }

  /**
   * The documented values at `tokens` with their meanings: the `x-codes` rows of a code list, or
   * the `const` branches of a `oneOf` with their descriptions. Undefined when none are documented.
   */
  meanings(tokens: readonly string[]): Map<string, string> | undefined {
    const levels = this.walk(tokens);
    if (levels.length !== tokens.length + 1) return undefined;
    const out = new Map<string, string>();
    for (const p of levels[tokens.length]!) {
      const rows = p.node["x-codes"];
      if (Array.isArray(rows))
        for (const r of rows) if (isObject(r) && r.value !== undefined) out.set(JSON.stringify(r.value), meaningOf(r.description ?? r.name));
      if (p.node.const !== undefined && typeof p.node.description === "string") out.set(JSON.stringify(p.node.const), meaningOf(p.node.description));
    }
    return out.size ? out : undefined;
  }
}

/** Bounds the places remembered by all locators together: pointers come from the recording (array indices, property names). */
const MAX_CACHED_BASES = 20_000;
let cachedBases = 0;

interface OperationIndex {
  docs: Documents;
  ops: Map<string, { pointer: string; node: Node; pathItem: string }>;
}

const httpIndexes = new Map<string, OperationIndex | null>();

function httpIndex(service: string): OperationIndex | undefined {
  let idx = httpIndexes.get(service);
  if (idx === undefined) {
    const docs = service === "affordability" || service === "optimizer" ? documents(service) : undefined;
    const doc = docs?.file("openapi.json");
    if (!docs || !isObject(doc)) idx = null;
    else {
      const ops = new Map<string, { pointer: string; node: Node; pathItem: string }>();
      for (const [p, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
        if (!isObject(item)) continue;
        for (const [m, op] of Object.entries(item)) {
          if (isObject(op) && typeof op.operationId === "string")
            ops.set(op.operationId, { pointer: `/paths/${escapeToken(p)}/${m}`, node: op, pathItem: `/paths/${escapeToken(p)}` });
        }
      }
      idx = { docs, ops };
    }
    httpIndexes.set(service, idx);
  }
  return idx ?? undefined;
}

/**
 * The locator of one HTTP message, with engine pointers (/body/..., /headers/<name>, /query/<name>,
 * /path/<name>) as tokens.
 */
export function httpLocator(service: string, operationId: string, side: "request" | "response", status?: number): Locator | undefined {
  // A locator depends only on these four, and every finding asks for one: built once per operation
  // and side (the request, or a response by status), found without building a key string.
  let byOperation = httpLocators.get(service);
  if (!byOperation) httpLocators.set(service, (byOperation = new Map()));
  let bySide = byOperation.get(operationId);
  if (!bySide) byOperation.set(operationId, (bySide = new Map()));
  const key = side === "request" || status === undefined ? side : status;
  if (bySide.has(key)) return bySide.get(key);
  const locator = buildHttpLocator(service, operationId, side, status);
  if (cachedLocators < MAX_CACHED_LOCATORS) {
    cachedLocators++;
    bySide.set(key, locator);
  }
  return locator;
}

/** Bounds the locator caches: keys come from the recording (statuses, MethodIds), which may hold anything. */
const MAX_CACHED_LOCATORS = 4096;
let cachedLocators = 0;
/** By service, operation id, then "request", "response" (no status) or the response's status. */
const httpLocators = new Map<string, Map<string, Map<string | number, Locator | undefined>>>();

function buildHttpLocator(service: string, operationId: string, side: "request" | "response", status?: number): Locator | undefined {
  const idx = httpIndex(service);
  const op = idx?.ops.get(operationId);
  if (!idx || !op) return undefined;
  const always = [
    ...idx.docs.ids({ file: "openapi.json", pointer: op.pathItem, node: idx.docs.at("openapi.json", op.pathItem)?.node ?? {} }),
    ...idx.docs.ids({ file: "openapi.json", pointer: op.pointer, node: op.node }),
  ];
  let container: string | undefined;
  if (side === "request") container = `${op.pointer}/requestBody`;
  else if (status !== undefined) {
    const responses = isObject(op.node.responses) ? op.node.responses : {};
    const key = responseKey(responses, status);
    if (key) container = `${op.pointer}/responses/${key}`;
  }
  const roots: Place[] = [];
  const c = container ? idx.docs.at("openapi.json", container) : undefined;
  if (c) {
    always.push(...idx.docs.ids(c));
    const content = isObject(c.node.content) ? c.node.content : {};
    for (const [type, media] of Object.entries(content)) {
      if (!isObject(media) || !isObject(media.schema) || !isJsonMedia(type.toLowerCase())) continue;
      roots.push({ file: "openapi.json", pointer: `${container}/content/${escapeToken(type)}/schema`, node: media.schema });
    }
  }
  const params = Array.isArray(op.node.parameters) ? (op.node.parameters as unknown[]) : [];
  return new HttpLocator(idx.docs, roots, always, op.pointer, params);
}

class HttpLocator extends Locator {
  constructor(
    private readonly d: Documents,
    roots: Place[],
    private readonly fixed: string[],
    private readonly opPointer: string,
    private readonly params: unknown[],
  ) {
    super(d, roots, fixed);
  }

  protected override findBasis(tokens: readonly string[]): string[] {
    const [head, name] = tokens;
    if (head === "body") return super.findBasis(tokens.slice(1));
    const where = head === "headers" ? "header" : head;
    const ids = new Set(this.fixed);
    this.params.forEach((p, i) => {
      if (isObject(p) && p.in === where && typeof p.name === "string" && name !== undefined && p.name.toLowerCase() === name.toLowerCase()) {
        const place: Place = { file: "openapi.json", pointer: `${this.opPointer}/parameters/${i}`, node: p };
        for (const id of this.d.ids(place)) ids.add(id);
        if (isObject(p.schema))
          for (const s of expand(this.d, [{ file: "openapi.json", pointer: `${place.pointer}/schema`, node: p.schema }]))
            for (const id of this.d.ids(s)) ids.add(id);
      }
    });
    return [...ids];
  }

  override meanings(tokens: readonly string[]): Map<string, string> | undefined {
    return tokens[0] === "body" ? super.meanings(tokens.slice(1)) : undefined;
  }
}

/** The locator of one terminal message (tokens from the message root: Header, Detail, Response). */
export function terminalLocator(app: string, methodId: string, direction: "request" | "reply"): Locator | undefined {
  const known = terminalLocators[direction].get(app)?.get(methodId);
  if (known) return known;
  const method = methodInfo(app, methodId);
  if (!method) return undefined;
  const docs = documents("terminal");
  const root = docs.at(`schemas/${direction === "request" ? method.request : method.reply}`, "");
  if (!root) return undefined;
  const locator = new Locator(docs, [root]);
  const byApp = terminalLocators[direction];
  let byMethod = byApp.get(app);
  if (!byMethod) byApp.set(app, (byMethod = new Map()));
  byMethod.set(methodId, locator);
  return locator;
}

/**
 * One locator per documented method and direction (a bounded set: only the manifest's methods get
 * here), by direction, app and MethodId: found without building a key string for each finding.
 */
const terminalLocators: Record<"request" | "reply", Map<string, Map<string, Locator>>> = { request: new Map(), reply: new Map() };

/** Name the gaps and decisions each finding of `list[from..]` rests on; `prefix` is cut from its pointer first. */
export function attachBasis(
  list: Array<{ pointer: string; basis?: string[] }>,
  from: number,
  prefix: string,
  locator: Locator | undefined,
  tokensOf: (pointer: string) => string[],
): void {
  if (!locator) return;
  for (let i = from; i < list.length; i++) {
    const v = list[i]!;
    if (v.pointer !== prefix && !v.pointer.startsWith(`${prefix}/`)) continue;
    const ids = locator.basis(tokensOf(v.pointer.slice(prefix.length)));
    if (ids.length) v.basis = ids.sort();
  }
}
