/**
 * Peers: conform beside the OpenAPI traffic validators a team would otherwise reach for, on the same
 * HTTP traffic and the same OpenAPI documents (generated/<service>/openapi.json):
 *
 *   conform             the compiled CLI (tools/dist, workers/conform-dist.mjs) on the two HAR files, --jobs 1;
 *   openapi_validators  openapi-request-validator + openapi-response-validator (with openapi-request-coercer),
 *                       one of each per operation, as express-openapi builds them (workers/peer-openapi-validator.mjs);
 *   oav                 oav's LiveValidator, validateLiveRequestResponse per exchange (workers/peer-oav.mjs),
 *                       on a Swagger 2.0 rendering of the same documents (oav reads nothing else).
 *
 * The peers validate OpenAPI HTTP only, so the recording's terminal JSON Lines file is left out for
 * every contender. Each pass is a child process timed from inside (module start-up excluded, each
 * tool's own document loading and compiling included); passes are interleaved, their order rotated
 * from round to round; each figure is the median over rounds and each ratio is taken per round.
 *
 * A second, mixed recording (the same traffic with defects planted in every seventh exchange) shows
 * what each contender catches: one pass each, per kind of defect.
 *
 * The peers are installed apart from the project (tools/bench/peers, `make bench-peers`), so that the
 * project's own `npm ci` does not carry them.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONFORM_HEAP_FLAGS } from "../../src/cli/heap.ts";
import { RULES } from "../../src/judge/rules.ts";
import { GENERATED, ROOT } from "../../src/paths.ts";
import { mb, runNode } from "../lib/child.ts";
import { median, sig } from "../lib/stats.ts";
import { generateRecording } from "../recording/generate.ts";
import type { Context } from "./context.ts";
import { runnerEntry } from "./conformance.ts";

const DIST_PASS = path.join(ROOT, "tools/bench/workers/conform-dist.mjs");
const PEERS_DIR = path.join(ROOT, "tools/bench/peers");

interface Contender {
  name: string;
  label: string;
  /** What it checks on this traffic (conform's list is its HTTP rules, from the rule registry). */
  checks: string[];
  run: (docs: string[], hars: string[], out: string) => Promise<PassFigures>;
}

interface PassFigures {
  exchanges: number;
  /** From the tool's first own step (documents loaded) to its last verdict, in the child. */
  ms: number;
  /**
   * The part of ms before the first exchange (documents read, validators compiled). The peers' harnesses
   * time it; for conform it is the whole of a pass over one exchange per file, taken in the same round.
   */
  loadMs: number;
  /** Spawn to exit, start-up included. */
  wallMs: number;
  /** The exchanges found invalid, as FILE-BASENAME:INDEX. */
  flagged: string[];
  samples: string[];
  peakRssMb: number;
}

/**
 * conform's rules that apply to HTTP traffic read offline (no terminal, replay or probe rules). x-verify-mismatch
 * is left out: it needs --secret and the key the traffic was signed with, and the bench recordings are not signed.
 */
const CONFORM_HTTP_RULES = [
  "malformed-entry",
  "unknown-operation",
  "credentials-missing",
  "credentials-invalid",
  "request-header-missing",
  "request-header-invalid",
  "request-parameter-missing",
  "request-parameter-invalid",
  "content-type",
  "request-body-missing",
  "request-schema",
  "base64-payload",
  "undocumented-status",
  "response-schema",
  "response-header-missing",
  "seq-token-origin",
  "seq-refund-exceeds-order",
  "seq-token-expired",
  "card-number-leak",
];

function conformChecks(): string[] {
  return CONFORM_HTTP_RULES.map((id) => {
    const rule = RULES.find((r) => r.id === id);
    if (!rule) throw new Error(`bench: peers lists conform rule ${id}, which tools/src/judge/rules.ts no longer has`);
    return `${id}: ${rule.purpose}`;
  });
}

