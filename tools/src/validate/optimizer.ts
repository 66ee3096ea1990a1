/** Precompiled validators of the payment-optimizer service, typed by operation. */
import * as compiled from "../../../generated/optimizer/validators.mjs";
import manifest from "../../../generated/optimizer/manifest.json" with { type: "json" };
import type { operations } from "../../../generated/optimizer/types.d.ts";
import { httpServiceApi } from "./engine.ts";

export type OperationId = keyof operations & string;
export const { validator, validateRequest, validateResponse } = httpServiceApi<OperationId>(manifest, compiled);
