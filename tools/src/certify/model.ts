/**
 * The certification report: per scenario of the plan a status (passed, failed, missing) with the
 * exchanges it rests on and their violations, the verdict, and the provenance (plan, contract,
 * recordings). `--format json` writes it as is; it follows conformance/schemas/certification.schema.json
 * (a test checks that it does). Every string in it has passed through maskPansInText.
 */
import type { Violation } from "../judge/index.ts";

export type ScenarioStatus = "passed" | "failed" | "missing";

/**
 * A violation found by the conformance checks on one of the scenario's exchanges, with where it is;
 * `provoked` when the scenario names it as the one it provokes on purpose (plan `provokes`).
 */
export type ScenarioViolation = Violation & { file: string; index: number; provoked?: boolean };

/**
 * The traffic of the app under test (the plan's HTTP service, or its terminal app): an error-level
 * violation on one of its exchanges fails the certificate, unless a negative scenario that matched
 * the exchange provokes it. Exchanges of other services or apps are listed apart, never counted.
 */
export interface Traffic {
  /** The plan's service or app. */
  app: string;
  /** The violations that fail the certificate, with their exchange's operation. */
  violations: Array<ScenarioViolation & { operation: string }>;
  /** Violations beyond the listed ones (judge.ts TRAFFIC_LISTED): counted, not listed. */
  unlisted?: number;
  /** Per recording and service (or app), the exchanges that are not the app's: listed, not judged here. */
  others: Array<{ file: string; service: string; exchanges: number }>;
}

export interface ScenarioResult {
  id: string;
  title: string;
  source: string;
  quote?: string;
  required: boolean;
  /** The magic value that makes the simulator or sandbox answer this outcome, in words. */
  trigger?: string;
  status: ScenarioStatus;
  exchanges: Array<{ file: string; index: number; operation: string; ok: boolean }>;
  violations: ScenarioViolation[];
  findings: string[];
}

export interface Provenance {
  plan: { name: string; title: string; file: string; sha256: string };
  contract: { package: string; version: string; generatedSha256: string };
  recordings: Array<{ file: string; sha256: string; format: "har" | "jsonl" | "unknown"; exchanges: number }>;
  generatedAt: string;
}

export interface CertificationReport {
  verdict: "passed" | "failed";
  provenance: Provenance;
  summary: {
    scenarios: number;
    required: number;
    passed: number;
    failed: number;
    missing: number;
    requiredPassed: number;
    /** Exchanges of the app under test (those of other services or apps are in `traffic.others`). */
    exchanges: number;
    /** Of those, the exchanges with a violation that fails the certificate (`traffic.violations`). */
    exchangesFailed: number;
    /** Exchanges of other services or apps in the recordings: not counted. */
    otherExchanges: number;
  };
  scenarios: ScenarioResult[];
  traffic: Traffic;
  /** Recordings that could not be used at all (exit 2). */
  unusable: Array<{ file: string; message: string }>;
}
