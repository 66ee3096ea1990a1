/**
 * The HTTP contracts the runner judges against: each operation's facts (contract/operations.ts)
 * with its service's validator, the one instance per process that validate/<service>.ts binds.
 * The validators are imported when the first HAR recording is judged, so a run over JSON Lines
 * only never loads them.
 */
import { httpOperations, type OperationFacts } from "../../contract/operations.ts";
import { InputError } from "../../errors.ts";
import type { ServiceValidator } from "../../validate/service.ts";

export interface HttpOperation extends OperationFacts {
  readonly validator: ServiceValidator;
}

export interface HttpContracts {
  operations: HttpOperation[];
}

let loaded: Promise<HttpContracts> | undefined;

export function loadHttpContracts(): Promise<HttpContracts> {
  loaded ??= (async () => {
    let validators: Record<string, ServiceValidator>;
    try {
      const [affordability, optimizer] = await Promise.all([import("../../validate/affordability.ts"), import("../../validate/optimizer.ts")]);
      validators = { affordability: affordability.validator, optimizer: optimizer.validator };
    } catch (e) {
      throw new InputError(
        `conform: the HTTP validators cannot be loaded (${(e as Error).message.split("\n")[0]}); run \`make\` (or \`npm run -s build\`) to build generated/`,
      );
    }
    return { operations: httpOperations().map((o) => ({ ...o, validator: validators[o.service]! })) };
  })();
  return loaded;
}
