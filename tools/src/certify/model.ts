/**
 * The certification report: per scenario of the plan a status (passed, failed, missing) with the
 * exchanges it rests on and their violations, the verdict, and the provenance (plan, contract,
 * recordings). `--format json` writes it as is; it follows conformance/schemas/certification.schema.json
 * (a test checks that it does). Every string in it has passed through maskPansInText.
 */
import type { Violation } from "../conform/index.ts";

export type ScenarioStatus = "passed" | "failed" | "missing";

/** A violation found by the conformance checks on one of the scenario's exchanges, with where it is. */
export type ScenarioViolation = Violation & { file: string; index: number };

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
    /** The conformance run over the recordings (as `contracts conform` counts). */
    exchanges: number;
    exchangesFailed: number;
  };
  scenarios: ScenarioResult[];
  /** Recordings that could not be used at all (exit 2). */
  unusable: Array<{ file: string; message: string }>;
}
