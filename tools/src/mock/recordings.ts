/**
 * The launcher's recordings as the admin interface rotates them: one per kind (the HTTP services'
 * HAR 1.2 file, the terminal apps' JSON Lines file). The servers hold the rotating recording, not a
 * file: each exchange goes to whichever file is current, so a rotation needs no restart.
 *
 * A rotation opens the new file first (under the recording lock, tools/src/process/file-lock.ts, and
 * the output policy below) and only then swaps and closes the old one, all in one synchronous step
 * after the checks: no exchange can fall between the two files, the old file is closed complete
 * (valid HAR, whole lines) and its lock released, and a refused rotation leaves the current
 * recording as it was.
 *
 * The new file is confined to the recording's folder, the folder of the file given at start (issue
 * 42, A6: the admin interface has no other authentication, so a rotation must not let a local process
 * write anywhere): a rotation names a file (no separator, not starting with ".", ending in .har or
 * .jsonl), made in that folder; a path is taken only when its folder is that folder (links resolved). It goes through the same rules as every output of the toolkit
 * (tools/src/output.ts `refuseInputs`): never one of this session's recordings, never a symbolic link,
 * never an existing file (a rotation starts a new recording, so two files never share entries), and it
 * is opened with O_CREAT | O_EXCL | O_NOFOLLOW, so a link or a file put in its place after the checks
 * is refused rather than written through.
 */
