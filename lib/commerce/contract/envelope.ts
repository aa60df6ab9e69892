// Spec §8: a response is successful only when the body code is 10000; otherwise { code, message },
// with `data` when the client needs it to recover. The envelopes the upstream sends (their schemas:
// ./envelope.schema).
import { SUCCESS_CODE } from "./error-codes";
import type { FailureEnvelope } from "./envelope.schema";

export type Success<T> = { code: typeof SUCCESS_CODE; data: T };

export function ok<T>(data: T): Success<T> {
  return { code: SUCCESS_CODE, data };
}

export function fail(
  code: number,
  message: string,
  data?: Record<string, unknown>,
): FailureEnvelope {
  return data ? { code, message, data } : { code, message };
}
