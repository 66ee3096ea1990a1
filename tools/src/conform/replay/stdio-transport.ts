/**
 * The `stdio:COMMAND` terminal target: `sh -c COMMAND` fed one JSON line per request, answering one
 * JSON line per reply (restarted after a timeout or an exit, at most MAX_STARTS times).
 *
 * Process hygiene (issue 15), for every child started, restarts included:
 * - each child is the leader of a process group of its own, and is stopped by group: SIGTERM, then
 *   SIGKILL after `graceMs` (STOP_GRACE_MS, 2 s) when anything of the group is still there;
 * - a stopped child's pipes are closed on our side and the child is unref'd, so a grandchild that
 *   left the group (setsid) while holding its stdout cannot keep conform running;
 * - every process the child starts carries a tag in its environment (TARGET_TAG, one value per
 *   start), so what left the group (setsid, a double fork, a shell with job control) is found and
 *   stopped with it (issue 42, A10); a process that clears its environment (`env -i`) is out of reach;
 * - a watcher inside the group (a shell loop started before COMMAND) kills the group and every tagged
 *   process within about 1 s when conform itself is gone, also when conform was killed with SIGKILL
 *   and could stop nothing;
 * - a reply line longer than MAX_LIVE_BODY_BYTES (16 MiB) is cut off with a "too large" finding and
 *   the child is stopped (its output is no longer in step with the requests).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import { safeText } from "../../render.ts";
import { groupAlive, signalEach, signalGroup, tagged, TARGET_TAG } from "./process-group.ts";
import { replyOf, type TerminalTransport } from "./terminal-reply.ts";
import { MAX_LIVE_BODY_BYTES, tooLarge, TransportError } from "./transport-error.ts";

/** How long a stdio child's group has between SIGTERM and SIGKILL. */
export const STOP_GRACE_MS = 2000;

/** How many times a stdio target is started at most (the first start and two restarts). */
export const MAX_STARTS = 3;

/**
 * `sh -c WATCHED sh CONFORM_PID COMMAND`: a background loop, its stdio on /dev/null and its own
 * environment without the tag (so that it does not find itself), kills every process tagged with
 * this start's tag and then the whole group (itself included) once CONFORM_PID is gone; then the
 * shell becomes COMMAND's shell (exec), so a COMMAND that waits for its own background jobs does not
 * wait for the watcher.
 */
const WATCHER = `while kill -0 "$1" 2>/dev/null; do sleep 1; done
for p in /proc/[0-9]*; do grep -qzx "${TARGET_TAG}=$2" "$p/environ" 2>/dev/null && kill -KILL "\${p#/proc/}" 2>/dev/null; done
kill -KILL 0`;
const WATCHED = `(exec env -u ${TARGET_TAG} sh -c '${WATCHER}' sh "$1" "$${TARGET_TAG}") </dev/null >/dev/null 2>&1 &
exec sh -c "$2"`;

export interface StdioTransportOptions {
  /** Between SIGTERM and SIGKILL (default STOP_GRACE_MS). */
  graceMs?: number;
  /** Longest reply line, in characters (default MAX_LIVE_BODY_BYTES). */
  maxLineLength?: number;
}

