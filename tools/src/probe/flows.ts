/**
 * The probe's stateful sequences, read from conformance/flows/<service>.yaml: written once as data
 * beside the certification plans (conformance/plans/), so that a partner reads the same documented
 * flows the probe drives. A bad file is an InputError naming the file and the flow/step.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { InputError } from "../errors.ts";
import { isObject } from "../json.ts";
import { ROOT } from "../paths.ts";
import type { Narrowing } from "./schema.ts";

export type Expect = "accepted" | "refused";

export interface FlowStep {
  id?: string | undefined;
  title?: string | undefined;
  /** HTTP operationId, or for the terminal `<MethodName>` of the flow's app. */
  operation: string;
  /** Index of the documented example the request starts from. */
  example: number;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Body (or decoded payload) pointer → template. */
  set: Record<string, string>;
  vary: Record<string, Narrowing>;
  /** Authorization template (HTTP); the scheme's default credential when absent. */
  auth?: string | undefined;
  /** Send the request of that earlier step again, as it was sent. */
  repeat?: string | undefined;
  /** Seconds to wait first (a template); waited only when within the probe's wait limit. */
  wait?: string | undefined;
  expect: Expect;
  /**
   * An `expect: refused` step is refused because of the steps before it (a token already used, a
   * card deleted), so the minimizer keeps them all; `alone: true` says it is refused whatever came
   * before (a Get Status for a sale never made), so they may be dropped.
   */
  alone: boolean;
}

export interface Flow {
  id: string;
  source?: string | undefined;
  /** Terminal flows: the app (terminal or mobile). */
  app?: string | undefined;
  steps: FlowStep[];
}

export interface FlowFile {
  file: string;
  service: string;
  flows: Flow[];
}

/** Where the flows live: conformance/flows/<service>.yaml. */
export const FLOWS_DIR = path.join(ROOT, "conformance", "flows");

const strings = (v: unknown, where: string): Record<string, string> => {
  if (v === undefined) return {};
  if (!isObject(v)) throw new InputError(`${where}: must be a mapping of names to text`);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
};

/** Read and check one flows file. */
export function readFlows(file: string): FlowFile {
  let doc: unknown;
  try {
    doc = parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new InputError(`${file}: cannot read the flows: ${(e as Error).message.split("\n", 1)[0]}`);
  }
  if (!isObject(doc) || typeof doc.service !== "string" || !Array.isArray(doc.flows)) {
    throw new InputError(`${file}: a flows file has "service" and a list "flows"`);
  }
  const flows = doc.flows.map((f, i): Flow => {
    const at = `${file}: flows[${i}]`;
    if (!isObject(f) || typeof f.id !== "string" || !Array.isArray(f.steps) || f.steps.length === 0) {
      throw new InputError(`${at}: a flow has an "id" and a non-empty list "steps"`);
    }
    const ids = new Set<string>();
    const steps = f.steps.map((s, j): FlowStep => {
      const sat = `${at} (${f.id}) steps[${j}]`;
      if (!isObject(s)) throw new InputError(`${sat}: a step is a mapping`);
      let operation = s.operation;
      if (typeof s.repeat === "string") {
        if (!ids.has(s.repeat)) throw new InputError(`${sat}: repeat names "${s.repeat}", which is no earlier step`);
        operation ??= "";
      }
      if (typeof operation !== "string") throw new InputError(`${sat}: a step names its "operation"`);
      if (s.expect !== undefined && s.expect !== "accepted" && s.expect !== "refused") throw new InputError(`${sat}: expect is accepted or refused`);
      if (typeof s.id === "string") ids.add(s.id);
      const vary = s.vary === undefined ? {} : s.vary;
      if (!isObject(vary)) throw new InputError(`${sat}: vary is a mapping of pointers to narrowings`);
      return {
        id: typeof s.id === "string" ? s.id : undefined,
        title: typeof s.title === "string" ? s.title : undefined,
        operation,
        example: typeof s.example === "number" ? s.example : 0,
        params: strings(s.params, `${sat} params`),
        query: strings(s.query, `${sat} query`),
        headers: strings(s.headers, `${sat} headers`),
        set: strings(s.set, `${sat} set`),
        vary: vary as Record<string, Narrowing>,
        auth: typeof s.auth === "string" ? s.auth : undefined,
        repeat: typeof s.repeat === "string" ? s.repeat : undefined,
        wait: s.wait === undefined ? undefined : String(s.wait),
        expect: (s.expect as Expect | undefined) ?? "accepted",
        alone: s.alone === true,
      };
    });
    return { id: f.id, source: typeof f.source === "string" ? f.source : undefined, app: typeof f.app === "string" ? f.app : undefined, steps };
  });
  return { file, service: doc.service, flows };
}

/** The flows of a service (conformance/flows/<service>.yaml). */
export function flowsOf(service: string, dir: string = FLOWS_DIR): FlowFile {
  return readFlows(path.join(dir, `${service}.yaml`));
}
