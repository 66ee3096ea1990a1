/**
 * The terminal message validators the runner uses, behind a small interface: the toolkit's
 * tools/src/validate/messages.ts (precompiled validators of generated/terminal/), loaded when a
 * JSON Lines recording is judged. Tests may pass their own implementation.
 */
import { InputError } from "../../errors.ts";
import type { ValidationResult } from "../../validate/errors.ts";
import type { App, MessageDirection } from "../../contract/terminal.ts";

export interface MessageValidator {
  validateMessage(app: App, message: unknown, direction: MessageDirection): ValidationResult;
  knownMethods(app: App): string[];
  /** The method's name (DoTransaction, PrintData...), for reports. */
  methodName(app: App, methodId: string): string | undefined;
}

interface MessagesModule {
  validateMessage(app: App, message: unknown, direction: MessageDirection): ValidationResult;
  knownMethods(app: App): string[];
  /** The method's name from the contract (generated/terminal/manifest.json). */
  methodInfo?(app: App, methodId: string): { name: string } | undefined;
}

/** Wrap a validateMessage/knownMethods pair (validate/messages.ts, or a test double). */
export function messageValidator(mod: MessagesModule): MessageValidator {
  const known = new Map<App, string[]>();
  return {
    validateMessage: (app, message, direction) => mod.validateMessage(app, message, direction),
    knownMethods(app) {
      let k = known.get(app);
      if (!k) known.set(app, (k = mod.knownMethods(app).map(String)));
      return k;
    },
    methodName: (app, id) => mod.methodInfo?.(app, id)?.name,
  };
}

let loaded: Promise<MessageValidator> | undefined;

export function loadMessageValidator(): Promise<MessageValidator> {
  loaded ??= (async () => {
    let mod: MessagesModule;
    try {
      const [messages, contract] = await Promise.all([import("../../validate/messages.ts"), import("../../contract/terminal.ts")]);
      mod = { validateMessage: messages.validateMessage, knownMethods: contract.knownMethods, methodInfo: contract.methodInfo };
    } catch (e) {
      throw new InputError(
        `conform: the terminal message validators cannot be loaded (${(e as Error).message.split("\n")[0]}); run \`make\` to build generated/terminal/, or judge HAR recordings only`,
      );
    }
    return messageValidator(mod);
  })();
  return loaded;
}
