/**
 * The simulator over stdio, as JSON Lines: one request per input line, one reply per output line,
 * in order. Blank input lines are skipped (no output).
 *
 * Each input line is either
 * - an envelope `{"service": "terminal" | "mobile", "request": {...}}` (always accepted), or
 * - the bare request JSON, answered by the app given with `--app terminal|mobile`.
 *
 * Protocol errors are replies (a line that is not JSON gets the code-7 reply of the `--app` app).
 * A line that cannot be routed (a malformed envelope, or a bare request without `--app`) gets
 * `{"error": "..."}` on its output line, so output lines stay aligned with input lines; so does a
 * line over 1 MiB (its content is skipped, not buffered) and a line the simulator failed to answer.
 * A request nested deeper than 32 levels gets the code-7 reply (limits.ts).
 */
import type { App } from "../contract/index.ts";
import { EnvelopeError, isEnvelope, openEnvelope } from "./envelope.ts";
import { MAX_REQUEST_BYTES } from "./limits.ts";
import type { Simulator } from "./simulator.ts";

export interface StdioOptions {
  /** The app that answers bare requests (lines without an envelope). */
  app?: App;
}

/** The output line for one input line; undefined for a blank line. */
export function answerLine(simulator: Simulator, line: string, options: StdioOptions = {}): string | undefined {
  const text = line.trim();
  if (text === "") return undefined;
  let parsed: unknown;
  let parsedOk = true;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsedOk = false;
  }
  try {
    if (parsedOk && isEnvelope(parsed)) {
      const { app, request } = openEnvelope(parsed);
      return JSON.stringify(simulator.handle(app, request));
    }
    if (!options.app) {
      return JSON.stringify({
        error: 'no app for a bare request: start with --app terminal|mobile, or send {"service": "terminal" | "mobile", "request": {...}}',
      });
    }
    return JSON.stringify(simulator.handle(options.app, text));
  } catch (e) {
    if (e instanceof EnvelopeError) return JSON.stringify({ error: e.message });
    return JSON.stringify({ error: "the simulator failed to answer this line; it goes on with the next" });
  }
}

/** The output line for an input line over MAX_REQUEST_BYTES. */
export const LINE_TOO_LONG = JSON.stringify({ error: `the line is over ${MAX_REQUEST_BYTES} bytes (1 MiB); send one request per line` });

/**
 * The lines of a stream, each at most `maxBytes` long: a longer line is yielded as `undefined` once
 * (its content skipped as it arrives, never buffered whole). A final line without newline counts.
 */
export async function* boundedLines(input: NodeJS.ReadableStream, maxBytes: number = MAX_REQUEST_BYTES): AsyncGenerator<string | undefined> {
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  for await (const raw of input) {
    let chunk = typeof raw === "string" ? Buffer.from(raw) : (raw as Buffer);
    let nl = chunk.indexOf(10);
    while (nl !== -1) {
      const head = chunk.subarray(0, nl);
      if (skipping || size + head.length > maxBytes) yield undefined;
      else
        yield Buffer.concat([...parts, head])
          .toString("utf8")
          .replace(/\r$/, "");
      parts = [];
      size = 0;
      skipping = false;
      chunk = chunk.subarray(nl + 1);
      nl = chunk.indexOf(10);
    }
    if (skipping) continue;
    size += chunk.length;
    if (size > maxBytes) {
      skipping = true;
      parts = [];
    } else if (chunk.length > 0) parts.push(chunk);
  }
  if (skipping) yield undefined;
  else if (size > 0) yield Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
}

/** Answer every line of `input` on `output` until `input` ends. */
export async function serveStdio(simulator: Simulator, input: NodeJS.ReadableStream, output: NodeJS.WritableStream, options: StdioOptions = {}): Promise<void> {
  for await (const line of boundedLines(input)) {
    const answer = line === undefined ? LINE_TOO_LONG : answerLine(simulator, line, options);
    if (answer === undefined) continue;
    if (!output.write(`${answer}\n`)) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
  }
}
