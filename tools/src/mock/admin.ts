/**
 * The admin interface of `make mock` (the launcher's session), served under `/__admin` on every
 * mock's port (net/admin.ts: loopback only, refused to browser pages, never recorded or judged),
 * in the style of WireMock's `/__admin`. Every port answers for the whole session, since the two
 * sandboxes share one HAR file:
 *
 * | Request                            | Does                                                                  |
 * |------------------------------------|-----------------------------------------------------------------------|
 * | GET  /__admin                      | lists the endpoints                                                   |
 * | GET  /__admin/status               | each mock's URL and state sizes, lenient or not, each recording's file, entries and closed files |
 * | POST /__admin/reset[?mock=NAME,...]| forgets the state of every mock (or the ones named): tokens, clients, customers, orders, refunds, saved cards, the simulator's transaction books; id counters go on |
 * | POST /__admin/recording/rotate     | closes the current recording file(s) and starts new ones in the recording's folder: body `{"http": NAME, "terminal": NAME}` (file names, or paths into that folder, each optional: mock/recordings.ts), else the next numbered name (`http.har` → `http-2.har`) |
 *
 * Every answer is JSON; an error is `{"error": "..."}` with 400 (bad request), 404 (no such
 * endpoint), 405 (wrong method, with `Allow`) or 409 (not possible now: nothing recorded, the file
 * exists or another process records to it).
 */
import type { AdminAnswer, AdminHandler, AdminRequest } from "../net/admin.ts";
import { maskPansInText } from "../mask.ts";
import { RecordingError } from "../recording/recording-error.ts";
import type { MockName } from "../net/ports.ts";
import { RECORDING_KINDS, RotationError, type RecordingKind, type SessionRecording } from "./recordings.ts";

/** What the admin interface controls of one running mock. */
export interface AdminMock {
  readonly name: MockName;
  readonly url: string;
  /** Undefined for a mock without state (Prism serves examples). */
  reset?(): void;
  state?(): Readonly<Record<string, number>>;
  readonly lenient?: boolean;
}

export interface AdminSession {
  readonly mocks: readonly AdminMock[];
  readonly recordings: Partial<Record<RecordingKind, SessionRecording>>;
}

const ENDPOINTS = [
  { method: "GET", path: "/__admin/status", does: "what runs, its state sizes, and what is recorded where" },
  { method: "POST", path: "/__admin/reset", does: "forget every mock's state (?mock=affordability,optimizer,terminal for some)" },
  {
    method: "POST",
    path: "/__admin/recording/rotate",
    does: 'close the recording files and start new ones in the recording folder (body {"http": "NAME.har", "terminal": "NAME.jsonl"}, else the next numbered names)',
  },
];

const error = (status: number, message: string, headers?: Record<string, string>): AdminAnswer => ({
  status,
  body: { error: message },
  ...(headers ? { headers } : {}),
});

/** The admin handler over one session of mocks. */
export function sessionAdmin(session: AdminSession): AdminHandler {
  // Rotations one after the other: two at once would race for the same next numbered name.
  let rotating: Promise<unknown> = Promise.resolve();
  const serial = (run: () => Promise<AdminAnswer>): Promise<AdminAnswer> => {
    const next = rotating.then(run, run);
    rotating = next.catch(() => undefined);
    return next;
  };
  const routes: Record<string, { method: "GET" | "POST"; run: (req: AdminRequest) => Promise<AdminAnswer> | AdminAnswer }> = {
    "": { method: "GET", run: () => ({ status: 200, body: { endpoints: ENDPOINTS } }) },
    "/status": { method: "GET", run: () => ({ status: 200, body: status(session) }) },
    "/reset": { method: "POST", run: (req) => reset(session, req) },
    "/recording/rotate": { method: "POST", run: (req) => serial(() => rotate(session, req)) },
  };
  return async (req) => {
    const route = Object.hasOwn(routes, req.path) ? routes[req.path]! : undefined;
    if (!route) return masked(error(404, `no admin endpoint ${req.path || "/"}; GET /__admin lists them`));
    if (req.method !== route.method && !(route.method === "GET" && req.method === "HEAD"))
      return error(405, `use ${route.method} /__admin${req.path}`, { allow: route.method === "GET" ? "GET, HEAD" : "POST" });
    return masked(await route.run(req));
  };
}

