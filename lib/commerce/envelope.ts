import { z } from "zod";
import { SUCCESS_CODE } from "./error-codes";

// Spec §8: a response is successful only when the body code is 10000; otherwise { code, message }.
export const failureEnvelope = z.object({ code: z.number().int(), message: z.string() });
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), data });
}

export type Success<T> = { code: typeof SUCCESS_CODE; data: T };

export function ok<T>(data: T): Success<T> {
  return { code: SUCCESS_CODE, data };
}

export function fail(code: number, message: string): FailureEnvelope {
  return { code, message };
}
