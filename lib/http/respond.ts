import { NextResponse } from "next/server";
import { ERROR_CODES, httpStatusFor, isErrorCode } from "../commerce/error-codes";
import { UpstreamError } from "../upstream/errors";

/** BFF error body: the spec code plus the messages/*.json "errors" key the client translates. */
export type BffError = { code: number; errorKey: string };

export function errorResponse(code: number, errorKey: string, status = httpStatusFor(code)): NextResponse<BffError> {
  return NextResponse.json({ code, errorKey }, { status, headers: { "cache-control": "no-store" } });
}

export function fromUpstreamError(error: unknown): NextResponse<BffError> {
  if (error instanceof UpstreamError) return errorResponse(error.code, error.errorKey, error.status);
  return errorResponse(-1, "generic", 500);
}

export function forbiddenOrigin(): NextResponse<BffError> {
  return errorResponse(10005, "forbiddenOrigin", 403);
}

export function errorKeyFor(code: number): string {
  return isErrorCode(code) ? ERROR_CODES[code] : "generic";
}
