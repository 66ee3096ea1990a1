/**
 * The floor of the conformance benchmark: a pass that only reads the recordings and JSON.parses each
 * exchange, streaming as the runner does (1 MiB UTF-8 chunks): JSON Lines line by line; HAR entry by
 * entry, cut out of `log.entries` by a minimal scanner (nesting and strings only). With `--bodies`
 * (the default) the JSON bodies embedded in HAR entries (postData.text, content.text) are parsed too,
 * since an HTTP exchange is not read until its bodies are; `--no-bodies` parses the entries alone.
 *
 * With `--validate ROOT` (ROOT: tools/dist or tools/src) the pass also validates every exchange with
 * the contract's precompiled validators through the toolkit's validation API, as the runner calls
 * it (the exchange normalized by the runner's own fromHarEntry or fromLine, the operation matched by
 * its Matcher; request and response, or a terminal line's request and reply), and does nothing
 * else: no other check, no report. Loading the validators is timed, as the runner's pass times it. What a
 * judge built on the generated validators pays at least, before its other checks.
 *
 *   node --import tsx tools/bench/workers/floor-pass.ts [--no-bodies | --validate ROOT] FILE...
 *
 * Prints one JSON line: {exchanges, ms, malformed, invalid?} (ms: the pass alone, without start-up; malformed: entries,
 * lines or bodies that are not JSON, whose parse attempt the floor pays too; invalid: exchanges the validators failed).
 */
import { createReadStream } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const QUOTE = 34,
  LBRACE = 123,
  RBRACE = 125,
  LBRACKET = 91,
  RBRACKET = 93,
  COMMA = 44;
const CHUNK = 1 << 20;

let sink = 0;
function use(v: unknown): void {
  // Keep the parse from being optimized away.
  if (v !== null && typeof v === "object") sink++;
}

/** JSON.parse, or nothing for text that is not JSON: a malformed body or line costs its parse attempt and the pass goes on (as the runner does). */
function tryParse(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    use(value);
    return value;
  } catch {
    malformed++;
    return undefined;
  }
}

/** A JSON Lines line: parsed, and validated with --validate. */
function onLine(text: string): void {
  const value = tryParse(text);
  if (validation && value !== null && typeof value === "object") validation.line(value as Record<string, any>);
}

let malformed = 0;
let invalid = 0;

/** What --validate does with a parsed HAR entry (its bodies not parsed yet) and with a parsed line. */
interface Validation {
  entry(entry: Record<string, any>): void;
  line(line: Record<string, any>): void;
}

let validation: Validation | undefined;

/**
 * The runner's own steps, loaded from `root`: each exchange normalized as the runner reads it
 * (recording/http-exchange.ts fromHarEntry: headers, query, bodies parsed by content type;
 * recording/terminal-exchange.ts fromLine), its operation matched, then validated.
 */
async function loadValidation(root: string): Promise<Validation> {
  const ext = path.basename(root) === "src" ? ".ts" : ".js";
  const load = (p: string): Promise<any> => import(pathToFileURL(path.resolve(root, p + ext)).href);
  const [operations, router, validators, httpExchange, terminalExchange, messages] = await Promise.all([
    load("contract/operations"),
    load("contract/router"),
    load("judge/validators"),
    load("recording/http-exchange"),
    load("recording/terminal-exchange"),
    load("validate/messages"),
  ]);
  // The judge's own router over the contract's operations, and the validators it loads (judge/judge.ts).
  const route = new router.Router(operations.httpOperations());
  const byService = await validators.loadHttpValidators();
  return {
    entry(entry) {
      const { exchange: ex, problems } = httpExchange.fromHarEntry(entry);
      malformed += problems.length;
      const m = ex ? route.route(ex.method, ex.path) : undefined;
      if (!m?.operation) {
        invalid++;
        return;
      }
      const { op } = m.operation;
      const validator = byService[m.operation.service];
      const request = { headers: ex.request.headers, query: ex.query, path: m.params, body: ex.request.body, contentType: ex.request.contentType };
      // The encoded payloads' documents, decoded once (as the judge asks for them).
      if (!validator.validateRequest(op.operationId, request, new Map()).ok) invalid++;
      const response = { headers: ex.response?.headers, contentType: ex.response?.contentType };
      if (!validator.validateResponse(op.operationId, ex.status, ex.response?.body, response).ok) invalid++;
    },
    line(line) {
      const { exchange: ex, problems } = terminalExchange.fromLine(line);
      malformed += problems.length;
      if (!ex) {
        invalid++;
        return;
      }
      const ok = messages.validateMessage(ex.app, ex.request, "request").ok;
      if (!ok || (ex.response !== undefined && !messages.validateMessage(ex.app, ex.response, "reply").ok)) invalid++;
    },
  };
}

