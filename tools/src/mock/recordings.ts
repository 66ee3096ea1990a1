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
 * The new file's path goes through the same rules as every output of the toolkit (tools/src/output.ts
 * `refuseInputs`): never one of this session's recordings (same file through any link), never a
 * symbolic link, and never an existing file: a rotation starts a new recording (the first file of
 * `--record` may continue an existing recording; a rotated-to file may not, so two files never share
 * entries).
 */
import type { App } from "../contract/index.ts";
import { unlinkSync } from "node:fs";
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

function open(kind: RecordingKind, file: string, onError: (message: string) => void): Writer {
  if (kind === "http") {
    const har = HarRecorder.open(file);
    return { file, write: (e, options) => har.append(e, options), close: () => har.close() };
  }
  const lines: Recorder = openRecorder(file, onError);
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
  ) {
    this.writer = writer;
  }

  /** Open the first file (RecordingError / RecordingLockedError as `--record` reports them). */
  static open(kind: RecordingKind, file: string, onError: (message: string) => void = () => {}): SessionRecording {
    return new SessionRecording(kind, open(kind, file, onError), onError);
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
    const file = target ?? (await nextNumbered(this.writer.file));
    if (file === "" || file.includes("\0") || file.length > 4096) throw new RotationError(`the ${this.kind} recording path is empty or not a path`, 400);
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
    const next = open(this.kind, file, this.onError);
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