async function conformPass(_docs: string[], hars: string[], out: string, jobs = "1"): Promise<PassFigures> {
  // As the `contracts` CLI starts conform: its heap flags; one thread, or ("auto") --jobs not given.
  const r = await runNode<{ ms: number; exit: number }>(DIST_PASS, [out, ...hars], {
    tsx: false,
    nodeArgs: [...CONFORM_HEAP_FLAGS],
    timeoutMs: 30 * 60_000,
    env: { BENCH_CONFORM_JOBS: jobs },
  });
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    results: Array<{ file: string; index: number; ok: boolean; violations: Array<{ rule: string; message?: string }> }>;
    summary: { exchanges: number };
  };
  rmSync(out, { force: true });
  const bad = report.results.filter((x) => !x.ok);
  return {
    exchanges: report.summary.exchanges,
    ms: r.result.ms,
    loadMs: Number.NaN,
    wallMs: r.wallMs,
    flagged: bad.map((x) => `${path.basename(x.file)}:${x.index}`),
    samples: bad.slice(0, 5).map((x) => `${path.basename(x.file)} entry ${x.index}: ${x.violations.map((v) => v.rule).join(", ")}`),
    peakRssMb: mb(r.memory.maxRssBytes),
  };
}

/**
 * A peer's pass. Same young generation as conform (it sets the pace of a short, allocation-heavy pass);
 * not conform's old-generation cap, which is conform's own memory policy: a peer holds a whole HAR file.
 */
function peerPass(worker: string): Contender["run"] {
  return async (docs, hars) => {
    const r = await runNode<{ ms: number; loadMs: number; exchanges: number; flagged: string[]; samples: string[] }>(
      path.join(ROOT, "tools/bench/workers", worker),
      [...docs, "--", ...hars],
      { tsx: false, nodeArgs: CONFORM_HEAP_FLAGS.filter((f) => f.includes("semi-space")), timeoutMs: 30 * 60_000 },
    );
    return { ...r.result, wallMs: r.wallMs, peakRssMb: mb(r.memory.maxRssBytes) };
  };
}

const CONTENDERS: Contender[] = [
  { name: "conform", label: "conform (tools/dist, --jobs 1)", checks: conformChecks(), run: conformPass },
  {
    name: "conform_as_shipped",
    label: "conform (tools/dist, --jobs not given: every core for a recording this large)",
    checks: ["The same checks as conform --jobs 1, on worker threads (the same report byte for byte)."],
    run: (docs, hars, out) => conformPass(docs, hars, out, "auto"),
  },
  {
    name: "openapi_validators",
    label: "openapi-request-validator + openapi-response-validator 12.1.3",
    checks: [
      "Request: required and typed path, query and header parameters (after openapi-request-coercer); the body against its media type's schema (JSON Schema draft-07 through ajv 8: unevaluatedProperties, contentSchema and the other 2019-09/2020-12 keywords are ignored, so closed objects accept extra properties); an undocumented Content-Type.",
      "Response: the body against the schema of its status (or NXX/default); an undocumented status.",
      "Not checked: credentials (security schemes), response headers and content type, Base64 payloads, x-verify, sequences across exchanges, card-number leaks. Routing to an operation is left to the framework (here, the harness).",
    ],
    run: peerPass("peer-openapi-validator.mjs"),
  },
  {
    name: "oav",
    label: "oav 4.0.3 LiveValidator",
    checks: [
      "Request: routing by method and path; required and typed path, query and header parameters; the JSON body against its schema (ajv 6, draft-07, with oav's transforms: objects closed with additionalProperties: false); the Content-Type against consumes.",
      "Response: an undocumented status; the body against its schema; the type of a documented response header when present (Swagger 2.0 headers are never required); the Content-Type against produces.",
      "Not checked: credentials, form bodies (its live request has no form data), Base64 payloads, x-verify, sequences across exchanges, card-number leaks. Swagger 2.0 only: it validates a Swagger 2.0 rendering of the documents.",
    ],
    run: peerPass("peer-oav.mjs"),
  },
];

// ------------------------------------------------------------------ the mixed recording

interface HarEntry {
  request: {
    method: string;
    url: string;
    headers: Array<{ name: string; value: string }>;
    queryString?: Array<{ name: string; value: string }>;
    postData?: { mimeType: string; text: string };
  };
  response: { status: number; content?: { mimeType?: string; text?: string } };
}

export interface Defect {
  kind: string;
  /** The conform rule the defect breaks (tools/test/bench/peers-defects.test.ts checks that it fires). */
  rule: string;
  /** Plants the defect in the entry, or returns false when the entry has nothing it applies to. */
  plant: (e: HarEntry, closedBody: boolean) => boolean;
}

/**
 * Whether an entry's operation closes its JSON request body (unevaluatedProperties or additionalProperties
 * false at the top): there a property the schema does not have is a defect; some bodies are open by contract.
 */
