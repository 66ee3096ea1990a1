/**
 * The example messages of each MethodId, taken from the contract: the `examples` of the method's
 * request and reply schemas and of the app's request and reply unions whose Header.MethodId is the
 * method's (duplicates dropped). Nothing is made up here; a method the contract gives no example
 * for shows none (the site test fails then). Shown with card numbers masked and secrets redacted
 * (redactValue); tools/test/docs/examples.test.ts validates each original with the generated
 * validators and checks that the page shows exactly its redacted form.
 *
 * Also the Messenger call of an app as a Kotlin snippet, written from the app's `x-transport`
 * constants (package, action, message code, request and response tags).
 */
import type { TerminalApp, TerminalMethod, Schema, Transport } from "../../contract/index.ts";
import { redactValue } from "../../mask.ts";

export interface MessageExample {
  readonly direction: "request" | "reply";
  /** A short label: TransactionType and ResponseCode where the message has them. */
  readonly label: string;
  /** The example as the contract has it (what the validators check). */
  readonly value: unknown;
  /** What the page shows: the example with card numbers masked and secrets redacted. */
  readonly shown: unknown;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | undefined => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : undefined);

function labelOf(m: unknown): string {
  const parts: string[] = [];
  const detail = rec(rec(m)?.Detail);
  if (detail && detail.TransactionType !== undefined) parts.push(`TransactionType ${String(detail.TransactionType)}`);
  const response = rec(rec(m)?.Response);
  if (response && response.ResponseCode !== undefined)
    parts.push(`ResponseCode ${String(response.ResponseCode)}${response.ResponseMsg ? ` ${String(response.ResponseMsg)}` : ""}`);
  return parts.join(", ");
}

/** The request and reply examples of one method of an app. */
export function methodExamples(schemas: Map<string, Schema>, app: TerminalApp, method: TerminalMethod): MessageExample[] {
  const out: MessageExample[] = [];
  for (const [direction, files] of [
    ["request", [method.request, app.request]],
    ["reply", [method.reply, app.reply]],
  ] as const) {
    const seen = new Set<string>();
    for (const file of files) {
      const list = schemas.get(file)?.examples;
      if (!Array.isArray(list)) continue;
      for (const value of list) {
        if (String(rec(rec(value)?.Header)?.MethodId) !== method.id) continue;
        const key = JSON.stringify(value);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ direction, label: labelOf(value), value, shown: redactValue(value) });
      }
    }
  }
  return out;
}

const kotlinString = (s: string | number | undefined): string => JSON.stringify(String(s ?? "")).replace(/\$/g, "\\$");

/**
 * A Kotlin sketch of one request over the app's native transport: bind to the service, send the
 * request JSON under the request tag with `replyTo` set, read the reply under the response tag.
 * Only the constants come from the contract; the rest is Android's Messenger API.
 */
export function kotlinMessenger(t: Transport, request: string): string | undefined {
  const n = t.native;
  if (!n || n.package === undefined || n.action === undefined || n.messageCode === undefined) return undefined;
  return `// Constants from the contract (x-transport, ${t.source ?? "transport"})
const val MASTER_PACKAGE = ${kotlinString(n.package)}
const val MASTER_ACTION = ${kotlinString(n.action)}
const val MESSAGE_CODE = ${Number(n.messageCode)}
const val REQUEST_TAG = ${kotlinString(n.requestTag)}
const val RESPONSE_TAG = ${kotlinString(n.responseTag)}

class MasterAppClient(private val context: Context, private val onReply: (String) -> Unit) {
    private var server: Messenger? = null
    private val replies = Messenger(Handler(Looper.getMainLooper()) { msg ->
        if (msg.what == MESSAGE_CODE) msg.data.getString(RESPONSE_TAG)?.let(onReply)
        true
    })
    private val connection = object : ServiceConnection {
        override fun onServiceConnected(name: ComponentName, binder: IBinder) { server = Messenger(binder) }
        override fun onServiceDisconnected(name: ComponentName) { server = null }
    }

    fun bind(): Boolean = context.bindService(
        Intent(MASTER_ACTION).setPackage(MASTER_PACKAGE), connection, Context.BIND_AUTO_CREATE)

    /** One request: the JSON text of the message (e.g. the example below). */
    fun send(requestJson: String) {
        val msg = Message.obtain(null, MESSAGE_CODE)
        msg.data = Bundle().apply { putString(REQUEST_TAG, requestJson) }
        msg.replyTo = replies
        server?.send(msg) ?: error("not bound yet")
    }

    fun unbind() = context.unbindService(connection)
}

// client.send(${kotlinString(request)})`;
}
