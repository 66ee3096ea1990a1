/**
 * HTTP Basic credentials (RFC 7617): `Basic <Base64 of user:password>`. The one place they are
 * decoded; they are encoded here too, so that every part writes them alike.
 */

/** The user-pass text of a Basic token (the Base64 after the scheme), decoded as Latin-1 (RFC 7617's default), or undefined when it is not Base64. */
export function basicUserPass(token: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return undefined;
  return Buffer.from(token, "base64").toString("latin1");
}

/** The user of an Authorization header's Basic credentials (UTF-8), or undefined when it carries none. */
export function basicUser(authorization: string | undefined): string | undefined {
  const m = /^\s*basic\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!m || !/^[A-Za-z0-9+/]+={0,2}$/.test(m[1]!)) return undefined;
  return Buffer.from(m[1]!, "base64").toString("utf8").split(":", 1)[0]!;
}

/** An Authorization header value of Basic credentials: `user-pass` is `user:password`. */
export const basicAuthorization = (userPass: string): string => `Basic ${Buffer.from(userPass, "utf8").toString("base64")}`;
