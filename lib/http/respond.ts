import { NextResponse } from "next/server";
import { httpStatusFor } from "../commerce/contract/error-codes";
import { UpstreamError } from "../upstream/errors";
import { Codes } from "@/lib/commerce/contract/error-codes";

/**
 * BFF error body: the spec code plus the messages/*.json "errors" key the client translates; the
 * upstream's recovery data when it sent some (20002 payable_amount, 21001 reason and quantity),
 * and its per-field message keys as `fields`.
 */
export type BffError = {
  code: number;
  errorKey: string;
  data?: Record<string, unknown>;
  fields?: Record<string, string>;
};

export function errorResponse(
  code: number,
  errorKey: string,
  status: number = httpStatusFor(code),
  extra: Pick<BffError, "data" | "fields"> = {},
): NextResponse<BffError> {
  return NextResponse.json(
    { code, errorKey, ...extra },
    { status, headers: { "cache-control": "no-store" } },
  );
}

const SAFE_FIELD = /^[a-z_.]{1,40}$/;
const SAFE_KEY = /^[A-Za-z_]{1,40}$/;

export function fromUpstreamError(error: unknown): NextResponse<BffError> {
  if (error instanceof UpstreamError) {
    const { fields: rawFields, ...data } = error.data ?? {};
    const fields =
      rawFields && typeof rawFields === "object"
        ? Object.fromEntries(
            Object.entries(rawFields as Record<string, unknown>).filter(
              ([k, v]) => SAFE_FIELD.test(k) && typeof v === "string" && SAFE_KEY.test(v),
            ) as [string, string][],
          )
        : undefined;
    const response = errorResponse(error.code, error.errorKey, error.status, {
      ...(error.data ? { data } : {}),
      ...(fields ? { fields } : {}),
    });
    if (error.retryAfter) response.headers.set("retry-after", String(error.retryAfter));
    return response;
  }
  return errorResponse(-1, "generic", 500);
}

export function forbiddenOrigin(): NextResponse<BffError> {
  return errorResponse(Codes.authFailed, "forbiddenOrigin", 403);
}
