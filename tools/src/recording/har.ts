/**
 * The HAR 1.2 entry as the toolkit writes it (the sandboxes' recorder, the real-world drift
 * samples, the benchmark's recordings): the typed shape and the one builder. Readers accept any
 * HAR 1.2 entry (har-reader.ts, http-exchange.ts); this is what the toolkit itself produces.
 */
import { STATUS_CODES } from "node:http";

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
    comment?: string;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

export interface HarExchange {
  /** The full URL (scheme, host, path and query). */
  url: string;
  method: string;
  /** Request headers by name (any case; Node gives them lower case). */
  headers: Readonly<Record<string, string>>;
  /** The request body text; undefined when it was not kept (over the size limit, or incomplete). */
  body: string | undefined;
  /** ISO 8601 time the request started, and the time to the answer (ms). */
  started: string;
  elapsed: number;
  status: number;
  responseHeaders: Readonly<Record<string, string>>;
  responseBody: string;
}

const pairs = (headers: Readonly<Record<string, string>>): HarNameValue[] => Object.entries(headers).map(([name, value]) => ({ name, value }));

/** A header's value by name in any case. */
const header = (headers: Readonly<Record<string, string>>, name: string): string | undefined =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];

/** One HAR 1.2 entry of an exchange (not redacted: the recorder redacts before it writes). */
export function harEntry(x: HarExchange): HarEntry {
  const q = x.url.indexOf("?");
  const query = q < 0 ? [] : [...new URLSearchParams(x.url.slice(q))].map(([name, value]) => ({ name, value }));
  const request: HarEntry["request"] = {
    method: x.method,
    url: x.url,
    httpVersion: "HTTP/1.1",
    cookies: [],
    headers: pairs(x.headers),
    queryString: query,
    headersSize: -1,
    bodySize: x.body === undefined ? -1 : Buffer.byteLength(x.body),
  };
  if (x.body !== undefined && x.body !== "") request.postData = { mimeType: header(x.headers, "content-type") ?? "", text: x.body };
  if (x.body === undefined) request.comment = "request body not recorded (over 1 MiB, or incomplete when the request timed out)";
  const size = Buffer.byteLength(x.responseBody);
  return {
    startedDateTime: x.started,
    time: x.elapsed,
    request,
    response: {
      status: x.status,
      statusText: STATUS_CODES[x.status] ?? "",
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: pairs(x.responseHeaders),
      content: { size, mimeType: header(x.responseHeaders, "content-type") ?? "", text: x.responseBody },
      redirectURL: header(x.responseHeaders, "location") ?? "",
      headersSize: -1,
      bodySize: size,
    },
    cache: {},
    timings: { send: 0, wait: x.elapsed, receive: 0 },
  };
}
