import { z } from "zod";
import { SUCCESS_CODE } from "./error-codes";

// Spec §8: a response is successful only when the body code is 10000; otherwise { code, message }.
// A failure may carry `data` with what the client needs to recover (e.g. 20002 the new payable
// amount, 21001 how many are left).
export const failureEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), data });
}
