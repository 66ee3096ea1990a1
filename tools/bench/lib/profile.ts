/**
 * Where a pass spends its time: a V8 CPU profile (node --cpu-prof) reduced to the share of each kind
 * of work: a sample counts for the innermost function of the project's own code on its stack (so
 * JSON.parse and regular expressions count for their caller), else for what the runtime was doing.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  what: string;
  ms: number;
  share: number;
}

/** The project's own code, by source file (first match wins). */
const PROJECT: Array<[string, RegExp]> = [
  ["Validators: the precompiled ajv functions (generated/*/validators.mjs)", /generated\/[^/]+\/validators\.mjs|ajv\/dist\/runtime|ajv-formats/],
  ["Validation API (tools/src/validate: operation lookup, parameters, errors)", /tools\/(src|dist)\/validate\//],
  ["HAR normalization (JSON.parse of the embedded bodies, header maps, URL, timestamps)", /recording\/(http|terminal)-exchange\.|\/http\/body\./],
  ["Reading: finding the entries in the bytes, decoding and JSON.parse of each entry or line", /recording\/(har-reader|jsonl-reader|open)\./],
  [
    "Checks besides validation: matching, HTTP and terminal checks, card-number scan",
    /conform\/(http|terminal|checks)\/|conform\/(leak|basis|annotations|group)\.|tools\/(src|dist)\/(mask|render|json-pointer|limits|http)\.|tools\/(src|dist)\/(http|contract)\//,
  ],
  ["Sequence rules", /conform\/sequence\//],
  ["Report (JSON and the others, output masking)", /conform\/report\/|tools\/(src|dist)\/output\./],
  ["Worker pool (--jobs: batches to and from the workers)", /conform\/(pool|worker|judged-batch)\.|recording\/worker-pool\./],
  ["Runner loop", /conform\/(runner|command|args)\.|tools\/bench\//],
];
/** Work outside the project's frames. */
const RUNTIME: Array<[string, RegExp]> = [
  ["Garbage collection", /^\(garbage collector\)$/],
  ["Idle (waiting for the disk or the event loop)", /^\(idle\)$/],
  ["Loading and compiling modules (contracts, tsx transpiling TypeScript)", /esm\/|internal\/modules|tsx\/|register-|internal\/vm|^\(program\)$/],
  [
    "File I/O and UTF-8 decoding (Node streams: reading the recording, writing the report)",
    /internal\/(fs|streams)|string_decoder|node:buffer|internal\/buffer|^\(anonymous\)$|^read$|^writeBuffer$/,
  ],
];

function classify(chain: Array<{ url: string; fn: string }>): string {
  for (const f of chain) if (f.url) for (const [what, re] of PROJECT) if (re.test(f.url)) return what;
  for (const f of chain) for (const [what, re] of RUNTIME) if (re.test(f.url || f.fn)) return what;
  return "Other";
}

export function summarizeProfile(file: string): { total_ms: number; shares: ProfileShare[] } {
  const p = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    const dt = p.timeDeltas[i] ?? 0;
    self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + dt);
    total += dt;
  }
  const totals = new Map<string, number>();
  for (const [id, us] of self) {
    const chain: Array<{ url: string; fn: string }> = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      chain.push({ url: n.callFrame.url, fn: n.callFrame.functionName });
    }
    const key = classify(chain);
    totals.set(key, (totals.get(key) ?? 0) + us);
  }
  const shares = [...totals]
    .map(([what, us]) => ({ what, ms: Math.round(us / 1000), share: Math.round((us / total) * 1000) / 1000 }))
    .sort((a, b) => b.ms - a.ms);
  return { total_ms: Math.round(total / 1000), shares };
}
