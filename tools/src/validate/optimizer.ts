/** Precompiled validators of the payment-optimizer service, typed by operation. */
import type { operations } from "../../../generated/optimizer/types.d.ts";
import { BUILT } from "../contract/generated.ts";
import { httpServiceApi } from "./http-api.ts";

export type OperationId = keyof operations & string;
export const { validator, validateRequest, validateResponse, validateSchema } = httpServiceApi<OperationId>(BUILT.optimizer.manifest, BUILT.optimizer.module);
