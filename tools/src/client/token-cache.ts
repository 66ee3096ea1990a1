/**
 * A cached bearer token that renews itself before it runs out.
 *
 * The token is fetched on first use and reused until `expires_in` minus a margin has passed;
 * concurrent callers that find no usable token share one in-flight request; a failed request is
 * not cached (the next caller tries again). The clock is injectable for tests.
 */

/** What a token request yields: the token and its lifetime in seconds (OAuth2 `expires_in`). */
export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

export interface TokenCacheOptions {
  /** Performs the token request. */
  fetchToken: () => Promise<IssuedToken>;
  /** Milliseconds since the epoch (default `Date.now`). */
  now?: () => number;
  /**
   * Renew this many seconds before `expires_in` runs out (default 60). For a token that lives
   * less than twice the margin, half its lifetime is used instead, so a short-lived token is
   * still reused.
   */
  renewBeforeSeconds?: number;
}

export const DEFAULT_RENEW_BEFORE_SECONDS = 60;

export class TokenCache {
  private current: { value: string; renewAt: number } | undefined;
  private inFlight: Promise<string> | undefined;
  private readonly now: () => number;
  private readonly margin: number;

  constructor(private readonly options: TokenCacheOptions) {
    this.now = options.now ?? Date.now;
    this.margin = options.renewBeforeSeconds ?? DEFAULT_RENEW_BEFORE_SECONDS;
    if (!(this.margin >= 0)) throw new RangeError("renewBeforeSeconds must be a number >= 0");
  }

  /** A usable token: the cached one, the one being fetched, or a new one. */
  get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.value);
    this.inFlight ??= this.renew().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Forget the cached token (e.g. after the server answered 401); the next `get` fetches anew. */
  invalidate(): void {
    this.current = undefined;
  }

  /** Every token value seen so far that is still cached (for scrubbing error messages). */
  values(): string[] {
    return this.current ? [this.current.value] : [];
  }

  private async renew(): Promise<string> {
    // Lifetime counts from when the request was sent: the conservative end.
    const requestedAt = this.now();
    const issued = await this.options.fetchToken();
    const lifetime = Math.max(0, issued.expiresInSeconds);
    const margin = Math.min(this.margin, lifetime / 2);
    this.current = { value: issued.accessToken, renewAt: requestedAt + (lifetime - margin) * 1000 };
    return issued.accessToken;
  }
}
