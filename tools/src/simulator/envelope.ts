/**
 * The app-selecting envelope of the simulator's transports (HTTP `POST /` and stdio lines):
 *
 *   {"service": "terminal" | "mobile", "request": { ...request JSON... } }
 *
 * `request` may also be a string holding the request JSON, as the Android transport carries it
 * (a bundle string under MASTERAPPREQUEST); a string that is not JSON then gets the code-7 reply.
 * A bare request never has a top-level `service` property, so the two forms cannot be confused.
 */
import { isApp, type App } from "../contract/index.ts";
import { maskPansInText } from "../mask.ts";
import { isObject } from "../json.ts";

export interface Routed {
  readonly app: App;
  /** The request: a parsed value, or the JSON text to parse. */
  readonly request: unknown;
}

/** A malformed envelope: a transport-level error (HTTP 400, or an `{"error": ...}` line on stdio). */
export class EnvelopeError extends Error {}

/** Whether a parsed value is an envelope (an object with a `service` property). */
export function isEnvelope(value: unknown): value is Record<string, unknown> {
  return isObject(value) && "service" in value;
}

/** The app and request of an envelope; throws EnvelopeError naming what is wrong. */
export function openEnvelope(value: unknown): Routed {
  if (!isObject(value)) throw new EnvelopeError('expected {"service": "terminal" | "mobile", "request": {...}}');
  if (!isApp(value.service)) {
    throw new EnvelopeError(`"service" must be "terminal" or "mobile", not ${given(value.service)}`);
  }
  if (!("request" in value)) throw new EnvelopeError('the envelope has no "request" (the request JSON, as an object or a string)');
  return { app: value.service, request: value.request };
}

/** What was given instead of an app name, short and safe: a clipped, masked string or the JSON type. */
function given(value: unknown): string {
  if (value === undefined) return "missing";
  if (typeof value === "string") return JSON.stringify(maskPansInText(value).slice(0, 40));
  if (typeof value === "number" || typeof value === "boolean" || value === null) return maskPansInText(String(value));
  return Array.isArray(value) ? "an array" : "an object";
}
