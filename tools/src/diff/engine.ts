/**
 * The comparison of two generated/ trees: every HTTP service's OpenAPI document and every message
 * service's schemas. Returns the findings, most severe first.
 */
import type { LifecyclePolicy } from "./lifecycle.ts";
import type { Finding, Level, Node, Tree } from "./model.ts";
import { compareAsyncApi } from "./asyncapi.ts";
import { compareMessages } from "./messages.ts";
import { compareOpenApi } from "./openapi.ts";
import { Reporter, sortFindings } from "./report.ts";
import { compareStandaloneSchemas } from "./single.ts";

export interface DiffOptions {
  /** Only these rules report (the pair test of a rule enables just that rule). */
  rules?: ReadonlySet<string>;
  /** Deprecation, sunset and stability policy (default: today, no deprecation windows). */
  policy?: LifecyclePolicy;
  /** Levels that replace a rule's own (`--level rule=warning`). */
  levels?: ReadonlyMap<string, Level>;
}

export function diffTrees(base: Tree, head: Tree, options: DiffOptions = {}): Finding[] {
  const report = new Reporter(options.rules, options.levels);
  const services = new Set([...base.openapi.keys(), ...head.openapi.keys()]);
  for (const service of [...services].sort()) {
    const bf = base.openapi.get(service);
    const hf = head.openapi.get(service);
    const file = hf ?? bf!;
    const docNode = (tree: Tree, f: string | undefined): Node =>
      f ? { file: f, pointer: "", value: tree.docs.get(f) } : { file, pointer: "", value: { paths: {} } };
    compareOpenApi({ base, head, baseDoc: docNode(base, bf), headDoc: docNode(head, hf), service, report, policy: options.policy });
  }
  const messageServices = new Set([...base.messages.keys(), ...head.messages.keys()]);
  for (const service of [...messageServices].sort()) compareMessages(base, head, service, report);
  for (const name of [...head.schemas.keys()].sort()) compareStandaloneSchemas(base, head, name, report);
  for (const name of [...head.asyncapi.keys()].sort()) compareAsyncApi(base, head, name, report);
  return sortFindings(report.findings);
}
