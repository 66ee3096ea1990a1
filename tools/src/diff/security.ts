/**
 * Security requirements and schemes. An operation's `security` is a list of alternatives (any
 * one will do); each alternative is a set of schemes that are all needed, with OAuth scopes.
 * A client of the old contract authenticates with one of the old alternatives: the change breaks
 * it when no new alternative asks for no more than that.
 */
import { isObject, type JsonObject } from "../json.ts";
import { child, type Node } from "./model.ts";
import type { Reporter } from "./report.ts";

type Alternative = Map<string, Set<string>>;

function alternatives(node: Node | undefined): Alternative[] {
  const list = node && Array.isArray(node.value) ? (node.value as unknown[]) : [];
  const out = list.filter(isObject).map((req) => {
    const alt: Alternative = new Map();
    for (const [scheme, scopes] of Object.entries(req as JsonObject)) {
      alt.set(scheme, new Set(Array.isArray(scopes) ? scopes.map(String) : []));
    }
    return alt;
  });
  // no requirement at all: anyone may call
  return out.length ? out : [new Map()];
}

/** `b` asks for no more than `a`: every scheme and scope of `b` is in `a`. */
function within(b: Alternative, a: Alternative): boolean {
  for (const [scheme, scopes] of b) {
    const have = a.get(scheme);
    if (!have) return false;
    for (const s of scopes) if (!have.has(s)) return false;
  }
  return true;
}

function sameSchemes(a: Alternative, b: Alternative): boolean {
  return a.size === b.size && [...a.keys()].every((k) => b.has(k));
}

function showAlternative(alt: Alternative): string {
  if (alt.size === 0) return "anonymous access";
  return [...alt.keys()].sort().join(" + ");
}

function equal(a: Alternative, b: Alternative): boolean {
  return within(a, b) && within(b, a);
}

export function compareSecurity(report: Reporter, location: string, baseNode: Node | undefined, headNode: Node | undefined, headOperation: Node): void {
  const before = alternatives(baseNode);
  const after = alternatives(headNode);
  const at = headNode ?? headOperation;
  const explained = new Set<Alternative>();
  for (const b of before) {
    if (after.some((h) => within(h, b))) continue;
    // same schemes, more scopes
    const scoped = after.find((h) => sameSchemes(h, b));
    if (scoped) {
      explained.add(scoped);
      for (const [scheme, scopes] of scoped) {
        const extra = [...scopes].filter((s) => !b.get(scheme)?.has(s));
        if (extra.length) report.add("security-scope-added", at, location, { scheme, scopes: extra.sort().join(", ") });
      }
      continue;
    }
    // more schemes than before
    const stricter = after.filter((h) => [...b.keys()].every((k) => h.has(k)));
    if (stricter.length) {
      const smallest = stricter.reduce((x, y) => (y.size < x.size ? y : x));
      explained.add(smallest);
      const extra = new Map([...smallest].filter(([k]) => !b.has(k)));
      report.add("security-requirement-added", at, location, { schemes: showAlternative(extra) });
      continue;
    }
    report.add("security-alternative-removed", baseNode ?? at, location, { schemes: showAlternative(b) });
  }
  for (const h of after) {
    if (explained.has(h) || before.some((b) => equal(b, h))) continue;
    const looser = before.find((b) => within(h, b));
    if (looser) {
      const dropped = new Map([...looser].filter(([k]) => !h.has(k)));
      if (dropped.size) report.add("security-requirement-removed", at, location, { schemes: showAlternative(dropped) });
      else report.add("security-requirement-removed", at, location, { schemes: "some scopes" });
      continue;
    }
    report.add("security-alternative-added", at, location, { schemes: showAlternative(h) });
  }
}

/** How a scheme sends its credential, in words: what a client must match. */
function describeScheme(v: unknown): string {
  if (!isObject(v)) return "nothing";
  const parts = [`type ${String(v.type)}`];
  if (v.type === "http") parts.push(`scheme ${String(v.scheme).toLowerCase()}`);
  if (v.type === "apiKey") parts.push(`${String(v.in)} ${String(v.name).toLowerCase()}`);
  if (v.type === "oauth2" && isObject(v.flows)) {
    for (const flow of Object.keys(v.flows).sort()) {
      const f = v.flows[flow];
      const urls = isObject(f) ? [f.authorizationUrl, f.tokenUrl].filter((u) => typeof u === "string") : [];
      parts.push(`flow ${flow}${urls.length ? ` (${urls.join(", ")})` : ""}`);
    }
  }
  if (v.type === "openIdConnect") parts.push(`url ${String(v.openIdConnectUrl)}`);
  return parts.join(", ");
}

/** Schemes defined on both sides (of `service`'s two documents) whose kind or placement changed. */
export function compareSchemes(report: Reporter, service: string, baseDoc: Node, headDoc: Node): void {
  const bs = child(baseDoc, "components", "securitySchemes");
  const hs = child(headDoc, "components", "securitySchemes");
  if (!isObject(bs.value) || !isObject(hs.value)) return;
  for (const name of Object.keys(bs.value)) {
    if (!(name in hs.value)) continue;
    const before = describeScheme(bs.value[name]);
    const after = describeScheme(hs.value[name]);
    if (before !== after) {
      report.add("security-scheme-changed", child(hs, name), `${service} security scheme ${name}`, { before, after });
    }
  }
}
