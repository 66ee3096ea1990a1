/**
 * Whether the user's stderr is a terminal. `conform` and `redact` run in a child Node whose stderr is a
 * pipe to the `contracts` parent (tools/src/cli/main.ts), so the parent passes the answer on in the
 * environment: STDERR_TTY_MARK=1.
 */

/** Tells the child that the user's stderr is a terminal (its own stderr is a pipe to the parent). */
export const STDERR_TTY_MARK = "CONTRACTS_STDERR_TTY";

/** Whether the user's stderr is a terminal (directly, or through the `contracts` parent). */
export const stderrIsTty = (): boolean => process.stderr.isTTY === true || process.env[STDERR_TTY_MARK] === "1";
