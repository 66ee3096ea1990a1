/**
 * What the generator can do to a rendered exchange besides the examples' values:
 *
 * - `signed`: create order's x-verify and the refund answer's x-verify made the HMAC-SHA256 under a
 *   given merchant secret (the examples carry placeholders), so that `conform --secret` judges a
 *   recording in which every signature verifies: the pass pays for every check it makes.
 * - `broken`: one defect of the kinds real traffic shows (a number sent as text, a field left out,
 *   an undocumented status, a missing credential, an unknown field), for the benchmark's mixed
 *   recording: findings cost what locating and reporting them costs.
 *
 * Both work on the exchange's JSON (a HAR entry, a JSON Lines line) and write it back in the
 * generator's layout, as the recording is written (any size, both formats). The peers section plants
 * defects of its own (sections/peers.ts): each a finding under a named rule, HTTP only, to compare
 * what each contender catches; these are for what findings cost.
 */
import { hmacSha256Signer, type Signer } from "../../src/signing/x-verify.ts";
import { layoutEntry } from "./templates.ts";

type Obj = Record<string, any>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** A HAR entry re-signed under `signer`; undefined when it carries no x-verify. */
function signEntry(entry: Obj, signer: Signer): boolean {
  let changed = false;
  const reqHeader = (entry.request.headers as Obj[]).find((h) => h.name.toLowerCase() === "x-verify");
  const text = entry.request.postData?.text;
  if (reqHeader && typeof text === "string") {
    const payload = (JSON.parse(text) as Obj).request;
    if (typeof payload === "string") {
      reqHeader.value = signer(payload);
      changed = true;
    }
  }
  const resHeader = (entry.response.headers as Obj[]).find((h) => h.name.toLowerCase() === "x-verify");
  if (resHeader && typeof entry.response.content?.text === "string") {
    resHeader.value = signer(Buffer.from(entry.response.content.text, "utf8").toString("base64"));
    changed = true;
  }
  return changed;
}

/** A first property of `o` holding a number, turned into its text; false when there is none. */
function numberAsText(o: unknown): boolean {
  if (!isObj(o)) return false;
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === "number") {
      o[k] = String(v);
      return true;
    }
    if (numberAsText(v)) return true;
  }
  return false;
}

/** The defects, in turn (kind = n % count). */
const HTTP_DEFECTS = 5;
const TERMINAL_DEFECTS = 3;

/** The response body with defect `kind`, or false when it does not apply to this body. */
function breakBody(body: Obj, kind: number): boolean {
  if (kind === 0) return numberAsText(body);
  if (kind === 1) {
    const first = Object.keys(body)[0];
    if (first === undefined) return false;
    delete body[first];
    return true;
  }
  body.unexpected_field = "not in the contract";
  return true;
}

function breakEntry(entry: Obj, kind: number): void {
  const res = entry.response;
  const body = typeof res.content?.text === "string" && res.content.text.startsWith("{") ? (JSON.parse(res.content.text) as Obj) : undefined;
  const auth = (entry.request.headers as Obj[]).findIndex((h) => h.name.toLowerCase() === "authorization");
  if (kind === 2) res.status = 299;
  else if (kind === 3 && auth >= 0) entry.request.headers.splice(auth, 1);
  else if (body && breakBody(body, kind === 3 ? 4 : kind)) {
    res.content.text = JSON.stringify(body);
    res.content.size = res.bodySize = Buffer.byteLength(res.content.text);
  } else res.status = 299;
}

function breakLine(line: Obj, kind: number): void {
  if (kind === 0 && numberAsText(line.response)) return;
  if (kind === 1 && isObj(line.response)) {
    delete line.response.Header;
    return;
  }
  if (isObj(line.request?.Detail)) line.request.Detail.UnexpectedField = "not in the contract";
  else delete line.response;
}

export interface VariantOptions {
  /** Merchant secret (hex): x-verify signed under it. */
  secret?: string | undefined;
  /** Share of exchanges given a defect (0..1), spread evenly. */
  brokenShare?: number | undefined;
}

/** The rendered exchange `n` of its file, with the variants applied (unchanged text when none applies). */
export function variantMaker(options: VariantOptions, indent: number): ((text: string, n: number, format: "har" | "jsonl") => string) | undefined {
  const signer = options.secret ? hmacSha256Signer(options.secret) : undefined;
  const share = options.brokenShare ?? 0;
  if (!signer && share <= 0) return undefined;
  let broken = 0;
  return (text, n, format) => {
    // Evenly spread: exchange n is broken when the count of broken ones so far falls behind the share.
    const breakIt = share > 0 && broken < Math.floor((n + 1) * share);
    const signIt = signer !== undefined && format === "har" && /"x-verify"/i.test(text);
    if (!breakIt && !signIt) return text;
    const value = JSON.parse(text) as Obj;
    if (signIt) signEntry(value, signer!);
    if (breakIt) {
      if (format === "har") breakEntry(value, broken % HTTP_DEFECTS);
      else breakLine(value, broken % TERMINAL_DEFECTS);
      broken++;
    }
    return format === "har" ? layoutEntry(value, indent) : JSON.stringify(value);
  };
}
