/**
 * A JSON.parse failure as a short message without the quoted input (V8 quotes a snippet of the
 * text, which may hold a card number or a credential), plus the position when V8 gives one.
 */
export interface JsonFailure {
  reason: string;
  /** 0-based character offset of the failure, when known. */
  position?: number;
}

export function describeJsonError(e: unknown): JsonFailure {
  const raw = e instanceof Error ? e.message : String(e);
  const pos = /at position (\d+)/.exec(raw);
  let reason = raw
    .replace(/,\s*".*"\s+is not valid JSON$/s, "")
    .replace(/\s*\(line \d+ column \d+\)/, "")
    .replace(/\s+in JSON at position \d+/, "")
    .replace(/^Unexpected token '(.)'.*$/s, "unexpected character '$1'")
    .replace(/^Unexpected end of JSON input$/, "unexpected end of input")
    .trim();
  if (reason.length > 80) reason = `${reason.slice(0, 79)}…`;
  return pos ? { reason, position: Number(pos[1]) } : { reason };
}

export function jsonErrorText(e: unknown): string {
  const f = describeJsonError(e);
  return f.position === undefined ? f.reason : `${f.reason} at character ${f.position + 1}`;
}
