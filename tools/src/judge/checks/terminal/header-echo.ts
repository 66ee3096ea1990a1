/**
 * header-echo: the reply's Header echoes the request's, key by key. Runs for every exchange with a
 * request Header, known method or not; a reply without a Header object when no schema ran (unknown
 * method) is an envelope finding instead.
 */
import { isObject } from "../../../json.ts";
import { render } from "../../../render.ts";
import type { Violation } from "../../model.ts";
import { violation } from "../violation.ts";

type Obj = Record<string, unknown>;

export const headerEcho = {
  rules: ["header-echo", "envelope"] as const,
  run(header: Obj, response: Obj, schemaRan: boolean, out: Violation[]): void {
    const echo = response.Header;
    if (isObject(echo)) {
      for (const k of Object.keys(header)) {
        const want = header[k];
        const got = echo[k];
        if (want !== got && !(want === null && got === undefined)) {
          out.push(
            violation("header-echo", {
              pointer: `/response/Header/${k}`,
              expected: render(want, k),
              actual: render(got, k),
              message: `the reply Header does not echo the request's ${k}`,
            }),
          );
        }
      }
    } else if (!schemaRan) {
      // Without a known method no schema ran: say that the reply has no Header here.
      out.push(
        violation("envelope", {
          pointer: "/response/Header",
          expected: "the request's Header, echoed",
          actual: render(echo),
          message: "the reply has no Header object",
        }),
      );
    }
  },
};
