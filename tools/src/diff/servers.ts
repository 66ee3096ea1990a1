/**
 * Servers and server variables. Servers are matched by URL template; when one list holds the same
 * template twice (a production and a UAT token server, say), those are told apart by the URL their
 * variable defaults expand to.
 */
import { isObject, type JsonObject } from "../json.ts";
import { canonical, child, show, type Node } from "./model.ts";
import type { Reporter } from "./report.ts";

interface Server {
  node: Node;
  url: string;
  expanded: string;
}

export function serversOf(doc: Node): Node | undefined {
  const n = child(doc, "servers");
  return Array.isArray(n.value) ? n : undefined;
}

function list(node: Node | undefined): Server[] {
  if (!node || !Array.isArray(node.value)) return [];
  const out: Server[] = [];
  node.value.forEach((v, i) => {
    if (!isObject(v) || typeof v.url !== "string") return;
    const url = v.url.replace(/\/+$/, "");
    const vars = isObject(v.variables) ? v.variables : {};
    const expanded = url.replace(/\{([^}]*)\}/g, (whole, name: string) => {
      const d = (vars[name] as JsonObject | undefined)?.default;
      return typeof d === "string" ? d : whole;
    });
    out.push({ node: child(node, i), url, expanded });
  });
  return out;
}

export function compareServers(report: Reporter, location: string, baseNode: Node | undefined, headNode: Node | undefined): void {
  const before = list(baseNode);
  const after = list(headNode);
  const pairs: [Server, Server][] = [];
  const unmatchedBefore = new Set(before);
  const unmatchedAfter = new Set(after);
  // 1) a template that appears once on each side; 2) the expanded URL
  for (const b of before) {
    const sameB = before.filter((x) => x.url === b.url);
    const sameH = after.filter((x) => x.url === b.url);
    if (sameB.length === 1 && sameH.length === 1) {
      pairs.push([b, sameH[0]!]);
      unmatchedBefore.delete(b);
      unmatchedAfter.delete(sameH[0]!);
    }
  }
  for (const b of [...unmatchedBefore]) {
    const h = [...unmatchedAfter].find((x) => x.url === b.url && x.expanded === b.expanded);
    if (h) {
      pairs.push([b, h]);
      unmatchedBefore.delete(b);
      unmatchedAfter.delete(h);
    }
  }
  const name = (s: Server, others: Server[]) => (others.filter((x) => x.url === s.url).length > 1 ? `${s.url} (${s.expanded})` : s.url);
  for (const b of unmatchedBefore) report.add("server-removed", b.node, location, { url: name(b, before) });
  for (const h of unmatchedAfter) report.add("server-added", h.node, location, { url: name(h, after) });
  for (const [b, h] of pairs) compareVariables(report, `${location} ${name(h, after)}`, b.node, h.node);
}

function compareVariables(report: Reporter, location: string, b: Node, h: Node): void {
  const bv = child(b, "variables");
  const hv = child(h, "variables");
  if (!isObject(bv.value) || !isObject(hv.value)) return;
  for (const variable of Object.keys(bv.value)) {
    const before = bv.value[variable];
    const after = hv.value[variable];
    if (!isObject(before) || !isObject(after)) continue;
    const at = child(hv, variable);
    const be = Array.isArray(before.enum) ? before.enum : undefined;
    const he = Array.isArray(after.enum) ? after.enum : undefined;
    if (he) {
      const removed = be ? be.filter((x) => !he.some((y) => canonical(y) === canonical(x))) : undefined;
      if (!removed) {
        report.add("server-variable-value-removed", at, location, { variable, values: `any value other than ${he.map(show).join(", ")}` });
      } else if (removed.length) {
        report.add("server-variable-value-removed", at, location, { variable, values: removed.map(show).join(", ") });
      }
    }
    if (canonical(before.default) !== canonical(after.default)) {
      report.add("server-variable-default-changed", at, location, { variable, before: show(before.default), after: show(after.default) });
    }
  }
}
