/**
 * The one router of the HTTP contract: a request's method and path to its operation and path
 * parameters. The sandbox, the judge (conform, the proxy, the probe, certify) and the server face
 * route with it; nothing else matches a path to an operation.
 *
 * - Templates are compiled once (`{name}` matches one path segment, not empty, no "/"); a template
 *   without parameters is found by a Map lookup.
 * - A trailing slash is ignored; parameters are percent-decoded (a segment that does not decode
 *   stays as written: validation reports it).
 * - `basePath` (a string): what comes before the contract's paths is cut off, and only the whole
 *   rest matches. Left undefined, the base path is inferred: when no template matches the whole
 *   path, the longest template that matches its end (at a segment boundary) wins, so recordings
 *   made against `https://host/some/prefix/api/v2/order/create` still match `/api/v2/order/create`.
 * - No match: the methods the path has (`allowed`, for a 405), or a spelling of the path the
 *   contract has in another case (`nearMiss`: paths are case-sensitive).
 */
import { pathTemplate } from "../http/path-template.ts";

/** What the router reads of an operation (the contract's HttpOperation, operations.ts). */
export interface Routable {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** The path template, e.g. /customer/{customerId}. */
  readonly path: string;
}

export interface Routed<Op extends Routable = Routable> {
  readonly operation: Op;
  /** Path parameters by name, percent-decoded. */
  readonly params: Record<string, string>;
}

export interface NotRouted {
  readonly operation: undefined;
  /** The methods the contract has for this path (empty: no operation has the path). */
  readonly allowed: readonly string[];
  /** "METHOD /path" of the contract, spelled in another case, when that is the likely intent. */
  readonly nearMiss?: string | undefined;
}

export type RouteResult<Op extends Routable = Routable> = Routed<Op> | NotRouted;

interface Compiled<Op extends Routable> {
  readonly operation: Op;
  readonly method: string;
  readonly names: readonly string[];
  readonly exact: RegExp;
  readonly suffix: RegExp;
  /** Case-insensitive suffix match: only to hint at a near miss (/api/v2/ for /api/V2/). */
  readonly loose: RegExp;
}

function compile<Op extends Routable>(operation: Op): Compiled<Op> {
  const { source, names } = pathTemplate(operation.path);
  return {
    operation,
    method: operation.method,
    names,
    exact: new RegExp(`^${source}$`),
    suffix: new RegExp(`^(?:/[^?#]*)?${source}$`),
    loose: new RegExp(`^(?:/[^?#]*)?${source}$`, "i"),
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const trimSlash = (p: string): string => (p.length > 1 && p.endsWith("/") ? p.replace(/\/+$/, "") || "/" : p);

export class Router<Op extends Routable = Routable> {
  private readonly compiled: Compiled<Op>[];
  /** Templates without parameters, by "METHOD path" (the fast path). */
  private readonly literal = new Map<string, Compiled<Op>>();
  private readonly basePath: string | undefined;

  /** `basePath`: see the module comment (undefined: inferred). */
  constructor(operations: readonly Op[], basePath?: string) {
    // Longest template first: with an inferred base path, the most specific operation wins.
    this.compiled = operations.map(compile).sort((a, b) => b.operation.path.length - a.operation.path.length);
    for (const c of this.compiled) if (c.names.length === 0) this.literal.set(`${c.method} ${c.operation.path}`, c);
    this.basePath = basePath === undefined ? undefined : basePath.replace(/\/+$/, "");
  }

  route(method: string, rawPath: string): RouteResult<Op> {
    const m = method.toUpperCase();
    let p = rawPath;
    const base = this.basePath;
    if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length) || "/";
    p = trimSlash(p);
    const lit = this.literal.get(`${m} ${p}`);
    if (lit) return { operation: lit.operation, params: {} };
    const infer = base === undefined;
    const found = this.find(m, p, "exact") ?? (infer ? this.find(m, p, "suffix") : undefined);
    if (found) return found;
    const allowed = new Set<string>();
    for (const c of this.compiled) if (c.exact.test(p) || (infer && c.suffix.test(p))) allowed.add(c.method);
    const near = allowed.size ? undefined : this.compiled.find((c) => c.method === m && c.loose.test(p));
    return { operation: undefined, allowed: [...allowed], nearMiss: near ? `${near.method} ${near.operation.path}` : undefined };
  }

  private find(method: string, p: string, kind: "exact" | "suffix"): Routed<Op> | undefined {
    for (const c of this.compiled) {
      if (c.method !== method) continue;
      const r = c[kind].exec(p);
      if (!r) continue;
      const params: Record<string, string> = {};
      c.names.forEach((n, i) => {
        params[n] = decode(r[i + 1]!);
      });
      return { operation: c.operation, params };
    }
    return undefined;
  }
}

/** An operation's path with its parameters filled in (percent-encoded; a missing one is empty). */
export function fillPath(template: string, params: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
