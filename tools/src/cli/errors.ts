/** Exit codes of the `contracts` command. */
export const EXIT = {
  /** Everything conforms / no finding at or above the threshold. */
  ok: 0,
  /** Violations or breaking findings. */
  findings: 1,
  /** Unusable input: a file that cannot be read or parsed at all. */
  input: 2,
  /** Wrong command line. */
  usage: 64,
} as const;

/** The command line is wrong; the message says what to write instead. */
export class UsageError extends Error {}

/**
 * Input that cannot be used at all (missing file, unparsable document). The message names the
 * file and the position (line, entry or JSON pointer) and what to do.
 */
export class InputError extends Error {}