interface Child {
  readonly process: ChildProcessWithoutNullStreams;
  /** The TARGET_TAG value of this start. */
  readonly tag: string;
  /** Set once stop() ran: resolves when no process of its group is left (or SIGKILL was sent and a last check made). */
  stopped?: Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Stop a child's whole tree: our pipe ends closed, SIGTERM to its process group and to every process
 * with its tag, and SIGKILL after `graceMs` to whatever of them is left. Resolves when they are gone
 * (bounded: graceMs plus 1 s).
 */
async function stopTree(c: ChildProcessWithoutNullStreams, tag: string, graceMs: number): Promise<void> {
  c.stdin.destroy();
  c.stdout.destroy();
  c.stderr.destroy();
  c.unref();
  const pgid = c.pid;
  if (pgid === undefined) return;
  const signalAll = (signal: NodeJS.Signals): void => {
    signalGroup(pgid, signal);
    signalEach(tagged(tag), signal);
  };
  const alive = (): boolean => groupAlive(pgid) || tagged(tag).length > 0;
  signalAll("SIGTERM");
  const killAt = Date.now() + graceMs;
  while (alive() && Date.now() < killAt) await sleep(50);
  if (!alive()) return;
  signalAll("SIGKILL");
  const giveUpAt = Date.now() + 1000;
  while (alive() && Date.now() < giveUpAt) await sleep(50);
}

/** `timeoutMs`: per reply, or a function read at each send (the probe's timeout shrinks toward its deadline). */
export function stdioTransport(command: string, timeoutMs: number | (() => number), options: StdioTransportOptions = {}): TerminalTransport {
  const graceMs = options.graceMs ?? STOP_GRACE_MS;
  const maxLine = options.maxLineLength ?? MAX_LIVE_BODY_BYTES;
  /** Every child started; each is stopped (by group) before close() resolves. */
  const children: Child[] = [];
  let current: Child | undefined;
  let starts = 0;
  let buffer = "";
  let waiting: { resolve: (line: string) => void; reject: (e: Error) => void } | undefined;
  let exitInfo = "";

  const stop = (child: Child): Promise<void> => {
    if (current === child) current = undefined;
    child.stopped ??= stopTree(child.process, child.tag, graceMs);
    return child.stopped;
  };
  const fail = (e: Error): void => {
    const w = waiting;
    waiting = undefined;
    w?.reject(e);
  };

  const start = (): Child => {
    if (starts >= MAX_STARTS) throw new TransportError(`the stdio target stopped ${exitInfo || "answering"}; not restarted after ${MAX_STARTS} starts`);
    starts++;
    buffer = "";
    // Its own process group (detached), so that stopping it also stops what the shell started.
    const tag = `${process.pid}-${randomUUID()}`;
    const c = spawn("sh", ["-c", WATCHED, "sh", String(process.pid), command], {
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
      env: { ...process.env, [TARGET_TAG]: tag },
    });
    const child: Child = { process: c, tag };
    children.push(child);
    c.stderr.resume(); // discarded
    c.stdout.setEncoding("utf8");
    c.stdout.on("data", (chunk: string) => {
      if (child !== current) return;
      buffer += chunk;
      let nl = buffer.indexOf("\n");
      while (nl !== -1) {
        const line = buffer.slice(0, nl).replace(/\r$/, "");
        buffer = buffer.slice(nl + 1);
        if (line.length > maxLine) {
          buffer = "";
          fail(tooLarge(maxLine));
          void stop(child);
          return;
        }
        if (line.trim() && waiting) {
          const w = waiting;
          waiting = undefined;
          w.resolve(line);
        }
        nl = buffer.indexOf("\n");
      }
      if (buffer.length > maxLine) {
        buffer = "";
        fail(tooLarge(maxLine));
        void stop(child);
      }
    });
    c.stdin.on("error", () => {}); // EPIPE when the child is gone: reported by the exit handler
    c.stdout.on("error", () => {});
    c.stderr.on("error", () => {});
    c.on("error", (e) => {
      exitInfo = `(cannot start: ${safeText(e.message)})`;
      if (child === current) fail(new TransportError(`the stdio target cannot be started: ${safeText(e.message)}`));
      void stop(child);
    });
    c.on("exit", (code, signal) => {
      exitInfo = `(exit ${code ?? signal})`;
      if (child === current) fail(new TransportError(`the stdio target exited (${code ?? signal}) before answering`));
      // What the shell left in its group (the watcher, background jobs) goes with it.
      void stop(child);
    });
    return child;
  };

  return {
    async send(service, request) {
      current ??= start();
      const child = current;
      buffer = ""; // unsolicited output is not a reply to this request
      const ms = typeof timeoutMs === "function" ? timeoutMs() : timeoutMs;
      const reply = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (waiting?.resolve === wrapped) waiting = undefined;
          // A late reply would answer the next request: start afresh (this one is stopped by group).
          void stop(child);
          reject(new TransportError(`no reply within ${ms} ms`));
        }, ms);
        const wrapped = (l: string): void => {
          clearTimeout(timer);
          resolve(l);
        };
        waiting = {
          resolve: wrapped,
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        };
      });
      let line: string;
      try {
        line = `${JSON.stringify({ service, request })}\n`;
      } catch {
        fail(new TransportError("the recorded request cannot be serialized to send it"));
        return replyOf(await reply);
      }
      if (child.process.stdin.writable) child.process.stdin.write(line);
      return replyOf(await reply);
    },
    async close() {
      await Promise.all(children.map((c) => stop(c)));
    },
  };
}
