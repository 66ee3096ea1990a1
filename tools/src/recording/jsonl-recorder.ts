/**
 * `--record FILE`: every exchange the simulator answers is appended to FILE as one JSON Lines line
 * `{"service", "request", "response"}`, the terminal recording format `contracts conform` reads
 * (conformance/schemas/terminal-exchange.schema.json).
 *
 * - Each line is written with one synchronous write as soon as the reply is known, so a crash or a
 *   kill of the simulator loses no exchange that was answered (the file is opened for appending;
 *   an existing recording grows).
 * - Each line goes through the toolkit's redaction (`redactLine`, tools/src/recording/redact.ts: card
 *   numbers masked to first six and last four, CVVs, passwords and credentials removed), then the
 *   last-line card number scan (`maskPansInText`).
 * - A FILE that is a directory or another non-regular file (a FIFO would block), in a missing folder
 *   or not writable is refused when the simulator starts, with a one-line message (RecordingError).
 * - A write that fails later (disk full) stops the recording and is reported once through `onError`;
 *   the simulator goes on answering.
 */
import { closeSync, constants, existsSync, openSync, statSync, writeSync } from "node:fs";
import { FileLockedError, lockFile } from "../process/file-lock.ts";
import { maskPansInText } from "../mask.ts";
import { EXCLUSIVE, lockError, type OpenOptions, openError } from "./har-recorder.ts";
import { redactLine } from "./redact.ts";
import type { App } from "../contract/terminal.ts";

type Json = Record<string, unknown>;

/** The recording file cannot be used; the message names it and the way out. */
import { RecordingError, RecordingLockedError } from "./recording-error.ts";

/** Another writer holds the recording (its lock, tools/src/process/file-lock.ts): exit code EXIT.locked. */

export interface Recorder {
  /** Append one exchange (redacted) as one line. */
  record(service: App, request: unknown, response: Json): void;
  close(): void;
}

/** Open FILE for appending; throws RecordingError when it is a directory or cannot be written. */
export function openRecorder(file: string, onError: (message: string) => void = () => {}, options: OpenOptions = {}): Recorder {
  let kind: "missing" | "file" | "directory" | "other" = "missing";
  try {
    const st = statSync(file);
    kind = st.isFile() ? "file" : st.isDirectory() ? "directory" : "other";
  } catch {
    // missing (created below) or in a folder we cannot search (reported by the open below)
  }
  if (kind === "directory") throw new RecordingError(`--record ${file}: is a directory; name a file, e.g. --record ${file.replace(/\/+$/, "")}/session.jsonl`);
  if (kind === "other") throw new RecordingError(`--record ${file}: is not a regular file (a device, FIFO or socket); name a file`);
  let fd: number;
  let unlock: () => void = () => {};
  let locked = false;
  try {
    unlock = lockFile(file);
    locked = true;
    fd = options.exclusive ? openSync(file, EXCLUSIVE | constants.O_WRONLY | constants.O_APPEND, 0o600) : openSync(file, "a", 0o600);
  } catch (e) {
    if (e instanceof FileLockedError) throw new RecordingLockedError(e.message);
    unlock();
    const code = (e as NodeJS.ErrnoException).code ?? "error";
    // The lock beside an existing file could not be made: its folder is not writable.
    if (!locked && existsSync(file) && (code === "EACCES" || code === "EPERM" || code === "EROFS")) throw lockError(file, e);
    if (code === "EEXIST" || code === "ELOOP") throw openError(file, e);
    throw new RecordingError(`--record ${file}: cannot be written (${code}); name a file in a folder that exists and that you can write`);
  }
  let open = true;
  return {
    record(service, request, response) {
      if (!open) return;
      try {
        const line = `${maskPansInText(JSON.stringify(redactLine({ service, request, response })))}\n`;
        writeSync(fd, line);
      } catch (e) {
        open = false;
        closeSync(fd);
        unlock();
        onError(
          `--record ${file}: writing failed (${(e as NodeJS.ErrnoException).code ?? (e as Error).name}); the recording stops here, the simulator goes on`,
        );
      }
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
      unlock();
    },
  };
}
