/** One recorded exchange as read from a file, before it is interpreted. */
export interface RawEntry {
  /** 0-based entry (HAR) or line (JSON Lines). */
  index: number;
  /** 1-based line where the entry starts (for messages). */
  line: number;
  /** The parsed JSON value, when it parsed. */
  value?: unknown;
  /** Why the entry could not be parsed (no value then). */
  problem?: string;
  /** The entry was not read because it is beyond a limit (tools/src/limits.ts): the limit, as a short text. */
  limit?: string;
  /** The raw text, when the reader has it at hand (JSON Lines): used for cheap pre-checks. */
  text?: string;
  /**
   * What the reader measured of the entry's text, when it scanned it (streamed HAR): its length and
   * how deep it nests. An entry within the limits by these needs no walk of its value (limits.ts).
   */
  measured?: { chars: number; depth: number };
}

/** Entries in batches (one per chunk read), so that a run pays one await per batch, not per entry. */
export type EntrySource = AsyncIterable<RawEntry[]>;
