/**
 * Agreement with the reference checker: runs `contracts diff` on the spec pairs that oasdiff's own
 * checker tests pin, and scores whether the gate's verdict (fails: a breaking finding; passes: none)
 * agrees with oasdiff's (an ERR-level change asserted, or none).
 *
 *   npx tsx tools/bench/oasdiff-agreement.ts OASDIFF_CHECKOUT [--json FILE] [--show all|disagree] [--engine DIR]
 *   OASDIFF=OASDIFF_CHECKOUT npx tsx tools/bench/oasdiff-agreement.ts
 *
 * OASDIFF_CHECKOUT is a work tree of github.com/oasdiff/oasdiff (nothing of it is copied here).
 *
 * What is scored. Each `func Test…` of `checker/*_test.go` is read as text. A test is used when it
 *   - loads exactly two specs from fixture files (`open("../data/…")`, `open(xFile("…"))` through a
 *     `dataFileFn` helper, `l(t, N)`, or `d(t, diff.NewConfig(), N, M)`), and does not edit them in
 *     code (no `sN.Spec…` line) and diffs them with a plain `diff.NewConfig()`;
 *   - runs one checker call with `allChecksConfig()` or `singleCheckConfig(checker.XCheck)` and no
 *     other option;
 *   - asserts the whole result: `require.Empty`, `require.Len(t, errs, 0)`, `requireSingleChange`,
 *     `requireSingleApiChange`, `requireApiChanges`, or `require.Len(t, errs, N)` with N change ids
 *     named after it.
 * oasdiff's verdict on a test is "breaking" when an asserted change has level ERR (from
 * checker/rules.go, or the level the test asserts), else "compatible". Tests of the same pair are
 * merged into one scored pair: breaking if any test pins an ERR change. A pair is **strict** when
 * its verdict holds whatever oasdiff's other checks say: a test ran all checks, or an ERR change is
 * pinned. The other pairs (single-check tests that pin no ERR change) are scored too and reported
 * apart: there oasdiff's verdict is that check's.
 *
 * The gate's verdict: the pair is written as `svc/openapi.yaml` on both sides and diffed in-process
 * (diffTrees), with this project's default levels; a pair the diff refuses (an external $ref, a
 * Swagger 2 file) is counted as unreadable, not scored.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as ownEngine from "../src/diff/engine.ts";
import * as ownTree from "../src/diff/tree.ts";

/** The diff to score: this checkout's, or (--engine DIR) the tools/src/diff of another checkout, such as an older revision. */
interface Engine {
  diffTrees: typeof ownEngine.diffTrees;
  buildTree: typeof ownTree.buildTree;
}

type Level = "ERR" | "WARN" | "INFO";

interface Pin {
  test: string;
  file: string;
  base: string;
  revision: string;
  check: string; // "all" or the check name
  ids: string[]; // the asserted change ids (Go constant names)
  levels: Level[];
}

interface Scored {
  key: string;
  base: string;
  revision: string;
  tests: string[];
  oasdiffIds: string[];
  oasdiff: "breaking" | "compatible";
  strict: boolean;
  gate?: "breaking" | "compatible";
  gateRules?: string[];
  error?: string;
}

function args(): {
  root: string;
  json?: string;
  show: string;
  engine?: string;
} {
  const argv = process.argv.slice(2);
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const positional = argv.filter((a, i) => !a.startsWith("--") && !(i > 0 && argv[i - 1]!.startsWith("--")));
  const root = positional[0] ?? process.env.OASDIFF;
  if (!root) {
    process.stderr.write("oasdiff-agreement: pass the path of an oasdiff checkout (or set OASDIFF)\n");
    process.exit(64);
  }
  if (!existsSync(path.join(root, "checker")) || !existsSync(path.join(root, "data"))) {
    process.stderr.write(`oasdiff-agreement: ${root} has no checker/ and data/ folders: is it an oasdiff checkout?\n`);
    process.exit(2);
  }
  return {
    root,
    json: opt("--json"),
    show: opt("--show") ?? "disagree",
    engine: opt("--engine"),
  };
}

