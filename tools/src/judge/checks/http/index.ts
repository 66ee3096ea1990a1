/** The registered checks of an HTTP exchange beside the engine's findings, in the order they run. */
import type { Check, HttpContext } from "../types.ts";
import { cardLeak } from "./card-leak.ts";
import { xVerify } from "./x-verify.ts";

export const HTTP_REQUEST_CHECKS: readonly Check<HttpContext>[] = [xVerify];
/** x-verify judges both sides: create order's request, and the refund answer's header (`ctx.side`). */
export const HTTP_RESPONSE_CHECKS: readonly Check<HttpContext>[] = [xVerify, cardLeak];
