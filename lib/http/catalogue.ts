import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { PRINTABLE } from "../commerce/text";
import { requestContext } from "../request-shop";
import type { CallContext } from "../upstream/client";
import { errorResponse, fromUpstreamError } from "./respond";

const id = z.coerce.number().int().positive().max(999_999_999);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Query of the product list (spec §2 /products); unknown keys are dropped, bad values refused. */
export const productQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  category_id: id.optional(),
  poi_id: id.optional(),
  tag_id: id.optional(),
  pog_id: id.optional(),
  // no control characters: the upstream refuses them (40000), so a page drops such a value
  title: z.string().trim().max(100).regex(PRINTABLE).optional(),
  keyword: z.string().trim().max(100).regex(PRINTABLE).optional(),
  sort: z.enum(["default", "price_asc", "price_desc", "rating", "newest"]).optional(),
  sold: z.enum(["0", "1"]).optional(),
  start_date: date.optional(),
  end_date: date.optional(),
});

/**
 * A read-only catalogue endpoint for client components (load more, suggestions). Brand, locale and
 * currency come from the host and preference cookies like pages; answers are private (they vary
 * by cookie) and short-lived.
 */
export function catalogueRoute<Q extends z.ZodType>(query: Q, load: (ctx: CallContext, q: z.infer<Q>, params: Record<string, string>) => Promise<unknown>) {
  return async (request: Request, context: { params: Promise<Record<string, string>> }) => {
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponse(0, "badRequest", 400);
    try {
      const ctx = await requestContext(request);
      const data = await load(ctx, parsed.data, await context.params);
      return NextResponse.json({ code: 10000, data }, { headers: { "cache-control": "private, max-age=60" } });
    } catch (error) {
      return fromUpstreamError(error);
    }
  };
}

export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const idParam = id;

export type ProductFilters = Omit<z.infer<typeof productQuerySchema>, "page"> & { page: number };

/**
 * Lenient reading of list query strings from a page URL: each bad value is dropped on its own
 * (a shared link with one broken parameter still shows the list), never an error.
 */
export function readProductFilters(searchParams: Record<string, string | string[] | undefined>): ProductFilters {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(productQuerySchema.shape)) {
    const raw = searchParams[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === "") continue;
    const parsed = (field as z.ZodType).safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") out[key] = parsed.data;
  }
  if (out.start_date && out.end_date && String(out.start_date) > String(out.end_date)) delete out.end_date;
  return { page: 1, ...out } as ProductFilters;
}

/** The filters as a query string object (for links and the load-more endpoint). */
export function filtersToQuery(f: Partial<ProductFilters>, omit: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "" && !omit.includes(k)) out[k] = String(v);
  return out;
}
