/** The registered checks of a known terminal method, in the order they run: the request's, then the reply's. */
import type { Check, TerminalContext } from "../types.ts";
import { codeDocumented } from "./code-documented.ts";
import { codeMessage } from "./code-message.ts";
import { fieldsUsed } from "./fields-used.ts";

export { headerEcho } from "./header-echo.ts";

export const TERMINAL_REQUEST_CHECKS: readonly Check<TerminalContext>[] = [fieldsUsed];
export const TERMINAL_REPLY_CHECKS: readonly Check<TerminalContext>[] = [codeDocumented, codeMessage];