/** Go constant name of a change id -> its level, from checker/rules.go. */
function levels(root: string): Map<string, Level> {
  const out = new Map<string, Level>();
  const text = readFileSync(path.join(root, "checker/rules.go"), "utf8");
  for (const m of text.matchAll(/newBackwardCompatibilityRule\((\w+),\s*(ERR|WARN|INFO)\b/g)) out.set(m[1]!, m[2] as Level);
  return out;
}

/** Functions of a Go test file: name and body text. */
function functions(text: string): { name: string; body: string }[] {
  const out: { name: string; body: string }[] = [];
  const re = /^func (Test\w+)\(t \*testing\.T\) \{\n([\s\S]*?)^\}/gm;
  for (const m of text.matchAll(re)) out.push({ name: m[1]!, body: m[2]! });
  return out;
}

function pins(root: string, levelOf: Map<string, Level>): { pins: Pin[]; tests: number } {
  const dir = path.join(root, "checker");
  const helpers = new Map<string, string>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith("_test.go"))
    .sort();
  for (const f of files) {
    for (const m of readFileSync(path.join(dir, f), "utf8").matchAll(/(\w+)\s*=\s*dataFileFn\("([^"]+)"\)/g)) helpers.set(m[1]!, m[2]!);
  }
  const fixture = (rel: string): string => path.normalize(path.join("checker", rel)).replace(/\\/g, "/");
  const out: Pin[] = [];
  let tests = 0;
  for (const f of files) {
    for (const fn of functions(readFileSync(path.join(dir, f), "utf8"))) {
      tests++;
      const pin = readPin(fn.body, helpers, fixture, levelOf);
      if (pin) out.push({ test: fn.name, file: f, ...pin });
    }
  }
  return { pins: out, tests };
}

export const skipped = new Map<string, number>();
function skip(why: string): undefined {
  skipped.set(why, (skipped.get(why) ?? 0) + 1);
  return undefined;
}

function readPin(
  body: string,
  helpers: Map<string, string>,
  fixture: (rel: string) => string,
  levelOf: Map<string, Level>,
): Omit<Pin, "test" | "file"> | undefined {
  if (/\bfor\b.*\brange\b|t\.Run\(/.test(body)) return skip("table-driven"); // table-driven: one verdict per row, not read
  const specs = new Map<string, string>();
  for (const m of body.matchAll(/(\w+)(?:,\s*err)?\s*:?=\s*open\(\s*("([^"]+)"|(\w+)\("([^"]+)"\))/g)) {
    const file = m[3] ?? (helpers.has(m[4]!) ? `../data/${helpers.get(m[4]!)}/${m[5]}` : undefined);
    if (!file) return skip("fixture path not literal");
    specs.set(m[1]!, fixture(file));
  }
  for (const m of body.matchAll(/(\w+)\s*:?=\s*l\(t,\s*(\d+)/g)) specs.set(m[1]!, fixture(`../data/openapi-test${m[2]}.yaml`));
  let base: string | undefined;
  let revision: string | undefined;
  let check: string | undefined;
  const dcall = /\bd\(t,\s*diff\.NewConfig\(\),\s*(\d+),\s*(\d+)/.exec(body);
  if (dcall) {
    base = fixture(`../data/openapi-test${dcall[1]}.yaml`);
    revision = fixture(`../data/openapi-test${dcall[2]}.yaml`);
    check = "all";
  } else {
    const calls = [...body.matchAll(/diff\.Get\w*\(([^,]+),\s*(\w+),\s*(\w+)\)/g)];
    if (calls.length !== 1) return skip("not one diff call");
    const [, config, a, b] = calls[0]!;
    if (config!.trim() !== "diff.NewConfig()") return skip("diff config with options");
    base = specs.get(a!);
    revision = specs.get(b!);
    if (!base || !revision) return skip("spec not loaded from a fixture");
    // edited in code: the spec is named anywhere but where it is loaded and diffed (s2.Spec…, setType(t, s2, …))
    for (const v of [a, b]) if ((body.match(new RegExp(`\\b${v}\\b`, "g")) ?? []).length > 2) return skip("edited");
  }
  const checks = [...body.matchAll(/checker\.CheckBackwardCompatibility(?:UntilLevel)?\(([^\n]*)\)/g)];
  if (checks.length !== 1) return skip("not one checker call");
  const callArgs = checks[0]![1]!;
  if (!dcall) {
    const single = /^singleCheckConfig\(checker\.(\w+)\)/.exec(callArgs);
    if (single) check = single[1]!;
    else if (/^allChecksConfig\(\)/.test(callArgs)) check = "all";
    else return skip("checker config with options");
  }
  // Assertions after the checker call.
  const after = body.slice(dcall ? dcall.index : checks[0]!.index!);
  const idsNamed = [...after.matchAll(/checker\.(\w+Id)\b/g)].map((m) => m[1]!).filter((id) => levelOf.has(id));
  const levelAsserted = /require\.Equal\(t,\s*checker\.(ERR|WARN|INFO),\s*\w+\[0\]\.GetLevel\(\)\)/.exec(after)?.[1] as Level | undefined;
  let ids: string[] | undefined;
  if (/require\.Empty\(t, \w+\)|require\.Len\(t, \w+, 0\)/.test(after)) ids = [];
  else if (/requireSingleChange\(t, \w+, checker\.(\w+)\)/.test(after)) ids = [/requireSingleChange\(t, \w+, checker\.(\w+)\)/.exec(after)![1]!];
  else if (/requireSingleApiChange\(|requireApiChanges\(/.test(after)) {
    const entries = [...after.matchAll(/\bId:\s*checker\.(\w+)/g)].map((m) => m[1]!);
    if (entries.length) ids = entries;
  } else {
    const len = /require\.Len\(t, \w+, (\d+)\)/.exec(after);
    if (len && Number(len[1]) > 0 && new Set(idsNamed).size >= 1) {
      const n = Number(len[1]);
      const distinct = [...new Set(idsNamed)];
      if (distinct.length === n || (n === 1 && distinct.length === 1)) ids = distinct;
      else if (distinct.some((id) => levelOf.get(id) === "ERR")) ids = distinct; // an ERR change is pinned
    }
  }
  if (!ids) {
    // A change asserted present without the whole set: pins the verdict only when it is an ERR.
    const present = [
      ...after.matchAll(
        /requireChange\(t, \w+, checker\.(\w+)\)|require\.True\(t, containsId\(\w+, checker\.(\w+)\)|require\.Equal\(t, checker\.(\w+), \w+\[\d+\]\.GetId\(\)\)/g,
      ),
    ].map((m) => (m[1] ?? m[2] ?? m[3])!);
    if (present.some((id) => levelOf.get(id) === "ERR" && !levelAsserted)) ids = [...new Set(present)];
  }
  if (!ids) return skip("result not pinned");
  if (ids.some((id) => !levelOf.has(id))) return skip("change id not in rules.go");
  const lv = ids.map((id) => (ids!.length === 1 && levelAsserted ? levelAsserted : levelOf.get(id)!));
  return { base, revision: revision!, check: check!, ids, levels: lv };
}

function gate(engine: Engine, root: string, base: string, revision: string): { verdict: "breaking" | "compatible"; rules: string[] } {
  const { buildTree, diffTrees } = engine;
  const side = (label: string, file: string) => buildTree(label, new Map([["svc/openapi.yaml", readFileSync(path.join(root, file), "utf8")]]), () => file);
  const findings = diffTrees(side("base", base), side("head", revision));
  const breaking = findings.filter((f) => f.level === "breaking");
  return {
    verdict: breaking.length ? "breaking" : "compatible",
    rules: [...new Set(breaking.map((f) => f.rule))].sort(),
  };
}

export function score(
  root: string,
  engine: Engine = { ...ownEngine, ...ownTree },
): {
  scored: Scored[];
  tests: number;
  used: number;
} {
  const levelOf = levels(root);
  const { pins: list, tests } = pins(root, levelOf);
  const byPair = new Map<string, Scored>();
  for (const p of list) {
    const key = `${p.base} -> ${p.revision}`;
    const s = byPair.get(key) ?? {
      key,
      base: p.base,
      revision: p.revision,
      tests: [],
      oasdiffIds: [],
      oasdiff: "compatible",
      strict: false,
    };
    s.tests.push(`${p.file}:${p.test}`);
    for (const id of p.ids) if (!s.oasdiffIds.includes(id)) s.oasdiffIds.push(id);
    if (p.levels.includes("ERR")) s.oasdiff = "breaking";
    if (p.check === "all" || p.levels.includes("ERR")) s.strict = true;
    byPair.set(key, s);
  }
  const scored = [...byPair.values()].sort((a, b) => a.key.localeCompare(b.key));
  for (const s of scored) {
    try {
      const g = gate(engine, root, s.base, s.revision);
      s.gate = g.verdict;
      s.gateRules = g.rules;
    } catch (e) {
      s.error = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    }
  }
  return { scored, tests, used: list.length };
}

/**
 * Which documented difference a disagreement falls under: a row of the README's table, or an
 * artefact of a test that ran one check on a pair holding another breaking change.
 */
export function explain(s: Scored): string | undefined {
  const ids = s.oasdiffIds.join(" ");
  const rules = s.gateRules ?? [];
  const tests = s.tests.join(" ");
  const only = (...allowed: string[]) => rules.length > 0 && rules.every((r) => allowed.includes(r));
  if (/(Max|Min)(Length)?SetId/.test(ids) && only("request-length-narrowed", "request-range-narrowed")) return "a bound set where there was none";
  if (/DefaultValueChangedId/.test(ids) && s.oasdiff === "breaking") return "request defaults";
  if (/RequestBodyRemovedId/.test(ids)) return "a request body removed";
  if (/Response\w*(Min|Max)\w*(Decreased|Increased)Id|Response\w*OneOfAddedId/.test(ids)) return "response widenings";
  if (/AllOfAddedId/.test(ids)) return "an allOf member added";
  if (/Security(Scope)?Added/.test(ids) && only("security-requirement-added", "security-scope-added")) return "a security requirement or scope added";
  if (/PatternChangedId/.test(ids) && only("request-pattern-changed")) return "a changed request pattern";
  if (/TypeCompatibleId/.test(ids)) return "types compared alike for every media type";
  if (/WriteOnly/.test(tests) && only("response-property-removed")) return "a required response property becoming writeOnly";
  if (only("server-removed", "server-added")) return "servers";
  if (/Webhook/.test(ids)) return "webhooks";
  if (!s.strict && (only("request-media-type-removed", "response-status-success-removed") || /WithoutFlatten/.test(tests))) {
    return "single-check test (another breaking change in the pair)";
  }
  return undefined;
}

async function main(): Promise<void> {
  const { root, json, show, engine: dir } = args();
  const engine: Engine | undefined = dir
    ? {
        ...((await import(pathToFileURL(path.resolve(dir, "tools/src/diff/engine.ts")).href)) as typeof ownEngine),
        ...((await import(pathToFileURL(path.resolve(dir, "tools/src/diff/tree.ts")).href)) as typeof ownTree),
      }
    : undefined;
  const { scored, tests, used } = score(root, engine);
  const readable = scored.filter((s) => s.gate);
  const agree = (s: Scored): boolean => s.gate === s.oasdiff;
  const line = (label: string, set: Scored[]): string => {
    const a = set.filter(agree).length;
    const missed = set.filter((s) => s.oasdiff === "breaking" && s.gate === "compatible").length;
    const extra = set.filter((s) => s.oasdiff === "compatible" && s.gate === "breaking").length;
    const pct = set.length ? ((100 * a) / set.length).toFixed(1) : "-";
    return `${label}: ${a}/${set.length} agree (${pct} %); oasdiff breaking, gate passes: ${missed}; oasdiff compatible, gate fails: ${extra}`;
  };
  const out: string[] = [];
  out.push(
    `oasdiff checker tests: ${tests} test functions, ${used} pin a fixture pair's verdict; ${scored.length} distinct pairs, ${scored.length - readable.length} unreadable by the diff`,
  );
  out.push(line("all scored pairs", readable));
  out.push(
    line(
      "strict (whole verdict pinned)",
      readable.filter((s) => s.strict),
    ),
  );
  out.push(
    line(
      "single-check (no ERR pinned)",
      readable.filter((s) => !s.strict),
    ),
  );
  const disagreements = readable.filter((s) => !agree(s));
  const why = new Map<string, number>();
  for (const s of disagreements) {
    const reason = explain(s) ?? "UNEXPLAINED";
    why.set(reason, (why.get(reason) ?? 0) + 1);
  }
  out.push(
    `disagreements by class (rows of "Deliberate differences from oasdiff" in tools/src/diff/README.md): ${
      [...why]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k}: ${n}`)
        .join("; ") || "none"
    }`,
  );
  for (const s of scored) {
    const bad = !s.gate || !agree(s);
    if (show !== "all" && !bad) continue;
    const mark = !s.gate ? "UNREADABLE" : agree(s) ? "agree" : `DISAGREE (${explain(s) ?? "UNEXPLAINED"})`;
    out.push(
      `${mark}\t${s.key}\toasdiff=${s.oasdiff}[${s.oasdiffIds.join(",")}]\tgate=${s.gate ?? "-"}[${(s.gateRules ?? []).join(",")}]${s.error ? `\t${s.error}` : ""}\t${s.tests.join(" ")}`,
    );
  }
  process.stdout.write(`${out.join("\n")}\n`);
  if (json) writeFileSync(json, `${JSON.stringify({ tests, used, scored }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("oasdiff-agreement.ts")) await main();
// AGREEMENT_WHY=1: how many tests were left out, and why
if (process.env.AGREEMENT_WHY) process.stderr.write(`${JSON.stringify(Object.fromEntries(skipped))}\n`);
