/** File-system errors of a recording as exit-2 messages naming the file (never a stack trace). */
import { InputError } from "../errors.ts";

const WHY: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "is a directory, not a recording",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EIO: "input/output error",
  ESPIPE: "not a regular file",
};

export function fileError(file: string, e: unknown): InputError {
  const code = (e as NodeJS.ErrnoException)?.code ?? "";
  return new InputError(`conform: ${file}: cannot read it (${WHY[code] ?? (code || "unknown error")}); check the path`);
}

/** An error met while reading: an InputError stays, a file-system error becomes one, others pass. */
export function readError(file: string, e: unknown): unknown {
  if (e instanceof InputError) return e;
  if (typeof (e as NodeJS.ErrnoException)?.code === "string" && (e as NodeJS.ErrnoException).syscall !== undefined) return fileError(file, e);
  return e;
}
