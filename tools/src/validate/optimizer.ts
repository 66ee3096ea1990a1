/** Precompiled validators of the payment-optimizer service, typed by operation. */
import * as compiled from "../../../generated/optimizer/validators.mjs";
import manifest from "../../../generated/optimizer/manifest.json" with { type: "json" };
import type { operations } from "../../../generated/optimizer/types.d.ts";
import { httpServiceApi } from "./http-api.ts";

export type OperationId = keyof operations & string;
export const { validator, validateRequest, validateResponse, validateSchema } = httpServiceApi<OperationId>(manifest, compiled);
