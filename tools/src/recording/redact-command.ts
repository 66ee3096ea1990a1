/**
 * `contracts redact FILE --out COPY`: a sanitized copy of a recording (HAR or JSON Lines), with
 * card numbers masked to first six and last four and secrets, CVVs, passwords and credentials
 * redacted - everywhere in each entry (recording/redact.ts walks the whole document). The structure
 * is kept, so the copy can still be judged (x-verify of a redacted payload no longer matches, of course).
 *
 * The copy is written to a temporary file beside COPY and renamed on success: COPY may not be the
 * recording itself (nor a link to it: exit 64), and a failed run leaves COPY as it was. An entry
 * that cannot be parsed, or that is beyond the limits (tools/src/limits.ts), is replaced by a
 * comment naming it: never copied. It runs under the same heap limit as `conform` (cli/main.ts).
 */
import { EXIT, InputError, UsageError } from "../errors.ts";
import { maskPansInText } from "../mask.ts";
import { redactHarEntry, redactLine, RedactLimitError } from "./redact.ts";
import { parseArgs, single } from "../cli-args.ts";
import { entries, formatOf } from "./open.ts";
import type { RawEntry } from "./entry.ts";
import { Out } from "../output.ts";

const USAGE = "usage: contracts redact FILE --out COPY   (COPY: a new file, never the recording itself)";

/** The sanitized entry, or a comment saying why it is left out. */
function sanitized(raw: RawEntry, what: string, redact: (v: unknown) => unknown): { value: unknown; left: boolean } {
  if (raw.value === undefined) {
    const why = raw.limit ? `is beyond the limits (${raw.limit})` : "was not JSON";
    return { value: { _comment: `${what} ${why} and is left out` }, left: true };
  }
  try {
    return { value: redact(raw.value), left: false };
  } catch (e) {
    if (!(e instanceof RedactLimitError) && !(e instanceof RangeError)) throw e;
    const why = e instanceof RedactLimitError ? e.message.replace(/^too (deep|large): [^:]*? (is|holds) /, "") : "too deep to walk";
    return { value: { _comment: `${what} is beyond the limits (${why}) and is left out` }, left: true };
  }
}

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["out"], flags: ["help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length !== 1) throw new UsageError(`give exactly one recording\n${USAGE}`);
  const outFile = single(p, "out", USAGE);
  if (!outFile) throw new UsageError(`--out COPY is required (the sanitized copy is never written over the original)\n${USAGE}`);
  const file = p.positional[0]!;
  let format;
  try {
    format = await formatOf(file);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.message.replace(/^conform:/, "redact:"));
    throw e;
  }
  const out = await Out.open(outFile, { inputs: [file] });
  let n = 0;
  let left = 0;
  try {
    if (format === "har") {
      out.write('{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "contracts redact", "version": "1"},\n    "entries": [');
      for await (const batch of entries(file, format))
        for (const raw of batch) {
          const s = sanitized(raw, `entry ${raw.index}`, redactHarEntry);
          if (s.left) left++;
          out.write((n++ ? ",\n      " : "\n      ") + JSON.stringify(s.value));
          await out.maybeFlush();
        }
      out.write("\n    ]\n  }\n}\n");
    } else {
      let line = 0;
      for await (const batch of entries(file, format))
        for (const raw of batch) {
          while (line < raw.index) {
            out.write("\n");
            line++;
          }
          const s = sanitized(raw, `line ${raw.index + 1}`, redactLine);
          if (s.left) left++;
          out.write(`${JSON.stringify(s.value)}\n`);
          line++;
          n++;
          await out.maybeFlush();
        }
    }
    await out.close();
  } catch (e) {
    await out.abort(); // the temporary copy is removed; COPY is left as it was
    if (e instanceof InputError) throw new InputError(e.message.replace(/^conform:/, "redact:"));
    throw e;
  }
  process.stderr.write(
    maskPansInText(
      `redact: ${n} exchange(s) written to ${outFile}${left ? `; ${left} entr${left === 1 ? "y" : "ies"} left out (unreadable or beyond the limits), each replaced by a comment` : ""}\n`,
    ),
  );
  return EXIT.ok;
}