/** An answer with card numbers masked (a file name or a path the caller chose may hold one). */
function masked(a: AdminAnswer): AdminAnswer {
  const text = JSON.stringify(a.body);
  const safe = maskPansInText(text);
  return safe === text ? a : { ...a, body: JSON.parse(safe) };
}

function status(session: AdminSession): unknown {
  return {
    mocks: session.mocks.map((m) => ({
      name: m.name,
      url: m.url,
      ...(m.lenient !== undefined ? { lenient: m.lenient } : {}),
      ...(m.state ? { state: { ...m.state() } } : {}),
    })),
    recordings: RECORDING_KINDS.flatMap((kind) => {
      const r = session.recordings[kind];
      return r ? [{ recording: kind, file: r.file, entries: r.entries, closed: r.closed }] : [];
    }),
  };
}

function reset(session: AdminSession, req: AdminRequest): AdminAnswer {
  const named = req.query
    .getAll("mock")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  const resettable = session.mocks.filter((m) => m.reset);
  const unknown = named.filter((n) => !resettable.some((m) => m.name === n));
  if (unknown.length > 0)
    return error(400, `?mock= takes ${resettable.map((m) => m.name).join(", ") || "nothing (no mock keeps state)"}; not ${unknown.join(", ")}`);
  const chosen = named.length > 0 ? resettable.filter((m) => named.includes(m.name)) : resettable;
  for (const m of chosen) m.reset!();
  return { status: 200, body: { reset: chosen.map((m) => m.name), ...(status(session) as object) } };
}

async function rotate(session: AdminSession, req: AdminRequest): Promise<AdminAnswer> {
  const active = RECORDING_KINDS.filter((k) => session.recordings[k] !== undefined);
  if (active.length === 0) return error(409, "nothing is recorded: start the mocks with --record DIR/ (every service) or --record FILE (HTTP)");
  let targets: Partial<Record<RecordingKind, string>> = {};
  if (req.text.trim() !== "") {
    let body: unknown;
    try {
      body = JSON.parse(req.text);
    } catch {
      return error(
        400,
        'the body is not JSON; send {"http": "NAME.har", "terminal": "NAME.jsonl"} (file names in the recording folder, each optional) or no body',
      );
    }
    if (body === null || typeof body !== "object" || Array.isArray(body))
      return error(400, 'the body must be a JSON object {"http": "NAME.har", "terminal": "NAME.jsonl"}');
    for (const [k, v] of Object.entries(body)) {
      if (!(RECORDING_KINDS as readonly string[]).includes(k)) return error(400, `unknown member "${k.slice(0, 40)}"; the body takes http and terminal`);
      if (typeof v !== "string") return error(400, `"${k}" must be a file name (a string)`);
      if (!session.recordings[k as RecordingKind]) return error(409, `the ${k} services are not recorded in this session; nothing to rotate for "${k}"`);
    }
    targets = body as Partial<Record<RecordingKind, string>>;
  }
  const all = active.flatMap((k) => session.recordings[k]!.files());
  const files: Partial<Record<RecordingKind, string>> = {};
  try {
    for (const k of active) files[k] = await session.recordings[k]!.prepare(targets[k], all);
  } catch (e) {
    if (e instanceof RotationError) return error(e.status, e.message);
    throw e;
  }
  if (active.length === 2 && files.http === files.terminal) return error(400, "the http and terminal recordings need two different files");
  // Open every new file before closing any old one: a refused open leaves the session as it was.
  const opened: Array<{ commit(): { file: string; entries: number }; abort(): void }> = [];
  try {
    for (const k of active) opened.push(session.recordings[k]!.openNext(files[k]!));
  } catch (e) {
    for (const o of opened) o.abort();
    if (e instanceof RecordingError) return error(409, e.message);
    throw e;
  }
  const rotated = active.map((k, i) => ({ recording: k, closed: opened[i]!.commit(), file: files[k]! }));
  return { status: 200, body: { rotated } };
}
