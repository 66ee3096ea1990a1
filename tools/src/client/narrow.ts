/**
 * Narrowing helpers for terminal messages.
 *
 * TypeScript narrows a union only by a discriminant at the top of the object it tests; it does not
 * narrow `msg` through `msg.Header.MethodId` (microsoft/TypeScript#18758). `byMethod(msg)` lifts
 * the MethodId to the top, so that a `switch` narrows the whole message:
 *
 *   const m = byMethod(request);            // request: TerminalRequest
 *   switch (m.MethodId) {
 *     case "1002": m.message.Detail.PrintRefNo; break;   // PrintDataRequest
 *   }
 *
 * Inside a mobile DoTransaction, `Detail.TransactionType` is at the top of the Detail, so
 * `switch (detail.TransactionType)` narrows the Detail directly.
 */
import type * as T from "../../../generated/terminal/types.d.ts";

export type { T as TerminalTypes };

type WithMethod = { Header: { MethodId: string } };

/** A message with its MethodId lifted to the top: a union that `switch (x.MethodId)` narrows. */
export type ByMethod<M extends WithMethod> = M extends WithMethod ? { MethodId: M["Header"]["MethodId"]; message: M } : never;

export function byMethod<M extends WithMethod>(message: M): ByMethod<M> {
  return { MethodId: message.Header.MethodId, message } as ByMethod<M>;
}

/** The member of a message union whose Header.MethodId is `K`. */
export type MessageOf<M extends WithMethod, K extends string> = Extract<M, { Header: { MethodId: K } }>;

/** Type guard: whether `message` is the method `methodId` of its union. */
export function isMethod<M extends WithMethod, K extends M["Header"]["MethodId"]>(message: M, methodId: K): message is MessageOf<M, K> {
  return message.Header.MethodId === methodId;
}

export type TerminalRequest = T.TerminalRequest;
export type TerminalReply = T.TerminalReply;
export type MobileRequest = T.MobileRequest;
export type MobileReply = T.MobileReply;
