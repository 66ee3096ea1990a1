/** Precompiled validators of the affordability service, typed by operation. */
import * as compiled from "../../../generated/affordability/validators.mjs";
import manifest from "../../../generated/affordability/manifest.json" with { type: "json" };
import type { operations } from "../../../generated/affordability/types.d.ts";
import { httpServiceApi } from "./http-api.ts";

export type OperationId = keyof operations & string;
export const { validator, validateRequest, validateResponse, validateSchema } = httpServiceApi<OperationId>(manifest, compiled);
