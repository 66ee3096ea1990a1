/**
 * Certification test plans (conformance/plans/*.yaml): reading one by name or path, checking it
 * against the published schema (conformance/schemas/plan.schema.json) and against the contract
 * (every MethodId, TransactionType and operation it names exists; step references point back).
 * A plan that cannot be used is an InputError naming the file and the JSON pointer.
 */
import { createAjv, contractNames } from "../contract/index.ts";
import { readdirSync, readFileSync } from "node:fs";
import { readSmallFile } from "../small-file.ts";
import path from "node:path";
import { parseDocument } from "yaml";
import { InputError, UsageError } from "../errors.ts";
import { ROOT } from "../paths.ts";
import { sha256 } from "./provenance.ts";
import { checkShape } from "../limits.ts";
import { RULES } from "../judge/index.ts";

export const PLANS_DIR = path.join(ROOT, "conformance", "plans");
export const PLAN_SCHEMA = path.join(ROOT, "conformance", "schemas", "plan.schema.json");

export type Primitive = string | number | boolean | null;

export interface Reference {
  step: string;
  pointer?: string;
  prefix?: string;
  plusSeconds?: string;
  /** before / after: the seconds of `plusSeconds` multiplied by this (0 to 1; default 1): `0.5` is half a token's lifetime. */
  times?: number;
}

export interface Condition {
  pointer: string;
  exists?: boolean;
  equals?: unknown;
  oneOf?: unknown[];
  notOneOf?: unknown[];
  matches?: string;
  sameAs?: Reference;
  before?: Reference;
  /** A number (epoch ms) not lower than an earlier step's time plus its `plusSeconds` (× `times`). */
  after?: Reference;
}

export interface Step {
  id?: string;
  title?: string;
  method?: string;
  transactionType?: number | number[];
  responseCode?: string | number | Array<string | number>;
  operation?: string | string[];
  status?: number | number[];
  where?: Condition[];
  /**
   * A step that must NOT occur: no exchange after the previous step's (to the end of the recording)
   * meets its criteria. It binds nothing; the next step matches after the previous step's exchange.
   */
  absent?: boolean;
}

/** A violation a negative scenario provokes on purpose: its rule, at its pointer or under it. */
export interface Provoked {
  rule: string;
  pointer: string;
}

export interface Scenario {
  id: string;
  title: string;
  source: string;
  quote?: string;
  /** What the scenario tests and why, where the quote alone does not say it (the plan's decisions). */
  description?: string;
  required: boolean;
  each?: boolean;
  trigger?: string;
  /**
   * The violations this (negative) scenario provokes on purpose to reach its outcome (onboarding
   * without Correlation-ID, for its 400): on the exchanges the scenario matches, and only there,
   * they neither fail the scenario nor the certificate.
   */
  provokes?: Provoked[];
  steps: Step[];
}

export interface Trigger {
  id: string;
  value: string;
  outcome: string;
}

export interface Plan {
  plan: string;
  title: string;
  document: string;
  kind: "terminal" | "http";
  app?: "terminal" | "mobile";
  service?: "affordability" | "optimizer";
  triggers?: Trigger[];
  scenarios: Scenario[];
}

export interface LoadedPlan {
  plan: Plan;
  /** The plan file as given or found. */
  file: string;
  /** SHA-256 (hex) of the file's bytes. */
  sha256: string;
}

/** The names of the plans shipped in conformance/plans/. */
export function planNames(dir = PLANS_DIR): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => /\.(ya?ml|json)$/.test(n))
      .map((n) => n.replace(/\.(ya?ml|json)$/, ""))
      .sort();
  } catch {
    return [];
  }
}

/** `--plan NAME|FILE`: a bare name (no slash, no extension) is a shipped plan; anything else a path. */
export function resolvePlan(arg: string, dir = PLANS_DIR): string {
  if (arg.includes("/") || arg.includes(path.sep) || /\.(ya?ml|json)$/.test(arg)) return arg;
  for (const ext of [".yaml", ".yml", ".json"]) {
    const file = path.join(dir, arg + ext);
    try {
      readFileSync(file);
      // Reports name the plan file; relative to the working folder when inside it (no machine paths).
      const rel = path.relative(process.cwd(), file);
      return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
    } catch {
      // try the next extension
    }
  }
  throw new UsageError(`--plan: no plan named "${arg}"; the plans are ${planNames(dir).join(", ")} (or give a plan file's path)`);
}

let schemaValidator: ReturnType<ReturnType<typeof createAjv>["compile"]> | undefined;

