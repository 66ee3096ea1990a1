/**
 * How a command ends: the exit codes of the `contracts` command and the errors that carry a way out.
 * A leaf: the domain (conform, diff, certify) throws these and returns these codes without importing
 * the command line; tools/src/cli/main.ts maps each error to its exit code and prints its one line.
 */

/** Exit codes of the `contracts` command (every subcommand's `run` returns one). */
export const EXIT = {
  /** Everything conforms / no finding at or above the threshold. */
  ok: 0,
  /** Violations or breaking findings. */
  findings: 1,
  /** A server the mock or simulator launcher started failed to start or exited on its own. */
  failed: 1,
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
  /** A recording file is locked by another writer (tools/src/process/file-lock.ts): the mock or simulator launcher refuses to start. */
  locked: 69,
  /** The Node running the command is older than the package needs (tools/src/cli/bin.ts checks before loading anything). */
  oldNode: 78,
} as const;

/** The command line is wrong; the message says what to write instead. */
export class UsageError extends Error {}

/**
 * Input that cannot be used at all (missing file, unparsable document). The message names the
 * file and the position (line, entry or JSON pointer) and what to do.
 */
export class InputError extends Error {}

/** The output cannot be written (`unwritable`: exit 73), or stdout was closed early (`closed`: exit 74). */
export class OutputError extends Error {
  constructor(
    message: string,
    readonly kind: "unwritable" | "closed" = "unwritable",
  ) {
    super(message);
  }
}
