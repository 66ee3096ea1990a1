/**
 * `conform` and `redact` run in a child Node started with the heap flags of heap.ts. The parent
 * passes the child's stderr on line by line, masked, and drops V8's multi-line fatal report (an
 * out-of-memory abort) for one line of its own; the child's death by a signal is reported as what
 * it was (out of memory: exit 75; another signal: 128 + its number), never as a plain 143.
 */
import type { ChildProcess } from "node:child_process";
import { constants } from "node:os";
import { EXIT } from "../errors.ts";
import { HEAP_LIMIT_MB } from "./heap.ts";

/** Lines of V8's fatal-error report (heap out of memory). */
export const V8_FATAL = /^(?:<--- Last few GCs --->|<--- JS stacktrace --->|FATAL ERROR:|#\s*Fatal|\s*Native stack trace|\[\d+:0x[0-9a-f]+\])/;

/**
 * Pass the child's stderr on through `say` (one call per line); returns whether V8's fatal report
 * was seen (it and everything after it are dropped).
 */
export function relayStderr(child: ChildProcess, say: (line: string) => void): { fatal(): boolean; flush(): void } {
  let rest = "";
  let fatal = false;
  let blanks = 0;
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      if (fatal || V8_FATAL.test(line)) {
        fatal = true;
        blanks = 0;
      } else if (line.trim() === "")
        blanks++; // V8's report starts with blank lines: held until the next line
      else {
        for (; blanks > 0; blanks--) say("");
        say(line);
      }
    }
  });
  return {
    fatal: () => fatal,
    flush: () => {
      if (rest && !fatal && !V8_FATAL.test(rest)) say(rest);
      rest = "";
    },
  };
}

/** The exit code of the command, and the line to say, for the child's end. */
export function childOutcome(command: string, code: number | null, signal: NodeJS.Signals | null, fatal: boolean): { exit: number; line?: string } {
  if (code !== null && !fatal) return { exit: code };
  if (signal === "SIGABRT" || fatal) {
    return {
      exit: EXIT.outOfMemory,
      line: `contracts: ${command} ran out of memory (heap limit ${HEAP_LIMIT_MB} MB); split the recording or report this input`,
    };
  }
  const number = signal ? (constants.signals as Record<string, number>)[signal] : undefined;
  return { exit: number === undefined ? EXIT.internal : 128 + number, line: `contracts: ${command} was stopped by ${signal ?? "an unknown cause"}` };
}
