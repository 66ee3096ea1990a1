/**
 * The shipped certification plans (conformance/plans/), as `contracts certify` loads them: through
 * certify's face, so the pages show exactly what certify judges by (one loader, one schema check).
 */
import { loadPlan, planNames, resolvePlan, type LoadedPlan } from "../certify/index.ts";

export type { Condition, LoadedPlan, Plan, Scenario, Step, Trigger } from "../certify/index.ts";

/** Every shipped plan, by plan name; throws (InputError, one line) on a plan certify would refuse. */
export function shippedPlans(): LoadedPlan[] {
  return planNames().map((name) => loadPlan(resolvePlan(name)));
}
