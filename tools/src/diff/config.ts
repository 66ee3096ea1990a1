/**
 * The diff's config file: `.contracts-diff.yaml` (or `.yml`, or `.contracts-diff.json`) in the current
 * folder, or the file `--config FILE` names. Its keys are the long options of `contracts diff`, and
 * each holds what the option would:
 *
 *   format: githubactions          # --format
 *   fail-on: warning               # --fail-on
 *   ignore: spec/acknowledged-breaks.yaml
 *   check-version: true            # a boolean option: true or false
 *   level:                         # --level RULE=LEVEL, as a map (or a list of "RULE=LEVEL")
 *     response-enum-value-added: info
 *   report:                        # --report FORMAT=FILE, as a map (or a list of "FORMAT=FILE")
 *     markdown: contract-diff.md
 *   deprecation-days-stable: 90
 *
 * Paths (ignore, out, report files, repo) are relative to the file's folder. A key that is not an
 * option, a value of the wrong shape or a file that is not valid YAML/JSON is unusable input, named
 * with the file and line (exit 2).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { InputError } from "../errors.ts";

export const CONFIG_NAMES = [".contracts-diff.yaml", ".contracts-diff.yml", ".contracts-diff.json"] as const;

/** How each config key is read: a string option, a boolean, a list of strings, or a map written as KEY=VALUE strings. */
export type KeyShape = "string" | "boolean" | "list" | "pairs";

/** One key of the file, as the option values it stands for. */
export interface ConfigEntry {
  key: string;
  values: string[];
  line: number;
}

export interface Config {
  file: string;
  entries: ConfigEntry[];
  /** A message naming the file and the entry's line. */
  at(entry: ConfigEntry, problem: string): InputError;
}

/** The config file to read: `explicit`, else the one in `dir`; undefined when there is none. */
export function findConfig(dir: string, explicit?: string): string | undefined {
  if (explicit !== undefined) {
    if (!existsSync(explicit)) throw new InputError(`--config ${explicit}: no such file: name an existing config file`);
    return explicit;
  }
  const found = CONFIG_NAMES.map((n) => path.join(dir, n)).filter((f) => existsSync(f));
  if (found.length > 1) throw new InputError(`${found.join(" and ")}: two config files for contracts diff: keep one`);
  return found[0];
}

/**
 * Read `file` against the keys `shapes` allows. Relative paths of `pathKeys` are made relative to
 * the file's folder.
 */
export function readConfig(file: string, shapes: Readonly<Record<string, KeyShape>>, pathKeys: ReadonlySet<string>): Config {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new InputError(`${file}: the config file cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)}): name a readable file`);
  }
  if (file.endsWith(".json")) {
    try {
      JSON.parse(text);
    } catch (e) {
      throw new InputError(`${file}: not valid JSON (${(e instanceof Error ? e.message : String(e)).split("\n")[0]}): fix the file`);
    }
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const { line, col } = lines.linePos(e.pos[0]);
    throw new InputError(`${file}:${line}:${col}: not valid YAML (${e.message.split("\n")[0]}): fix the file`);
  }
  const dir = path.dirname(file);
  const lineOf = (offset: number | undefined) => lines.linePos(offset ?? 0).line;
  const problem = (line: number, text: string) => new InputError(`${file}:${line}: ${text}`);
  const config: Config = { file, entries: [], at: (entry, text) => problem(entry.line, `${entry.key}: ${text}`) };
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) return config; // an empty file
  if (!isMap(root)) throw problem(lineOf(root.range?.[0]), "the config must be a map of option names to values, such as `format: githubactions`");
  const known = Object.keys(shapes).join(", ");
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    const shape = Object.hasOwn(shapes, key) ? shapes[key] : undefined;
    if (!shape) throw problem(line, `unknown key "${key}": the keys are the options of contracts diff (${known})`);
    const v = pair.value;
    const scalar = (x: unknown): string => {
      if (isScalar(x) && (typeof x.value === "string" || typeof x.value === "number")) return String(x.value);
      throw problem(
        lineOf((x as { range?: number[] } | null)?.range?.[0]) || line,
        `${key} takes ${shape === "pairs" ? "a map or a list of KEY=VALUE strings" : "a string or a number"}`,
      );
    };
    let values: string[];
    if (shape === "boolean") {
      if (!isScalar(v) || typeof v.value !== "boolean") throw problem(line, `${key} takes true or false`);
      values = v.value ? ["true"] : [];
    } else if (shape === "string") values = [scalar(v)];
    else if (isSeq(v)) values = v.items.map(scalar);
    else if (shape === "pairs" && isMap(v)) values = v.items.map((p) => `${scalar(p.key)}=${scalar(p.value)}`);
    else values = [scalar(v)];
    if (pathKeys.has(key)) {
      // relative to the file's folder, written relative to the current folder (as a flag would be)
      const place = (x: string) => (path.isAbsolute(x) ? x : path.join(path.relative(process.cwd(), dir), x));
      values = values.map((x) => {
        if (shape !== "pairs") return place(x);
        const eq = x.indexOf("=");
        return eq < 1 ? x : `${x.slice(0, eq + 1)}${place(x.slice(eq + 1))}`;
      });
    }
    config.entries.push({ key, values, line });
  }
  return config;
}
