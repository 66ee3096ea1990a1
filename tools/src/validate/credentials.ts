/** The credentials an operation's security requirements ask for, checked on the Authorization header. */
import type { ValidationError } from "./errors.ts";
import type { Manifest, OperationManifest } from "../contract/manifest.ts";

/** A credentials error when no alternative of the operation's security is satisfied (headers lower-cased). */
export function checkCredentials(op: OperationManifest, manifest: Manifest, headers: Record<string, string>): ValidationError[] {
  if (op.security.length === 0 || op.security.some((alt) => alt.length === 0)) return [];
  const auth = headers.authorization ?? "";
  const satisfied = (scheme: string): boolean => {
    const s = manifest.securitySchemes[scheme];
    if (!s) return false;
    if (s.type === "http" && s.scheme?.toLowerCase() === "basic") return /^Basic\s+[A-Za-z0-9+/=]+$/i.test(auth);
    if ((s.type === "http" && s.scheme?.toLowerCase() === "bearer") || s.type === "oauth2" || s.type === "openIdConnect") {
      return /^Bearer\s+\S+$/i.test(auth);
    }
    return true;
  };
  if (op.security.some((alt) => alt.every(satisfied))) return [];
  const wanted = op.security.map((alt) => alt.map((n) => describeScheme(manifest, n)).join(" and ")).join(" or ");
  return [
    {
      pointer: "/headers/authorization",
      rule: "credentials",
      message: auth ? `Authorization does not carry ${wanted} credentials` : `missing Authorization header (${wanted} credentials)`,
      expected: `${wanted} credentials`,
    },
  ];
}

/** A security scheme as reports name it: Basic, Bearer, OAuth2 Bearer, or its name. */
export function describeScheme(manifest: Manifest, name: string): string {
  const s = manifest.securitySchemes[name];
  if (!s) return name;
  if (s.type === "http") return s.scheme?.toLowerCase() === "basic" ? "Basic" : "Bearer";
  return s.type === "oauth2" ? "OAuth2 Bearer" : name;
}
