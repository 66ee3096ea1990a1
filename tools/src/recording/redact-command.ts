/**
 * `contracts redact FILE --out COPY`: a sanitized copy of a recording (HAR or JSON Lines), with
 * card numbers masked to first six and last four and secrets, CVVs, passwords and credentials
 * redacted - everywhere in each entry (recording/redact.ts walks the whole document). The structure
 * is kept, so the copy can still be judged; x-verify is kept, and with `--secret` the verdict of a
 * signature whose payload redaction altered is carried in the entry (recording/carried.ts).
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
import { readSmallFile } from "../small-file.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";
import { entries, formatOf } from "./open.ts";
import type { RawEntry } from "./entry.ts";
import { Out } from "../output.ts";

const USAGE = `usage: contracts redact FILE --out COPY [--secret HEX | --secret-file FILE]   (COPY: a new file, never the recording itself)
  --secret   the merchant secret (hex): where redaction alters a payload x-verify signs, the signature is
             verified first and the verdict carried in the entry (_contract), so conform --secret can
             still judge it; prefer --secret-file FILE or the environment variable CONTRACTS_SECRET`;

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

/**
 * The merchant secret as conform and certify take it (conform/args.ts): --secret HEX, the first line
 * of --secret-file FILE, or CONTRACTS_SECRET. No message shows its value.
 */
function secretSigner(flag: string | undefined, file: string | undefined, env: NodeJS.ProcessEnv = process.env): Signer | undefined {
  if (flag !== undefined && file !== undefined) throw new UsageError(`give --secret or --secret-file, not both\n${USAGE}`);
  let secret = flag ?? (env.CONTRACTS_SECRET || undefined);
  if (file !== undefined) {
    const read = readSmallFile(file, 4096);
    if (!read.bytes)
      throw new InputError(`redact: --secret-file ${file}: cannot read it as a small regular file; write the hex secret to a file and give its path`);
    secret = read.bytes.toString("utf8").split(/\r?\n/, 1)[0]!.trim();
  }
  if (secret === undefined) return undefined;
  try {
    return hmacSha256Signer(secret);
  } catch (e) {
    throw new UsageError(`${flag !== undefined ? "--secret" : file !== undefined ? `--secret-file ${file}` : "CONTRACTS_SECRET"}: ${(e as Error).message}`);
  }
}

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["out", "secret", "secret-file"], flags: ["help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length !== 1) throw new UsageError(`give exactly one recording\n${USAGE}`);
  const outFile = single(p, "out", USAGE);
  if (!outFile) throw new UsageError(`--out COPY is required (the sanitized copy is never written over the original)\n${USAGE}`);
  const file = p.positional[0]!;
  const signer = secretSigner(single(p, "secret", USAGE), single(p, "secret-file", USAGE));
  const redactEntry = (v: unknown): unknown => redactHarEntry(v, { signer });
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
          const s = sanitized(raw, `entry ${raw.index}`, redactEntry);
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
