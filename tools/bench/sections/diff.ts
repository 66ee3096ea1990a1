/**
 * Schema diff: the full contract set (generated/) against itself and against a copy with a handful
 * of changes, timed in one process (workers/diff.ts); and the whole `contracts diff` command as a
 * process (start-up included), as CI runs it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GENERATED, ROOT } from "../../src/paths.ts";
import { runNode } from "../lib/child.ts";
import { series, sig } from "../lib/stats.ts";
import { runnerEntry } from "./conformance.ts";
import type { Context } from "./context.ts";

type Json = Record<string, any>;

const readJson = (file: string): Json => JSON.parse(readFileSync(file, "utf8")) as Json;
const writeJson = (file: string, v: unknown): void => writeFileSync(file, `${JSON.stringify(v, null, 2)}\n`);

/** A handful of contract changes, each a small edit of one generated file; returns what was done. */
export function applyHandfulOfChanges(root: string): string[] {
  const done: string[] = [];
  const edit = (file: string, what: string, change: (doc: Json) => boolean): void => {
    const full = path.join(root, file);
    const doc = readJson(full);
    if (change(doc)) {
      writeJson(full, doc);
      done.push(`${file}: ${what}`);
    }
  };
  edit("optimizer/openapi.json", "response property CreateOrderResponse.token removed", (d) => {
    const s = d.components?.schemas?.CreateOrderResponse;
    if (!s?.properties?.token) return false;
    delete s.properties.token;
    s.required = (s.required ?? []).filter((r: string) => r !== "token");
    return true;
  });
  edit("optimizer/openapi.json", "required request property CreateCustomerRequest.date_of_birth added", (d) => {
    const s = d.components?.schemas?.CreateCustomerRequest;
    if (!s?.properties) return false;
    s.properties.date_of_birth = { type: "string", format: "date", description: "Added by the benchmark." };
    s.required = [...(s.required ?? []), "date_of_birth"];
    return true;
  });
  edit("affordability/openapi.json", "operation POST /api/affordability/v1/offer/validate removed", (d) => {
    const p = "/api/affordability/v1/offer/validate";
    if (!d.paths?.[p]) return false;
    delete d.paths[p];
    return true;
  });
  edit("affordability/openapi.json", "optional response property added to the first 200 response schema", (d) => {
    for (const s of Object.values<Json>(d.components?.schemas ?? {})) {
      if (s?.type === "object" && s.properties && !s.properties.bench_note) {
        s.properties.bench_note = { type: "string", description: "Added by the benchmark." };
        return true;
      }
    }
    return false;
  });
  edit("terminal/schemas/MobileUpiSaleDetail.json", "BillingRefNo maxLength 10 → 8", (d) => {
    const p = d.properties?.BillingRefNo;
    if (!p || p.maxLength === undefined) return false;
    p.maxLength = 8;
    return true;
  });
  edit("terminal/schemas/PrintDataRequest.json", "Header made optional (required entry removed)", (d) => {
    if (!Array.isArray(d.required) || d.required.length === 0) return false;
    d.required = d.required.slice(1);
    return true;
  });
  return done;
}

interface WorkerPair {
  cold_ms: number;
  ms: number;
  load_ms: number;
  runs: number[];
  findings: number;
  files: number;
  rules: string[];
}

export async function runDiff(ctx: Context): Promise<Json> {
  const tmp = mkdtempSync(path.join(tmpdir(), "contracts-bench-diff-"));
  try {
    const changed = path.join(tmp, "generated");
    cpSync(GENERATED, changed, { recursive: true });
    const changes = applyHandfulOfChanges(changed);
    ctx.log(`diff: ${changes.length} changes applied to a copy of generated/`);
    const worker = path.join(ROOT, "tools/bench/workers/diff.ts");
    const { result } = await runNode<{ self: WorkerPair; changed: WorkerPair }>(worker, [GENERATED, changed, "--runs", String(ctx.quick ? 5 : 21)]);
    // The command as CI runs it: a fresh process each time (tsx start-up included).
    const cli = path.join(ROOT, "tools/src/cli/main.ts");
    const walls: number[] = [];
    for (let r = 0; r < (ctx.quick ? 2 : 5); r++) {
      const { wallMs } = await runNodeCommand(cli, ["diff", GENERATED, changed, "--format", "json"]);
      walls.push(wallMs);
    }
    // The compiled bin (tools/dist, what the package installs), when it is up to date.
    let distWalls: number[] | undefined;
    if (runnerEntry() === "dist") {
      distWalls = [];
      for (let r = 0; r < (ctx.quick ? 2 : 5); r++)
        distWalls.push((await runNodeCommand(path.join(ROOT, "tools/dist/cli/main.js"), ["diff", GENERATED, changed, "--format", "json"], false)).wallMs);
    }
    return {
      full_ms: sig(result.self.ms),
      full_cold_ms: sig(result.self.cold_ms),
      full_load_ms: sig(result.self.load_ms),
      full_files: result.self.files / 2,
      full_findings: result.self.findings,
      changed_ms: sig(result.changed.ms),
      changed_cold_ms: sig(result.changed.cold_ms),
      changed_findings: result.changed.findings,
      changed_rules: result.changed.rules,
      changes,
      cli_wall_ms: series(walls),
      cli_dist_wall_ms: distWalls ? series(distWalls) : undefined,
      runs: { full: result.self.runs.map((x) => sig(x)), changed: result.changed.runs.map((x) => sig(x)) },
      method:
        "In one process: read and parse both trees afresh and diff them, 1 cold run then the median of the warm runs. cli_wall_ms: `contracts diff BASE HEAD --format json` as a new process each time from the sources through tsx; cli_dist_wall_ms: the same with the compiled bin (tools/dist), when it is newer than tools/src. Both include Node's start-up.",
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A command run for its wall time only (exit 0 or 1: findings are not failures here). */
async function runNodeCommand(script: string, args: string[], tsx = true): Promise<{ wallMs: number }> {
  const { spawn } = await import("node:child_process");
  const t0 = performance.now();
  const child = spawn(process.execPath, [...(tsx ? ["--import", "tsx"] : []), script, ...args], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  if (code !== 0 && code !== 1) throw new Error(`bench: contracts ${args[0]} exited ${code}: ${err.slice(-1000)}`);
  return { wallMs: performance.now() - t0 };
}
