/**
 * The validators the judge checks HTTP exchanges with: each service's, the one instance per process
 * that validate/<service>.ts binds. They are imported when the first HTTP exchange is judged, so a
 * run over JSON Lines only never loads them.
 */
import type { HttpServiceId } from "../contract/services.ts";
import { InputError } from "../errors.ts";
import type { ServiceValidator } from "../validate/service.ts";

export type HttpValidators = Readonly<Record<HttpServiceId, ServiceValidator>>;

let loaded: Promise<HttpValidators> | undefined;

export function loadHttpValidators(): Promise<HttpValidators> {
  loaded ??= (async () => {
    try {
      const [affordability, optimizer] = await Promise.all([import("../validate/affordability.ts"), import("../validate/optimizer.ts")]);
      return { affordability: affordability.validator, optimizer: optimizer.validator };
    } catch (e) {
      throw new InputError(
        `the HTTP validators cannot be loaded (${(e as Error).message.split("\n")[0]}); run \`make\` (or \`npm run -s build\`) to build generated/`,
      );
    }
  })();
  return loaded;
}
