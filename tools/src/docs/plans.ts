/**
 * The shipped certification plans as the site reads them: the same files `contracts certify` loads
 * (conformance/plans/*.yaml|json), checked against the same conformance/schemas/plan.schema.json.
 * Read here rather than through certify/plan.ts because certify imports docs/style.ts, so an import
 * back would be a cycle (tools/test/architecture.test.ts); tools/test/docs/plans-pages.test.ts checks
 * that both read the same plans. The types name only what the pages show.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ROOT } from "../paths.ts";
import { createAjv } from "../schemas/ajv.ts";

export const PLANS_FOLDER = path.join(ROOT, "conformance", "plans");
const PLAN_SCHEMA_FILE = path.join(ROOT, "conformance", "schemas", "plan.schema.json");

export interface Reference {
  step: string;
  pointer?: string;
  prefix?: string;
  plusSeconds?: string;
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
}

export interface Scenario {
  id: string;
  title: string;
  source: string;
  quote?: string;
  required: boolean;
  each?: boolean;
  trigger?: string;
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
  readonly plan: Plan;
  readonly file: string;
}

/** Every plan of conformance/plans/, by file name; throws on a plan that breaks plan.schema.json. */
export function shippedPlans(dir = PLANS_FOLDER): LoadedPlan[] {
  const validate = createAjv({ strictRequired: false, strictTypes: false }).compile(JSON.parse(readFileSync(PLAN_SCHEMA_FILE, "utf8")) as object);
  return readdirSync(dir)
    .filter((n) => /\.(ya?ml|json)$/.test(n))
    .sort()
    .map((n) => {
      const file = path.join(dir, n);
      const text = readFileSync(file, "utf8");
      const data: unknown = n.endsWith(".json") ? JSON.parse(text) : parse(text);
      if (!validate(data))
        throw new Error(`${file} breaks plan.schema.json at ${validate.errors?.[0]?.instancePath || "/"}: run contracts certify for details`);
      return { plan: data as Plan, file };
    });
}
