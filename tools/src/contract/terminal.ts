/**
 * The terminal contract as the tools see it at run time: the two apps (the smart terminal
 * `terminal` and the mobile acceptance service `mobile`), their transport, and per MethodId the
 * method's name, its request and reply schema files, its code table (the `x-codes` rows its
 * Response.ResponseCode refers to), the JSON type of its codes, and the fields each mobile
 * TransactionType uses (`x-fields-used`). Everything is derived from generated/terminal/ (the
 * manifest and the schemas), so a MethodId added to spec/ reaches the simulator, conform, certify
 * and the reference pages without a table kept by hand.
 *
 * Every lookup by a name that comes from traffic (an app, a MethodId, a TransactionType) goes
 * through a Map or an own-property check: `constructor` or `__proto__` is an unknown name, never an
 * inherited member.
 */
import type { components } from "../../../generated/terminal/types.d.ts";
import { documents, type Node } from "./documents.ts";
import { describeApps, type TerminalApp, type TerminalMethod as Model } from "./terminal-model.ts";
import { BUILT } from "./generated.ts";
import type { MessageAppManifest } from "./manifest.ts";

export type App = "terminal" | "mobile";
/** Which message of a terminal exchange: the app's request or the service's reply (the HTTP clients' `Direction` is "request" | "response"). */
export type MessageDirection = "request" | "reply";
/** The MethodIds of the two apps (the contract's TerminalMethodId and MobileMethodId). */
export type MethodId = components["schemas"]["TerminalMethodId"] | components["schemas"]["MobileMethodId"];

export type { CodeRow, FieldsUsed } from "./terminal-model.ts";

/** A method of an app of the contract (terminal-model.ts), its app typed. */
export type TerminalMethod = Model<App>;

const messages = (BUILT.terminal.manifest.messages ?? {}) as Record<string, MessageAppManifest>;

/** The apps the contract knows. */
export const APPS: readonly App[] = Object.keys(messages) as App[];

/** Whether a name (from traffic, a plan or a command line) is an app of the contract. */
export function isApp(name: unknown): name is App {
  return typeof name === "string" && Object.hasOwn(messages, name);
}

function appManifest(app: string): MessageAppManifest | undefined {
  return isApp(app) ? messages[app] : undefined;
}

/** The MethodIds the contract knows for an app, in manifest order. */
export function knownMethods(app: App): string[] {
  return terminalMethods(app).map((m) => m.id);
}

/** The transport annotation of an app (package, action, message code, tags, hybrid intent). */
export function transport(app: App): unknown {
  return appManifest(app)?.transport;
}

/** The schema file of an app's request or reply union. */
export function unionFile(app: App, direction: MessageDirection): string | undefined {
  return appManifest(app)?.[direction];
}

/** A JSON Schema of the terminal contract by file name, parsed once per process. */
export function terminalSchema(file: string): Node | undefined {
  return documents("terminal").schema(file);
}

let described: Map<string, TerminalApp> | undefined;

/** The apps as the model describes them from generated/terminal/'s schemas (read once, when first asked). */
function describedApps(): Map<string, TerminalApp> {
  if (!described) {
    described = new Map(describeApps(documents("terminal").schemas()).map((a) => [a.id, a]));
  }
  return described;
}

const byApp = new Map<string, { list: TerminalMethod[]; byId: Map<string, TerminalMethod> }>();

function methodsOf(app: string): { list: TerminalMethod[]; byId: Map<string, TerminalMethod> } {
  let entry = byApp.get(app);
  if (!entry) {
    const m = appManifest(app);
    const model = describedApps().get(app);
    // The manifest's MethodIds, in its order, each as the model describes it.
    const list = m && model ? Object.keys(m.methods).flatMap((id) => model.methods.filter((x) => x.id === id).map((x) => ({ ...x, app: app as App }))) : [];
    entry = { list, byId: new Map(list.map((x) => [x.id, x])) };
    byApp.set(app, entry);
  }
  return entry;
}

/** Every method of an app, in manifest order. */
export function terminalMethods(app: App): readonly TerminalMethod[] {
  return methodsOf(app).list;
}

/** One method of an app, or undefined for a MethodId the app does not have (whatever the string). */
export function methodInfo(app: string, methodId: string): TerminalMethod | undefined {
  return isApp(app) ? methodsOf(app).byId.get(methodId) : undefined;
}
