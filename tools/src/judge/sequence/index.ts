/** The registry of sequence rules, in the order they run. */
import { approvedFields } from "./approved-fields.ts";
import { refundExceedsOrder } from "./refund-exceeds-order.ts";
import { statusFollowup } from "./status-followup.ts";
import { tokenExpired } from "./token-expired.ts";
import { tokenOrigin } from "./token-origin.ts";
import type { SequenceRule } from "./types.ts";

export const SEQUENCE_RULES: readonly SequenceRule[] = [statusFollowup, approvedFields, tokenOrigin, refundExceedsOrder, tokenExpired];
