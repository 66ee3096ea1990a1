/**
 * The `Prefer` request header as Prism reads it: `Prefer: code=401`, `Prefer: example="name"`, or
 * both (`code=200, example="Card"`). Quoted values may hold commas.
 */
export interface Preference {
  code?: number;
  example?: string;
}

const PART = /\s*([a-z]+)\s*=\s*(?:"([^"]*)"|([^,\s]*))\s*(?:,|$)/giy;

export function parsePrefer(header: string | undefined): Preference {
  const out: Preference = {};
  if (!header) return out;
  PART.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (PART.lastIndex < header.length && (m = PART.exec(header)) !== null) {
    const key = m[1]!.toLowerCase();
    const value = m[2] ?? m[3] ?? "";
    if (key === "code" && /^[1-5]\d\d$/.test(value)) out.code = Number(value);
    else if (key === "example") out.example = value;
    if (m[0] === "") break;
  }
  return out;
}
