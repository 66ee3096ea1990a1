/**
 * Matching a recorded request to an operation: by method and path template, after an optional
 * base path. Templates are compiled to regular expressions once, when the matcher is built.
 *
 * Without --base-path the base path is inferred: when no template matches the whole path, the
 * longest template that matches its end (at a segment boundary) wins, so recordings made against
 * `https://host/some/prefix/api/v2/order/create` still match `/api/v2/order/create`.
 */
import { pathTemplate } from "../../http/path-template.ts";
import type { HttpOperation } from "./contracts.ts";

export interface Match {
  operation: HttpOperation;
  /** Path parameters by name, percent-decoded. */
  params: Record<string, string>;
}

export type MatchResult = Match | { operation: undefined; allowedMethods: string[]; nearMiss?: string | undefined };

interface Compiled {
  operation: HttpOperation;
  method: string;
  names: string[];
  exact: RegExp;
  suffix: RegExp;
  /** Case-insensitive suffix match: only to hint at a near miss (/api/v2/ for /api/V2/). */
  loose: RegExp;
  length: number;
}

function compile(operation: HttpOperation): Compiled {
  const { source: body, names } = pathTemplate(operation.op.path);
  return {
    operation,
    method: operation.op.method.toUpperCase(),
    names,
    exact: new RegExp(`^${body}/?$`),
    suffix: new RegExp(`^(?:/[^?#]*)?${body}/?$`),
    loose: new RegExp(`^(?:/[^?#]*)?${body}/?$`, "i"),
    length: operation.op.path.length,
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class Matcher {
  private readonly compiled: Compiled[];
  /** Templates without parameters, by "METHOD path" (the fast path). */
  private readonly literal = new Map<string, Compiled>();

  constructor(
    operations: HttpOperation[],
    private readonly basePath: string = "",
  ) {
    this.compiled = operations.map(compile).sort((a, b) => b.length - a.length);
    for (const c of this.compiled) if (c.names.length === 0) this.literal.set(`${c.method} ${c.operation.op.path}`, c);
    this.basePath = basePath.replace(/\/+$/, "");
  }

  match(method: string, rawPath: string): MatchResult {
    const m = method.toUpperCase();
    let p = rawPath;
    if (this.basePath) {
      if (p === this.basePath || p.startsWith(`${this.basePath}/`)) p = p.slice(this.basePath.length) || "/";
    }
    const lit = this.literal.get(`${m} ${p}`) ?? (p.endsWith("/") ? this.literal.get(`${m} ${p.slice(0, -1)}`) : undefined);
    if (lit) return { operation: lit.operation, params: {} };
    const found = this.find(m, p, "exact") ?? (this.basePath ? undefined : this.find(m, p, "suffix"));
    if (found) return found;
    const allowed = new Set<string>();
    for (const c of this.compiled) if (c.exact.test(p) || (!this.basePath && c.suffix.test(p))) allowed.add(c.method);
    const near = allowed.size ? undefined : this.compiled.find((c) => c.method === m && c.loose.test(p));
    return { operation: undefined, allowedMethods: [...allowed], nearMiss: near ? `${near.method} ${near.operation.op.path}` : undefined };
  }

  private find(method: string, p: string, kind: "exact" | "suffix"): Match | undefined {
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
