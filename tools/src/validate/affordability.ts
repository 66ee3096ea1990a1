/** Precompiled validators of the affordability service, typed by operation. */
import type { operations } from "../../../generated/affordability/types.d.ts";
import { BUILT } from "../contract/generated.ts";
import { httpServiceApi } from "./http-api.ts";

export type OperationId = keyof operations & string;
export const { validator, validateRequest, validateResponse, validateSchema } = httpServiceApi<OperationId>(
  BUILT.affordability.manifest,
  BUILT.affordability.module,
);
