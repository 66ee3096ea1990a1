/**
 * Which operation a request is: the contract's path templates (from the service's OpenAPI
 * document) compiled once into matchers. `{name}` matches one path segment (not empty, no "/").
 */
import { pathTemplate } from "../http/path-template.ts";
import { operations, type OpenApiDoc } from "../contract/openapi.ts";

export interface Route {
  readonly operationId: string;
  /** Upper-case method. */
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  readonly params: readonly string[];
}

export type RouteMatch = { kind: "operation"; route: Route; path: Record<string, string> } | { kind: "wrong-method"; allowed: string[] } | { kind: "unknown" };

export function compileRoutes(doc: OpenApiDoc): Route[] {
  return operations(doc).map((op) => {
    const { source, names: params } = pathTemplate(op.path);
    return { operationId: op.operationId, method: op.method.toUpperCase(), template: op.path, pattern: new RegExp(`^${source}$`), params };
  });
}

/** The operation for a method and a path (without query); a trailing slash is ignored. */
export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const allowed: string[] = [];
  for (const r of routes) {
    const m = r.pattern.exec(p);
    if (!m) continue;
    if (r.method !== method) {
      allowed.push(r.method);
      continue;
    }
    const path: Record<string, string> = {};
    r.params.forEach((name, i) => {
      let v = m[i + 1]!;
      try {
        v = decodeURIComponent(v);
      } catch {
        // keep the raw segment; the validator reports it
      }
      path[name] = v;
    });
    return { kind: "operation", route: r, path };
  }
  return allowed.length > 0 ? { kind: "wrong-method", allowed } : { kind: "unknown" };
}
