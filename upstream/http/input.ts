// Input schemas every feature shares. Input is strict about what may reach the database (no
// control characters, capped lengths: a NUL byte answers 400 / 40000, never a 500) and lenient
// where the spec's lists are lenient (a malformed optional filter is ignored, as if absent).
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  isCalendarDate,
  readListValue,
  type ListKey,
} from "../../lib/commerce/catalogue/list-query";
import { cleanText } from "../../lib/commerce/contract/text.schema";
import { notFound, type Env } from "./context";
import type { Router } from "./router";

export const safeText = (max: number) => cleanText({ max });

/** A repeated query parameter counts once, by its first value (what c.req.query() reads). */
const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** An optional free-text query value. */
export const queryText = (max: number) => z.preprocess(firstValue, safeText(max).optional());

/** Longest value a lenient query parameter may have before it is refused rather than ignored. */
const LENIENT_MAX = 100;

/** An optional query value of a fixed shape: a malformed one is ignored; one with control characters or past 100 characters is refused. */
const lenient = <T>(accept: (v: string) => T | undefined) =>
  z
    .preprocess(firstValue, safeText(LENIENT_MAX).optional())
    .transform((v) => (v === undefined ? undefined : accept(v)));

const WHOLE = /^\d{1,9}$/;

/** A whole number up to 9 digits; anything else is ignored. */
export const lenientInt = () => lenient((v) => (WHOLE.test(v) ? Number(v) : undefined));

/** A calendar date YYYY-MM-DD between 1900 and 2999 that exists (no 2025-02-30); anything else is ignored. */
export const lenientDate = () => lenient((v) => (isCalendarDate(v) ? v : undefined));

/** One of `values`; anything else is ignored. */
export const lenientEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  lenient((v) => (values.includes(v) ? (v as T[number]) : undefined));

/** A value of a product list's query, read by the one table both programs share (lib/commerce/catalogue/list-query). */
export const listValue = <K extends ListKey>(key: K) => lenient((v) => readListValue(key, v));

/** A numeric path identifier (up to 9 digits), as a number. */
export const pathNumber = (name: string, example: string) =>
  z
    .string()
    .regex(WHOLE, "a whole number of up to 9 digits")
    .transform(Number)
    .openapi({ param: { name, in: "path" }, example });

/**
 * Input hook for a route with an identifier in its path: a malformed identifier names nothing, so
 * it answers 20004 "<what> not found", exactly like an identifier that does not exist. Query
 * failures keep the router's 400 / 40000.
 */
export function missingWhenMalformed(router: Router, what: string) {
  // typed loosely on purpose: a hook typed with the route's input would drive the inference of
  // `c.req.valid()` in the handler
  return (result: { success: boolean; target: string }, c: Context<Env>) => {
    if (!result.success && result.target === "param") throw notFound(what);
    return router.defaultHook?.(result as Parameters<NonNullable<Router["defaultHook"]>>[0], c);
  };
}
