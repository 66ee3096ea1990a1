/** Exit codes of the `contracts` command. */
export const EXIT = {
  /** Everything conforms / no finding at or above the threshold. */
  ok: 0,
  /** Violations or breaking findings. */
  findings: 1,
  /** Unusable input: a file that cannot be read or parsed at all. */
  input: 2,
  /** Wrong command line (also: an output that is one of the inputs). */
  usage: 64,
  /** An internal fault (a bug): one line on stderr, never a stack trace. */
  internal: 70,
  /** The output file cannot be written (missing folder, a directory, a full disk, no permission). */
  output: 73,
  /** stdout was closed before the output was complete (`contracts conform ... | head`). */
  closedStdout: 74,
  /** The `conform` process ran out of memory (its heap limit, tools/src/cli/heap.ts). */
  outOfMemory: 75,
} as const;

/** The command line is wrong; the message says what to write instead. */
export class UsageError extends Error {}

/**
 * Input that cannot be used at all (missing file, unparsable document). The message names the
 * file and the position (line, entry or JSON pointer) and what to do.
 */
export class InputError extends Error {}

/** The output cannot be written (exit 73), or stdout was closed early (exit 74). */
export class OutputError extends Error {
  constructor(message: string, readonly kind: "unwritable" | "closed" = "unwritable") {
    super(message);
  }
  get exitCode(): number {
    return this.kind === "closed" ? EXIT.closedStdout : EXIT.output;
  }
}
