// The HTTP traffic as the peers' harnesses hand it to them (workers/peer-*.mjs): each HAR entry
// turned into the request and response objects a Node server framework would give a validator
// (lower-cased header names, the query as an object, bodies parsed as body-parser parses them).
// The peers ship no HAR reader: a file is read and parsed whole, the quickest way Node has at this
// size (about 20 MB a file), so reading costs the peers no more than it costs conform.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The entries of a HAR file. */
export function readHar(file) {
  return JSON.parse(readFileSync(file, "utf8")).log.entries;
}

const headerMap = (list) => {
  const out = {};
  for (const h of list ?? []) out[h.name.toLowerCase()] = h.value;
  return out;
};

/** A JSON body parsed, a form body as an object of its fields, anything else as text; no body is undefined. */
function parseBody(mimeType, text) {
  if (text === undefined || text === "") return undefined;
  const type = (mimeType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return JSON.parse(text);
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/**
 * One exchange: throws (a SyntaxError from JSON.parse) when a body is not the JSON its type says;
 * the harnesses count such an exchange as flagged, as conform does (malformed-entry).
 */
export function exchangeOf(entry) {
  const req = entry.request;
  const res = entry.response;
  const url = new URL(req.url);
  const query = {};
  for (const q of req.queryString ?? []) query[q.name] = q.value;
  return {
    method: req.method.toLowerCase(),
    url: req.url,
    path: url.pathname,
    query,
    headers: headerMap(req.headers),
    body: parseBody(req.postData?.mimeType, req.postData?.text),
    status: res.status,
    responseHeaders: headerMap(res.headers),
    responseBody: parseBody(res.content?.mimeType, res.content?.text),
  };
}

/**
 * The verdicts of a pass: exchanges judged, those flagged (as FILE-BASENAME:INDEX, the way the
 * section matches them with conform's report) and the first few reasons. print() writes the one
 * JSON line every harness ends with: {ms, loadMs, exchanges, flagged, samples}: ms from t0 to the
 * last verdict, loadMs from t0 to the first exchange (the peer's documents read and compiled).
 */
export function tally() {
  let exchanges = 0;
  const flagged = [];
  const samples = [];
  return {
    judge() {
      exchanges++;
    },
    flag(file, index, why) {
      flagged.push(`${path.basename(file)}:${index}`);
      if (samples.length < 5) samples.push(`${path.basename(file)} entry ${index}: ${JSON.stringify(why).slice(0, 300)}`);
    },
    print(t0, loaded) {
      process.stdout.write(`${JSON.stringify({ ms: performance.now() - t0, loadMs: loaded - t0, exchanges, flagged, samples })}\n`);
    },
  };
}

/**
 * Every exchange of the HAR files handed to `judge`, which gives why it is flagged, or undefined
 * (a promise of it for an asynchronous peer); an entry whose bodies are not the JSON their type
 * says is flagged unreadable. The verdicts are counted in `verdicts` (tally()).
 */
export async function judgeAll(hars, verdicts, judge) {
  for (const file of hars) {
    const entries = readHar(file);
    for (let i = 0; i < entries.length; i++) {
      verdicts.judge();
      let x;
      try {
        x = exchangeOf(entries[i]);
      } catch (e) {
        verdicts.flag(file, i, `unreadable: ${e.message}`);
        continue;
      }
      let why = judge(x);
      // A synchronous peer is not made to wait a turn per exchange.
      if (why instanceof Promise) why = await why;
      if (why !== undefined) verdicts.flag(file, i, why);
    }
  }
}