function validator(): NonNullable<typeof schemaValidator> {
  // The schema's if/then checks name properties defined beside them, not inside: strictRequired off.
  schemaValidator ??= createAjv({ strictRequired: false, strictTypes: false }).compile(JSON.parse(readFileSync(PLAN_SCHEMA, "utf8")) as object);
  return schemaValidator;
}

/**
 * What certify reads of a plan at most (the shipped plans are under 40 KB, 60 scenarios, 3 steps):
 * a plan beyond one of these is refused (exit 2) before it can cost memory or time.
 */
export const PLAN_LIMITS = {
  /** Bytes of the plan file. */
  bytes: 1024 * 1024,
  /** Nesting depth of the parsed plan. */
  depth: 32,
  /** Values (objects, arrays, strings, numbers...) of the parsed plan. */
  values: 200_000,
  /** YAML alias uses (the yaml library's own default, reported as an input problem). */
  aliases: 100,
  /** Scenarios of a plan. */
  scenarios: 2_000,
  /** Steps of a scenario. */
  steps: 16,
  /** Conditions of a step. */
  conditions: 32,
} as const;

const reason = (code: string | undefined): string =>
  code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : code === "EACCES" ? "permission denied" : (code ?? "unknown error");

/** The plan's bytes: a regular file of at most PLAN_LIMITS.bytes (a FIFO would block, /dev/zero never ends). */
function readPlanBytes(file: string): Buffer {
  const read = readSmallFile(file, PLAN_LIMITS.bytes);
  if (read.bytes) return read.bytes;
  const p = read.problem;
  const what =
    p.kind === "directory"
      ? "is a directory"
      : p.kind === "not-regular"
        ? "not a regular file: a plan is a YAML or JSON file"
        : p.kind === "too-large"
          ? `${p.size === undefined ? "more than " : ""}${p.size ?? PLAN_LIMITS.bytes} bytes; a plan has at most ${PLAN_LIMITS.bytes} (limit)`
          : reason(p.code);
  throw new InputError(`certify: ${file}: cannot read the plan (${what}); check the path`);
}

/** Read, parse and check a plan file. */
export function loadPlan(file: string): LoadedPlan {
  const bytes = readPlanBytes(file);
  const text = bytes.toString("utf8");
  let data: unknown;
  if (file.endsWith(".json")) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new InputError(`certify: ${file}: the plan is not JSON; fix the file (see conformance/schemas/plan.schema.json)`);
    }
  } else {
    const doc = parseDocument(text, { prettyErrors: true }); // for linePos; the message (which quotes the source) is never shown
    if (doc.errors.length) {
      const e = doc.errors[0]!;
      const line = e.linePos?.[0]?.line;
      throw new InputError(`certify: ${file}: the plan is not YAML (${e.code}${line ? ` at line ${line}` : ""}); fix the file`);
    }
    try {
      data = doc.toJS({ maxAliasCount: PLAN_LIMITS.aliases });
    } catch (e) {
      // The yaml library refuses alias bombs ("Excessive alias count") and unresolvable aliases here.
      const alias = /alias/i.test((e as Error).message ?? "");
      throw new InputError(
        `certify: ${file}: the plan ${alias ? `uses YAML aliases more than ${PLAN_LIMITS.aliases} times, or an alias it does not define` : "cannot be read as YAML data"} (limit); write the values out`,
      );
    }
  }
  const shape = checkShape(data, PLAN_LIMITS, "the plan");
  if (shape) throw new InputError(`certify: ${file}: ${shape.message}; simplify the plan`);
  const validate = validator();
  if (!validate(data)) {
    const e = validate.errors![0]!;
    throw new InputError(`certify: ${file}: the plan breaks plan.schema.json at ${e.instancePath || "/"}: ${e.message ?? e.keyword}; fix the plan`);
  }
  const plan = data as Plan;
  checkPlan(plan, file);
  return { plan, file, sha256: sha256(bytes) };
}