function parseBodies(entry: Record<string, any>): void {
  const req = entry.request?.postData;
  if (req && typeof req.text === "string" && /json/i.test(String(req.mimeType))) tryParse(req.text);
  const res = entry.response?.content;
  if (res && typeof res.text === "string" && res.text !== "" && /json/i.test(String(res.mimeType))) tryParse(res.text);
}

async function jsonl(file: string): Promise<number> {
  let n = 0;
  let rest = "";
  for await (const chunk of createReadStream(file, { encoding: "utf8", highWaterMark: CHUNK })) {
    const text = rest + (chunk as string);
    let start = 0;
    let nl = text.indexOf("\n");
    while (nl !== -1) {
      if (nl > start) {
        onLine(text.slice(start, nl));
        n++;
      }
      start = nl + 1;
      nl = text.indexOf("\n", start);
    }
    rest = text.slice(start);
  }
  if (rest.trim()) {
    onLine(rest);
    n++;
  }
  return n;
}

/**
 * HAR: depth 1 is the root object, 2 `log`, 3 the `entries` array; an entry is the text between the
 * commas of depth 3. Keys are not tracked: the first array opened at depth 2 is taken as entries
 * (true of HAR files, whose `log` holds `version`, `creator`, `browser`, `pages`... `pages` is an
 * array too, so the key before it is checked once, cheaply).
 */
async function har(file: string, bodies: boolean): Promise<number> {
  let n = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let entriesDepth = -1;
  let lastKey = "";
  let keyStart = -1;
  let pieces: string[] = [];
  let entryStart = -1;
  const finish = (text: string): void => {
    const t = text.trim();
    if (!t) return;
    n++;
    let entry: Record<string, any>;
    try {
      entry = JSON.parse(t) as Record<string, any>;
    } catch {
      malformed++;
      return;
    }
    if (validation) validation.entry(entry);
    else if (bodies) parseBodies(entry);
    use(entry);
  };
  for await (const raw of createReadStream(file, { encoding: "utf8", highWaterMark: CHUNK })) {
    const chunk = raw as string;
    const len = chunk.length;
    if (entryStart === -2) entryStart = 0;
    let i = 0;
    // Next backslash at or after i (cached: most strings have none nearby).
    let nextBackslash = chunk.indexOf("\\");
    if (nextBackslash === -1) nextBackslash = len;
    while (i < len) {
      if (inString) {
        if (escaped) {
          escaped = false;
          i++;
          continue;
        }
        const q = chunk.indexOf('"', i);
        if (nextBackslash < i) {
          nextBackslash = chunk.indexOf("\\", i);
          if (nextBackslash === -1) nextBackslash = len;
        }
        if (nextBackslash < len && (q === -1 || nextBackslash < q)) {
          i = nextBackslash + 1;
          escaped = true;
          continue;
        }
        if (q === -1) {
          i = len;
          break;
        }
        inString = false;
        if (keyStart >= 0) {
          lastKey = chunk.slice(keyStart, q);
          keyStart = -1;
        }
        i = q + 1;
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (c === QUOTE) {
        inString = true;
        if (depth === 2) keyStart = i + 1;
      } else if (c === LBRACE || c === LBRACKET) {
        if (depth === 2 && c === LBRACKET && entriesDepth < 0 && lastKey === "entries") {
          entriesDepth = 3;
          entryStart = i + 1;
        }
        depth++;
      } else if (c === RBRACE || c === RBRACKET) {
        depth--;
        if (depth === 2 && entriesDepth === 3 && c === RBRACKET) {
          pieces.push(chunk.slice(entryStart, i));
          finish(pieces.join(""));
          pieces = [];
          entryStart = -1;
          entriesDepth = -3;
        }
      } else if (c === COMMA && depth === entriesDepth) {
        pieces.push(chunk.slice(entryStart, i));
        finish(pieces.join(""));
        pieces = [];
        entryStart = i + 1;
      }
      i++;
    }
    if (entryStart >= 0) {
      pieces.push(chunk.slice(entryStart));
      entryStart = -2; // continues at 0 in the next chunk
    }
  }
  return n;
}

const args = process.argv.slice(2);
const bodies = !args.includes("--no-bodies");
const v = args.indexOf("--validate");
const validateRoot = v >= 0 ? args[v + 1] : undefined;
const files = args.filter((a, i) => !a.startsWith("--") && (v < 0 || i !== v + 1));
const t0 = performance.now();
if (validateRoot) validation = await loadValidation(validateRoot);
let exchanges = 0;
for (const f of files) exchanges += f.endsWith(".jsonl") ? await jsonl(f) : await har(f, bodies);
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ exchanges, ms, malformed, ...(validation ? { invalid } : {}), sink: sink > 0 })}\n`);
