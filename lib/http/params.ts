import "server-only";
import { z } from "zod";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { errorResponse } from "./respond";

// Path and query values of the BFF routes, parsed where they enter; a bad one is 400 / 40000.

const MAX_ID = 2_000_000_000;

/** A record id in a path segment or list: 1–10 digits, no signs, exponents or spaces. */
export const recordId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID));

/** "1,2,3" → [1, 2, 3] (duplicates dropped), at most `max` ids. */
export const idList = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/)
    .transform((v) => [...new Set(v.split(",").map(Number))])
    .pipe(z.array(z.number().int().max(MAX_ID)).min(1).max(max));

export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number)
  .optional()
  .transform((v) => v ?? 1);

export const badRequest = () => errorResponse(Codes.badRequest, "badRequest", 400);

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Parses the query string (each key's first value) with `schema`; unknown keys are ignored. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest() };
}

export function parseParam(value: string | undefined): Parsed<number> {
  const result = recordId.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest() };
}
