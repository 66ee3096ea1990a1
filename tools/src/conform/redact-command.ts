/**
 * `contracts redact FILE --out FILE`: a sanitized copy of a recording (HAR or JSON Lines), with
 * card numbers masked to first six and last four and secrets, CVVs, passwords and credentials
 * redacted - in headers, query strings, bodies, form fields and inside encoded (Base64 JSON)
 * payloads. The structure is kept, so the copy can still be judged (x-verify of a redacted
 * payload no longer matches, of course).
 */
import { rm } from "node:fs/promises";
import { EXIT, InputError, UsageError } from "../cli/errors.ts";
import { parseArgs, single } from "./args.ts";
import { entries, formatOf } from "./input/open.ts";
import { redactHarEntry, redactLine } from "./redact.ts";
import { Out } from "./report/writer.ts";

const USAGE = "usage: contracts redact FILE --out FILE";

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["out"], flags: ["help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(USAGE + "\n");
    return EXIT.ok;
  }
  if (p.positional.length !== 1) throw new UsageError(`give exactly one recording\n${USAGE}`);
  const outFile = single(p, "out", USAGE);
  if (!outFile) throw new UsageError(`--out FILE is required (the sanitized copy is never written over the original)\n${USAGE}`);
  const file = p.positional[0]!;
  const format = await formatOf(file);
  const out = Out.file(outFile);
  let n = 0;
  let malformed = 0;
  try {
    if (format === "har") {
      out.write('{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "contracts redact", "version": "1"},\n    "entries": [');
      for await (const batch of entries(file, format)) for (const raw of batch) {
        const value = raw.value === undefined ? { _comment: `entry ${raw.index} was not JSON and is left out` } : redactHarEntry(raw.value);
        if (raw.value === undefined) malformed++;
        out.write((n++ ? ",\n      " : "\n      ") + JSON.stringify(value));
        await out.maybeFlush();
      }
      out.write("\n    ]\n  }\n}\n");
    } else {
      let line = 0;
      for await (const batch of entries(file, format)) for (const raw of batch) {
        while (line < raw.index) {
          out.write("\n");
          line++;
        }
        if (raw.value === undefined) {
          malformed++;
          out.write(JSON.stringify({ _comment: `line ${raw.index + 1} was not JSON and is left out` }) + "\n");
        } else {
          out.write(JSON.stringify(redactLine(raw.value)) + "\n");
        }
        line++;
        n++;
        await out.maybeFlush();
      }
    }
  } catch (e) {
    await out.close();
    await rm(outFile, { force: true }); // no half-written copy
    if (e instanceof InputError) throw new InputError(e.message.replace(/^conform:/, "redact:"));
    throw e;
  }
  await out.close();
  process.stderr.write(`redact: ${n} exchange(s) written to ${outFile}${malformed ? `; ${malformed} unreadable entr${malformed === 1 ? "y" : "ies"} replaced by a comment` : ""}\n`);
  return EXIT.ok;
}
