/**
 * The face of the certification product: what another product (the reference site's plan pages)
 * may use of it. The plans are loaded and checked exactly as `contracts certify` loads them.
 */
export { loadPlan, planNames, resolvePlan, type Condition, type LoadedPlan, type Plan, type Scenario, type Step, type Trigger } from "./plan.ts";
