/**
 * The leak scanner of the turn-4 adversarial review (../shared/reviews/adversarial-run-4-scripts/
 * leakscan4.py), ported and independent of the masker: card numbers (a network's prefix and length,
 * Luhn; plain, grouped by single spaces or dashes, or a window starting where a number starts) and
 * planted secrets in any text, also after decoding Base64 / Base64url tokens, percent-encoding (once
 * and twice) and JSON `\u00XX` escapes, and a secret in its Base64 or URL-encoded form.
 */
import { isCard } from "./leaks.ts";

export interface Hit {
  /** pan, pan-window, pan-encoded, secret, secret-b64, secret-url, secret-encoded. */
  kind: string;
  value: string;
  context: string;
}

const RUN = /[0-9](?:[ -]?[0-9])*/g;

function cardsIn(text: string): Array<{ kind: "pan" | "pan-window"; digits: string; at: number }> {
  const out: Array<{ kind: "pan" | "pan-window"; digits: string; at: number }> = [];
  for (const m of text.matchAll(RUN)) {
    const run = m[0];
    const digits = run.replace(/[ -]/g, "");
    if (digits.length < 12) continue;
    if (digits.length <= 19 && isCard(digits)) {
      out.push({ kind: "pan", digits, at: m.index });
      continue;
    }
    const starts = [0];
    let k = 0;
    for (const c of run) {
      if (c === " " || c === "-") starts.push(k);
      else k++;
    }
    for (const s of starts) {
      for (let len = 12; len <= 19; len++) {
        const w = digits.slice(s, s + len);
        if (w.length === len && isCard(w)) {
          out.push({ kind: "pan-window", digits: w, at: m.index });
          break;
        }
      }
    }
  }
  return out;
}

const B64 = /[A-Za-z0-9+/_-]{16,}={0,2}/g;

/** Strict Base64 (as Python's b64decode(validate=True)) after the padding is completed, or undefined. */
function strictBase64(token: string): string | undefined {
  const pad = "=".repeat((4 - (token.length % 4)) % 4);
  const t = token + pad;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t) || t.length % 4 !== 0) return undefined;
  return Buffer.from(t, "base64").toString("latin1");
}

function unquote(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

function decodedLayers(text: string): Array<[string, string]> {
  const outs: Array<[string, string]> = [];
  for (const m of text.matchAll(B64)) {
    const tok = m[0];
    for (const alt of [tok, tok.replace(/-/g, "+").replace(/_/g, "/")]) {
      const dec = strictBase64(alt);
      if (dec !== undefined) {
        outs.push(["b64", dec]);
        break;
      }
    }
  }
  if (text.includes("%")) {
    outs.push(["pct", unquote(text)]);
    outs.push(["pct2", unquote(unquote(text))]);
  }
  if (text.includes("\\u00")) outs.push(["uesc", text.replace(/\\u00([0-9a-fA-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))]);
  return outs;
}

const around = (text: string, at: number, len: number): string => text.slice(Math.max(0, at - 40), at + len + 20);

/** Every hit of a card number or of one of `secrets` in `text` (read as Latin-1 bytes, as the review's scanner does). */
export function scanLeaks(text: string, secrets: readonly string[] = []): Hit[] {
  const hits: Hit[] = [];
  for (const c of cardsIn(text)) hits.push({ kind: c.kind, value: c.digits, context: around(text, c.at, 19) });
  for (const [how, dec] of decodedLayers(text)) {
    for (const c of cardsIn(dec)) if (c.kind === "pan") hits.push({ kind: "pan-encoded", value: c.digits, context: `[${how}] ${around(dec, c.at, 19)}` });
    for (const s of secrets) {
      if (s.length >= 4 && dec.includes(s) && !text.includes(s))
        hits.push({ kind: "secret-encoded", value: s, context: `[${how}] ${around(dec, dec.indexOf(s), s.length)}` });
    }
  }
  for (const s of secrets) {
    const forms: Array<[string, string]> = [
      ["", s],
      ["b64", Buffer.from(s, "latin1").toString("base64")],
      ["url", encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)],
    ];
    for (const [k, f] of forms) {
      if (f.length >= 4 && text.includes(f)) hits.push({ kind: `secret${k ? `-${k}` : ""}`, value: s, context: around(text, text.indexOf(f), f.length) });
    }
  }
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = `${h.kind} ${h.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