function closedBodies(docs: string[]): (e: HarEntry) => boolean {
  const routes = docs.flatMap((file) => {
    const doc = JSON.parse(readFileSync(file, "utf8")) as { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, any> } };
    return Object.entries(doc.paths).flatMap(([template, item]) =>
      Object.entries(item).map(([method, op]) => {
        let schema = op?.requestBody?.content?.["application/json"]?.schema;
        if (schema?.$ref) schema = doc.components?.schemas?.[String(schema.$ref).split("/").pop()!];
        const closed = [schema?.unevaluatedProperties, schema?.additionalProperties].some((v) => v === false || (v && typeof v === "object" && "not" in v));
        return { method, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`), closed };
      }),
    );
  });
  return (e) => {
    const pathname = new URL(e.request.url).pathname;
    const method = e.request.method.toLowerCase();
    return routes.some((r) => r.closed && r.method === method && r.pattern.test(pathname));
  };
}

const jsonBody = (text: string | undefined): Record<string, unknown> | undefined => {
  if (!text) return undefined;
  const v = JSON.parse(text) as unknown;
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
};

export const DEFECTS: readonly Defect[] = [
  {
    kind: "required request header removed",
    rule: "request-header-missing",
    plant: (e) => {
      const required = /^(correlation-id|merchant-id|payment-processor|x-verify)$/i;
      const before = e.request.headers.length;
      e.request.headers = e.request.headers.filter((h) => !required.test(h.name));
      return e.request.headers.length < before;
    },
  },
  {
    kind: "response field of the wrong type",
    rule: "response-schema",
    plant: (e) => {
      const body = jsonBody(e.response.content?.text);
      const key = body && Object.keys(body).find((k) => typeof body[k] === "string" || typeof body[k] === "number");
      if (!body || !key) return false;
      body[key] = typeof body[key] === "string" ? 12345 : "12345";
      e.response.content!.text = JSON.stringify(body);
      return true;
    },
  },
  {
    kind: "request body with a property its schema does not have",
    rule: "request-schema",
    plant: (e, closedBody) => {
      const body = closedBody && e.request.postData?.mimeType === "application/json" ? jsonBody(e.request.postData.text) : undefined;
      if (!body) return false;
      body.unexpected_property = 1;
      e.request.postData!.text = JSON.stringify(body);
      return true;
    },
  },
  {
    kind: "form body without its required fields (generate token)",
    rule: "request-schema",
    plant: (e) => {
      if (e.request.postData?.mimeType !== "application/x-www-form-urlencoded") return false;
      e.request.postData.text = "client_id=placeholder-client-id";
      return true;
    },
  },
  {
    kind: "undocumented response status",
    rule: "undocumented-status",
    plant: (e) => {
      e.response.status = 418;
      return true;
    },
  },
  {
    kind: "Base64 payload that is not JSON (create order)",
    rule: "base64-payload",
    plant: (e) => {
      const body = e.request.postData?.mimeType === "application/json" ? jsonBody(e.request.postData.text) : undefined;
      if (typeof body?.request !== "string") return false;
      body.request = Buffer.from("not json", "utf8").toString("base64");
      e.request.postData!.text = JSON.stringify(body);
      return true;
    },
  },
  {
    kind: "bearer token missing",
    rule: "credentials-missing",
    plant: (e) => {
      const before = e.request.headers.length;
      e.request.headers = e.request.headers.filter((h) => !(h.name.toLowerCase() === "authorization" && /^bearer /i.test(h.value)));
      return e.request.headers.length < before;
    },
  },
  {
    kind: "process payment with a token no create order issued (sequence)",
    rule: "seq-token-origin",
    plant: (e) => {
      const q = e.request.queryString?.find((x) => x.name === "token");
      if (!q) return false;
      e.request.url = e.request.url.replace(`token=${encodeURIComponent(q.value)}`, "token=TOKEN-NEVER-ISSUED");
      q.value = "TOKEN-NEVER-ISSUED";
      return true;
    },
  },
];

/**
 * The HAR files rewritten with a defect in every seventh exchange: of the kinds that apply to that
 * exchange, the one planted least so far (so that the rare kinds, such as create order's payload, get their share).
 */
export function plantDefects(hars: string[], docs: string[], dir: string): { files: string[]; planted: Map<string, string> } {
  const closed = closedBodies(docs);
  const planted = new Map<string, string>();
  const counts = new Map(DEFECTS.map((d) => [d.kind, 0]));
  mkdirSync(dir, { recursive: true });
  const files = hars.map((file) => {
    const har = JSON.parse(readFileSync(file, "utf8")) as { log: { entries: HarEntry[] } };
    har.log.entries.forEach((entry, i) => {
      if (i % 7 !== 3) return;
      const d = [...DEFECTS].sort((a, b) => counts.get(a.kind)! - counts.get(b.kind)!).find((x) => x.plant(entry, closed(entry)));
      if (!d) return;
      planted.set(`${path.basename(file)}:${i}`, d.kind);
      counts.set(d.kind, counts.get(d.kind)! + 1);
    });
    const out = path.join(dir, path.basename(file));
    writeFileSync(out, JSON.stringify(har, null, 2));
    return out;
  });
  return { files, planted };
}

// ------------------------------------------------------------------ the section

const rate = (p: PassFigures): number => p.exchanges / (p.ms / 1000);
/** Exchanges per second once loaded: what a longer recording tends to. */
const judgingRate = (p: PassFigures): number => p.exchanges / ((p.ms - p.loadMs) / 1000);

export async function runPeers(ctx: Context): Promise<Record<string, unknown>> {
  if (!existsSync(path.join(PEERS_DIR, "node_modules", "oav")) || !existsSync(path.join(PEERS_DIR, "node_modules", "openapi-request-validator"))) {
    throw new Error("bench: the peers are not installed: run `make bench-peers` (npm ci --prefix tools/bench/peers)");
  }
  if (runnerEntry() !== "dist") throw new Error("bench: peers times the compiled CLI and tools/dist is missing or older than tools/src: run `make dist`");
  // 30,090 exchanges in all: 10,030 per service, the two HAR files hold the 20,060 HTTP ones.
  const total = ctx.quick ? 3_000 : 30_090;
  // Seven rounds: on a shared 2-core machine a pass's time varied up to 3× from round to round.
  const rounds = ctx.quick ? 2 : 7;
  const tmp = mkdtempSync(path.join(tmpdir(), "contracts-bench-peers-"));
  try {
    const recording = generateRecording({ dir: path.join(tmp, "valid"), exchanges: total });
    for (const f of recording.filter((f) => f.format !== "har")) rmSync(f.file, { force: true });
    const hars = recording.filter((f) => f.format === "har");
    const files = hars.map((f) => f.file);
    const docs = hars.map((f) => path.join(GENERATED, f.service, "openapi.json"));
    const exchanges = hars.reduce((n, f) => n + f.exchanges, 0);
    const out = path.join(tmp, "report.json");
    ctx.log(`peers: ${exchanges} HTTP exchanges (${hars.map((f) => `${f.service} ${sig(f.bytes / 1e6)} MB`).join(", ")}), ${rounds} rounds`);

    // conform's fixed cost: a pass over one exchange per file (contracts loaded, report written).
    const tiny = generateRecording({ dir: path.join(tmp, "tiny"), exchanges: 3 })
      .filter((f) => f.format === "har")
      .map((f) => f.file);
    const runs: Record<string, PassFigures[]> = Object.fromEntries(CONTENDERS.map((c) => [c.name, []]));
    for (let r = 0; r < rounds; r++) {
      const order = CONTENDERS.map((_, i) => CONTENDERS[(i + r) % CONTENDERS.length]!);
      for (const c of order) {
        const p = await c.run(docs, files, out);
        if (p.exchanges !== exchanges) throw new Error(`bench: ${c.name} judged ${p.exchanges} exchanges, not ${exchanges}`);
        if (c.name === "conform") p.loadMs = (await conformPass(docs, tiny, out)).ms;
        runs[c.name]!.push(p);
      }
      ctx.log(
        `peers: round ${r + 1}/${rounds}: ${CONTENDERS.map((c) => `${c.name} ${Math.round(rate(runs[c.name]!.at(-1)!))}/s (${runs[c.name]!.at(-1)!.flagged.length} flagged)`).join(", ")}`,
      );
    }
    const conform = runs.conform!;
    /** Per round, the contender's time over conform's in the same round; their median. */
    const timeRatio = (name: string): number => median(runs[name]!.map((p, i) => p.ms / conform[i]!.ms));
    const peers = CONTENDERS.filter((c) => !c.name.startsWith("conform"));

    // The mixed recording: smaller (a verdict per kind of defect, not a rate), one pass each.
    const mixedSource = ctx.quick ? hars : generateRecording({ dir: path.join(tmp, "mixed-source"), exchanges: 3_000 }).filter((f) => f.format === "har");
    const mixed = plantDefects(
      mixedSource.map((f) => f.file),
      docs,
      path.join(tmp, "mixed"),
    );
    const mixedRuns: Record<string, PassFigures> = {};
    for (const c of CONTENDERS) mixedRuns[c.name] = await c.run(docs, mixed.files, out);
    const kinds = DEFECTS.map((d) => d.kind);
    const caught = Object.fromEntries(
      CONTENDERS.map((c) => {
        const flagged = new Set(mixedRuns[c.name]!.flagged);
        const byKind = Object.fromEntries(kinds.map((k) => [k, 0]));
        for (const [entry, kind] of mixed.planted) if (flagged.has(entry)) byKind[kind]!++;
        const elsewhere = [...flagged].filter((e) => !mixed.planted.has(e)).length;
        return [c.name, { planted_caught: [...mixed.planted.keys()].filter((e) => flagged.has(e)).length, by_kind: byKind, flagged_unplanted: elsewhere }];
      }),
    );
    const plantedByKind = Object.fromEntries(kinds.map((k) => [k, [...mixed.planted.values()].filter((v) => v === k).length]));
    ctx.log(
      `peers: mixed recording, ${mixed.planted.size} defects planted: ${CONTENDERS.map((c) => `${c.name} caught ${caught[c.name]!.planted_caught}`).join(", ")}`,
    );

    const ratios = Object.fromEntries(peers.map((c) => [c.name, timeRatio(c.name)]));
    return {
      exchanges,
      recordings: hars.map((f) => ({ service: f.service, exchanges: f.exchanges, mb: sig(f.bytes / 1e6) })),
      rounds,
      contenders: Object.fromEntries(
        CONTENDERS.map((c) => [
          c.name,
          {
            label: c.label,
            exchanges_per_s: sig(median(runs[c.name]!.map(rate))),
            pass_ms: sig(median(runs[c.name]!.map((p) => p.ms))),
            load_ms: sig(median(runs[c.name]!.map((p) => p.loadMs))),
            exchanges_per_s_after_load: sig(median(runs[c.name]!.map(judgingRate))),
            wall_ms_with_startup: sig(median(runs[c.name]!.map((p) => p.wallMs))),
            time_vs_conform: c.name === "conform" ? 1 : sig(ratios[c.name] ?? timeRatio(c.name)),
            flagged: runs[c.name]!.at(-1)!.flagged.length,
            flagged_samples: runs[c.name]!.at(-1)!.samples,
            peak_rss_mb: sig(median(runs[c.name]!.map((p) => p.peakRssMb))),
            runs_ms: runs[c.name]!.map((p) => sig(p.ms)),
            checks: c.checks,
          },
        ]),
      ),
      fastest_peer_time_vs_conform: sig(Math.min(...Object.values(ratios))),
      /** The same against conform as shipped (--jobs not given), per round. */
      fastest_peer_time_vs_conform_as_shipped: sig(Math.min(...peers.map((c) => median(runs[c.name]!.map((p, i) => p.ms / runs.conform_as_shipped![i]!.ms))))),
      mixed: {
        exchanges: mixedRuns.conform!.exchanges,
        planted: mixed.planted.size,
        planted_by_kind: plantedByKind,
        conform_rule_by_kind: Object.fromEntries(DEFECTS.map((d) => [d.kind, d.rule])),
        caught,
      },
      method:
        "Same two HAR files and the same OpenAPI documents for every contender; one child process per pass, timed from inside (module start-up excluded; each tool's own loading of the documents included); contenders interleaved, their order rotated each round; medians over rounds; time_vs_conform is the contender's pass time over conform's in the same round, then the median (above 1: conform is faster). conform runs with the CLI's heap flags; the peers with the same young generation, without conform's old-generation cap. The peers' harnesses read each HAR file whole (JSON.parse) and hand each exchange to the peer as a Node framework would (headers lower-cased, bodies parsed). Mixed: the same traffic with a defect planted in every seventh exchange (of the kinds that apply to it, the one planted least so far); caught = a planted exchange the contender flagged.",
    };
  } finally {
    if (ctx.keep) ctx.log(`peers: recordings kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}
