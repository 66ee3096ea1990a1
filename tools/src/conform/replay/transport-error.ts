/** The replay transport's failure and its size limit (rule replay-transport). */

/** The live target could not be reached, timed out, or answered something that is not a response. */
export class TransportError extends Error {}

/** Largest live body (HTTP, after decompression) or stdio reply line replay reads: 16 MiB. */
export const MAX_LIVE_BODY_BYTES = 16 * 1024 * 1024;

/** The finding's text when a live body passes `limit`. */
export function tooLarge(limit: number): TransportError {
  const mib = 1024 * 1024;
  const size = limit >= mib && limit % mib === 0 ? `${limit / mib} MiB` : `${limit} bytes`;
  return new TransportError(`the live answer is too large: over ${size}, the replay limit for one body; it was cut off there`);
}