import type { App } from "../contract/index.ts";
import { realpathSync, unlinkSync } from "node:fs";
import { lstat, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { UsageError } from "../errors.ts";
import { refuseInputs } from "../output.ts";
import { HarRecorder } from "../recording/har-recorder.ts";
import { openRecorder, type Recorder } from "../recording/jsonl-recorder.ts";
import type { SignedContent } from "../recording/carried.ts";

export type RecordingKind = "http" | "terminal";
export const RECORDING_KINDS: readonly RecordingKind[] = ["http", "terminal"];

/** A rotation that cannot be done; the message names the path and the way out. */
export class RotationError extends Error {
  constructor(
    message: string,
    /** The admin answer's status: 400 a bad path, 409 the file exists or is locked. */
    readonly status: 400 | 409,
  ) {
    super(message);
  }
}

/** How a HAR entry is appended (what the judge says its x-verify signs, and its verdicts). */
type AppendOptions = { signed?: SignedContent | undefined };

interface Writer {
  readonly file: string;
  write(entry: unknown, options?: AppendOptions): void;
  close(): void;
}

function open(kind: RecordingKind, file: string, onError: (message: string) => void, exclusive = false): Writer {
  if (kind === "http") {
    const har = HarRecorder.open(file, undefined, { exclusive });
    return { file, write: (e, options) => har.append(e, options), close: () => har.close() };
  }
  const lines: Recorder = openRecorder(file, onError, { exclusive });
  return {
    file,
    write: (e) => {
      const { app, request, reply } = e as { app: App; request: unknown; reply: Record<string, unknown> };
      lines.record(app, request, reply);
    },
    close: () => lines.close(),
  };
}

/** A finished file of the session. */
export interface ClosedFile {
  readonly file: string;
  readonly entries: number;
}

export class SessionRecording {
  private writer: Writer;
  private count = 0;
  private readonly closedFiles: ClosedFile[] = [];

  private constructor(
    readonly kind: RecordingKind,
    writer: Writer,
    private readonly onError: (message: string) => void,
    /** The recording's folder (the first file's, links resolved at start): every rotated-to file is made in it. */
    readonly folder: string,
  ) {
    this.writer = writer;
  }

  /** Open the first file (RecordingError / RecordingLockedError as `--record` reports them). */
  static open(kind: RecordingKind, file: string, onError: (message: string) => void = () => {}): SessionRecording {
    const writer = open(kind, file, onError);
    let folder: string;
    try {
      folder = realpathSync(path.dirname(path.resolve(file)));
    } catch {
      folder = path.dirname(path.resolve(file));
    }
    return new SessionRecording(kind, writer, onError, folder);
  }

  get file(): string {
    return this.writer.file;
  }

  /** Entries written to the current file by this launcher. */
  get entries(): number {
    return this.count;
  }

  /** The files closed by earlier rotations, oldest first. */
  get closed(): readonly ClosedFile[] {
    return this.closedFiles;
  }

  /** The sandboxes' hook (ServerOptions.recorder): one HAR entry to the current file. */
  append(entry: unknown, options?: AppendOptions): void {
    this.writer.write(entry, options);
    this.count++;
  }

  /** The simulator's hook (SimulatorOptions.onExchange): one exchange to the current file. */
  record(app: App, request: unknown, reply: Record<string, unknown>): void {
    this.writer.write({ app, request, reply });
    this.count++;
  }

  /** Every file this recording has written (the current one last). */
  files(): string[] {
    return [...this.closedFiles.map((c) => c.file), this.writer.file];
  }

  /**
   * Check a new file for this recording (`target`, or the next numbered name after the current
   * file); `session` is every file of the launcher's recordings. Resolves to the path to open.
   */
  async prepare(target: string | undefined, session: readonly string[]): Promise<string> {
    let name = target;
    if (target?.includes("/") && !target.includes("\0")) {
      // A path is taken only when it names a file in the recording's folder (links resolved); the
      // file is then made there by its name, as a name is.
      const dir = await realpath(path.dirname(path.resolve(target))).catch(() => undefined);
      if (dir !== this.folder)
        throw new RotationError(
          `rotate ${this.kind}: ${JSON.stringify(target.slice(0, 200))} is not in the recording's folder ${this.folder}; give a file name (the new recording is made there)`,
          400,
        );
      name = path.basename(target);
    }
    if (name !== undefined) {
      const why = nameProblem(name, this.kind);
      if (why) throw new RotationError(`rotate ${this.kind}: ${why}; the new recording is made in the recording's folder ${this.folder}`, 400);
    }
    const file = name === undefined ? await nextNumbered(path.join(this.folder, path.basename(this.writer.file))) : path.join(this.folder, name);
    try {
      await refuseInputs(file, { inputs: session, option: `rotate ${this.kind}` });
    } catch (e) {
      if (e instanceof UsageError) throw new RotationError(`${e.message.replace(/; write to another file$/, "")}; name a new file`, 409);
      throw e;
    }
    const link = await lstat(file).catch(() => undefined);
    if (link?.isSymbolicLink())
      throw new RotationError(`rotate ${this.kind} ${file}: is a symbolic link; recordings are never written through links, name a plain file`, 400);
    if (link) throw new RotationError(`rotate ${this.kind} ${file}: the file exists; a rotation starts a new recording, name a file that does not exist`, 409);
    const folder = await realpath(path.dirname(file)).catch(() => undefined);
    if (folder === undefined || !(await stat(folder)).isDirectory())
      throw new RotationError(`rotate ${this.kind} ${file}: the folder does not exist; create it first or name a file in an existing folder`, 400);
    return file;
  }

  /**
   * Open `file` (prepared) as the next writer without closing the current one: `commit` swaps and
   * closes the old file; `abort` closes and removes the new one (another recording of the same
   * rotation could not be opened).
   */
  openNext(file: string): { commit(): ClosedFile; abort(): void } {
    const next = open(this.kind, file, this.onError, true);
    return {
      commit: () => {
        const done: ClosedFile = { file: this.writer.file, entries: this.count };
        const previous = this.writer;
        this.writer = next;
        this.count = 0;
        previous.close();
        this.closedFiles.push(done);
        return done;
      },
      abort: () => {
        next.close();
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      },
    };
  }

  close(): void {
    this.writer.close();
  }
}

/** The extension of each recording's files. */
const EXTENSION: Record<RecordingKind, string> = { http: ".har", terminal: ".jsonl" };

/** Why `name` cannot be a rotated-to file of a `kind` recording (a file name in the recording's folder), or undefined. */
export function nameProblem(name: string, kind: RecordingKind): string | undefined {
  const shown = JSON.stringify(name.slice(0, 60));
  if (name === "" || name.length > 200) return `the file name ${shown} is empty or longer than 200 characters`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a file name of a recording holds no control character
  if (/[/\\\x00-\x1f\x7f]/.test(name)) return `give a file name, not a path: ${shown} holds a separator or a control character`;
  if (name.startsWith(".")) return `the file name ${shown} starts with "." (a hidden or a relative name)`;
  if (!name.endsWith(EXTENSION[kind]) || name === EXTENSION[kind]) return `the file name ${shown} must end in ${EXTENSION[kind]}`;
  return undefined;
}

/** `session.har` → `session-2.har` → `session-3.har` ...: the first numbered name beside `file` that does not exist. */
export async function nextNumbered(file: string): Promise<string> {
  const ext = path.extname(file);
  const stem = file.slice(0, file.length - ext.length);
  const m = /^(.*)-(\d+)$/.exec(stem);
  const base = m ? m[1]! : stem;
  let n = m ? Number(m[2]) + 1 : 2;
  for (;;) {
    const candidate = `${base}-${n}${ext}`;
    if ((await lstat(candidate).catch(() => undefined)) === undefined) return candidate;
    n++;
  }
}
