import { z } from "zod";
import { CURRENCY_CODES } from "../pricing/currencies";
import { isCalendarDate } from "../catalogue/list-query";

// the wire says "a currency code" (a string of these): rows carry their currency as text
const codes: readonly string[] = CURRENCY_CODES;
export const currencyCode = z.enum(codes);
/** Integer amount in minor units of the response currency. */
export const amount = z.number().int();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A date from outside: the shape and a real day (2026-02-31 is refused before any query reads it). */
export const calendarDate = isoDate.refine(isCalendarDate);

/** Spec §3 "list paging state" as the upstream sends a page. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    count: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}
export type Page<T> = { list: T[]; count: number; page: number; page_size: number };

/** Spec §2: redirect_type 0 external, 1 category, 2 point of interest, 3 tag, other → product list. */
export const linkTarget = z.object({
  redirect_type: z.number().int(),
  link: z.string(),
});
