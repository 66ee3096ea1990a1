/**
 * The reports of a run as `conform` and `merge` take them on their command lines: `--format F`
 * (text, json or junit; default text) to `--out FILE` (stdout without), and `--report F=FILE` more,
 * from the same run. Every file is checked, and refused when it is one of the inputs, before any is
 * opened; the sinks are teed, and an unusable file's message also goes to stderr as it is known.
 */
import { UsageError } from "../../errors.ts";
import { Out } from "../../output.ts";
import { JsonSink } from "./json.ts";
import { JunitSink } from "./junit.ts";
import { noticeUnusable, printUnusable, teeSink, type Format, type ReportSink } from "./sink.ts";
import { TextSink } from "./text.ts";

export const FORMATS: readonly Format[] = ["text", "json", "junit"];

/** `--report FORMAT=FILE`. */
export function reportOption(value: string, usage: string): { format: Format; file: string } {
  const eq = value.indexOf("=");
  const format = value.slice(0, eq) as Format;
  if (eq <= 0 || eq === value.length - 1 || !FORMATS.includes(format)) {
    throw new UsageError(`--report takes FORMAT=FILE with FORMAT text, json or junit, not "${value}"\n${usage}`);
  }
  return { format, file: value.slice(eq + 1) };
}

export function sinkFor(format: Format, out: Out, verbose: boolean): ReportSink {
  return format === "json" ? new JsonSink(out) : format === "junit" ? new JunitSink(out) : new TextSink(out, verbose);
}

/** The reports asked for, checked (no file named twice), before any is opened. */
export function reportTargets(
  format: Format,
  outFile: string | undefined,
  reports: readonly string[],
  usage: string,
): Array<{ format: Format; file?: string | undefined; option: string }> {
  const extra = reports.map((v) => reportOption(v, usage));
  const files = [...(outFile ? [outFile] : []), ...extra.map((r) => r.file)];
  const twice = files.find((f, i) => files.indexOf(f) !== i);
  if (twice !== undefined) throw new UsageError(`${twice} is named by more than one of --out and --report: give each report its own file`);
  return [{ format, file: outFile, option: "--out" }, ...extra.map((x) => ({ ...x, option: "--report" }))];
}

/** The reports opened (none of them one of `inputs`), as one sink, and their outputs (to abort when the run fails). */
export async function openReports(
  targets: ReturnType<typeof reportTargets>,
  inputs: readonly string[],
  verbose: boolean,
): Promise<{ sink: ReportSink; outs: Out[] }> {
  const outs: Out[] = [];
  const sinks: ReportSink[] = [];
  try {
    for (const r of targets) {
      const o = r.file === undefined ? Out.stdout() : await Out.open(r.file, { inputs: [...inputs], option: r.option });
      outs.push(o);
      sinks.push(sinkFor(r.format, o, verbose));
    }
  } catch (e) {
    for (const o of outs) await o.abort();
    throw e;
  }
  return { sink: noticeUnusable(teeSink(sinks), printUnusable), outs };
}