/**
 * Whether a regular expression has a quantified group that holds a quantifier ((a+)+, (\w+\s?)*,
 * ((ab)*c){2,}): the shape of catastrophic backtracking. One pass over the pattern (escapes and
 * character classes skipped), so a hostile pattern costs linear time here.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  const groups: boolean[] = []; // per open group: whether it holds a quantifier
  let inClass = false;
  const quantifierAt = (i: number): boolean => {
    const c = pattern[i];
    return c === "+" || c === "*" || (c === "{" && /^\{\d+,/.test(pattern.slice(i, i + 12)));
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") groups.push(false);
    else if (c === ")") {
      const inner = groups.pop() ?? false;
      if (inner && quantifierAt(i + 1)) return true;
      if (groups.length > 0 && (inner || quantifierAt(i + 1))) groups[groups.length - 1] = true;
    } else if (quantifierAt(i) && groups.length > 0) groups[groups.length - 1] = true;
  }
  return false;
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** What the schema cannot say: unique ids, known triggers, references to earlier steps, names of the contract. */
function checkPlan(plan: Plan, file: string): void {
  const fail = (pointer: string, what: string): never => {
    throw new InputError(`certify: ${file}: ${what} at ${pointer}; fix the plan`);
  };
  if (plan.scenarios.length > PLAN_LIMITS.scenarios)
    fail("/scenarios", `${plan.scenarios.length} scenarios; a plan has at most ${PLAN_LIMITS.scenarios} (limit)`);
  const names = contractNames();
  const triggers = new Set((plan.triggers ?? []).map((t) => t.id));
  const ids = new Set<string>();
  plan.scenarios.forEach((s, i) => {
    const at = `/scenarios/${i}`;
    if (ids.has(s.id)) fail(`${at}/id`, `scenario id "${s.id}" is used twice`);
    ids.add(s.id);
    if (s.trigger !== undefined && !triggers.has(s.trigger)) fail(`${at}/trigger`, `trigger "${s.trigger}" is not one of the plan's triggers`);
    (s.provokes ?? []).forEach((p, k) => {
      if (!RULES.some((r) => r.id === p.rule)) fail(`${at}/provokes/${k}/rule`, `"${p.rule}" is not a rule of contracts conform`);
    });
    if (s.steps[0]?.absent) fail(`${at}/steps/0/absent`, "the first step cannot be absent (it starts the scenario)");
    const seen = new Set<string>();
    if (s.steps.length > PLAN_LIMITS.steps) fail(`${at}/steps`, `${s.steps.length} steps; a scenario has at most ${PLAN_LIMITS.steps} (limit)`);
    s.steps.forEach((step, j) => {
      const sat = `${at}/steps/${j}`;
      if ((step.where ?? []).length > PLAN_LIMITS.conditions)
        fail(`${sat}/where`, `${step.where!.length} conditions; a step has at most ${PLAN_LIMITS.conditions} (limit)`);
      if (plan.kind === "terminal") {
        if (step.operation !== undefined || step.status !== undefined) fail(sat, "operation and status are for HTTP plans");
        if (step.method === undefined) fail(sat, "a terminal step names its method (MethodId)");
        const methods = names.methods[plan.app!];
        if (!methods.includes(step.method!)) fail(`${sat}/method`, `MethodId ${step.method} is not a method of the ${plan.app} app`);
        for (const t of list(step.transactionType)) {
          if (!names.transactionTypes[plan.app!].includes(t)) fail(`${sat}/transactionType`, `TransactionType ${t} is not one of the ${plan.app} app`);
        }
      } else {
        if (step.method !== undefined || step.transactionType !== undefined || step.responseCode !== undefined)
          fail(sat, "method, transactionType and responseCode are for terminal plans");
        if (step.operation === undefined) fail(sat, "an HTTP step names its operation");
        for (const op of list(step.operation)) {
          if (!names.operations[plan.service!].includes(op)) fail(`${sat}/operation`, `operation "${op}" is not one of the ${plan.service} contract`);
        }
      }
      (step.where ?? []).forEach((c, k) => {
        for (const key of ["sameAs", "before", "after"] as const) {
          const ref = c[key];
          if (ref && !seen.has(ref.step)) fail(`${sat}/where/${k}/${key}/step`, `step "${ref.step}" is not an earlier step of the scenario`);
          if (ref?.times !== undefined && !(typeof ref.times === "number" && ref.times >= 0 && ref.times <= 1))
            fail(`${sat}/where/${k}/${key}/times`, "times is a number from 0 to 1");
        }
        if (c.matches !== undefined) {
          try {
            new RegExp(c.matches);
          } catch {
            fail(`${sat}/where/${k}/matches`, "not a regular expression");
          }
          // A recorded value is matched without a time limit: a quantified group holding a quantifier
          // ((a+)+, (\w+\s?)*) can take exponential time on a value the partner chose.
          if (hasNestedQuantifier(c.matches))
            fail(`${sat}/where/${k}/matches`, "a quantified group with a quantifier inside (such as (a+)+) can take exponential time; rewrite it");
        }
      });
      if (step.absent && step.id !== undefined) fail(`${sat}/id`, "an absent step matches no exchange, so no later step can refer to it");
      if (step.id !== undefined) {
        if (seen.has(step.id)) fail(`${sat}/id`, `step id "${step.id}" is used twice`);
        seen.add(step.id);
      }
    });
  });
}
