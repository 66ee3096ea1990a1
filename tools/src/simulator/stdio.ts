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
 * `{"error": "..."}` on its output line, so output lines stay aligned with input lines.
 */
import readline from "node:readline";
import { EnvelopeError, isEnvelope, openEnvelope } from "./envelope.ts";
import type { App } from "./protocol.ts";
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
  if (parsedOk && isEnvelope(parsed)) {
    try {
      const { app, request } = openEnvelope(parsed);
      return JSON.stringify(simulator.handle(app, request));
    } catch (e) {
      if (e instanceof EnvelopeError) return JSON.stringify({ error: e.message });
      throw e;
    }
  }
  if (!options.app) {
    return JSON.stringify({ error: 'no app for a bare request: start with --app terminal|mobile, or send {"service": "terminal" | "mobile", "request": {...}}' });
  }
  return JSON.stringify(simulator.handle(options.app, text));
}

/** Answer every line of `input` on `output` until `input` ends. */
export async function serveStdio(simulator: Simulator, input: NodeJS.ReadableStream, output: NodeJS.WritableStream, options: StdioOptions = {}): Promise<void> {
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const answer = answerLine(simulator, line, options);
    if (answer === undefined) continue;
    if (!output.write(answer + "\n")) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
  }
}
