import {
  ERROR_CODES,
  httpStatusFor,
  isErrorCode,
  type ErrorKey,
} from "../commerce/contract/error-codes";
import { Codes } from "@/lib/commerce/contract/error-codes";

/** Not a §8 code: the upstream could not be reached or answered something we cannot read. */
export const UNAVAILABLE = -1;

/** The one error the upstream client throws: the spec's code, an HTTP status and retry advice. */
export class UpstreamError extends Error {
  readonly code: number;
  readonly status: number;
  readonly retryable: boolean;
  /** what the upstream sent to recover with (20002 payable_amount, 21001 reason/quantity, 40000 fields) */
  readonly data?: Record<string, unknown>;
  /** seconds to wait before trying again (an outage: the Retry-After header) */
  readonly retryAfter?: number;

  constructor(
    code: number,
    message: string,
    options: {
      status?: number;
      retryable?: boolean;
      cause?: unknown;
      data?: Record<string, unknown>;
      retryAfter?: number;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "UpstreamError";
    this.code = code;
    this.status = options.status ?? (code === UNAVAILABLE ? 502 : httpStatusFor(code));
    this.retryable = options.retryable ?? code === UNAVAILABLE;
    this.data = options.data;
    this.retryAfter = options.retryAfter;
  }

  /** The messages/*.json "errors" key a person sees for this error. */
  get errorKey(): ErrorKey | "unavailable" | "generic" {
    if (this.code === UNAVAILABLE) return "unavailable";
    return isErrorCode(this.code) ? ERROR_CODES[this.code] : "generic";
  }
}

export function isNotFound(error: unknown): boolean {
  return (
    error instanceof UpstreamError && (error.code === Codes.itemMissing || error.status === 404)
  );
}

/** The upstream could not be reached in time, answered 5xx or something we cannot read. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === UNAVAILABLE;
}

/**
 * For optional page sections: a call the upstream refused (a §8 code) leaves the section out
 * instead of failing the page. An unavailable upstream still fails the page: a render that lost
 * sections to an outage must not be cached as the page (the error page answers 503 and is never
 * cached; the last good copy keeps being served).
 */
export function orNull<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (isUnavailable(error)) throw error;
    return null;
  });
}
