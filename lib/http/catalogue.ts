import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import {
  LIST_KEYS,
  LIST_MAX_ID,
  LIST_MAX_PAGE,
  readListQuery,
  readListValue,
  type ListKey,
  type ListQuery,
} from "../commerce/catalogue/list-query";
import { requestContext } from "../shop/request";
import type { CallContext } from "../upstream/client";
import { errorResponse, fromUpstreamError } from "./respond";

const id = z.coerce.number().int().positive().max(LIST_MAX_ID);

/** A list query value read by lib/commerce/catalogue/list-query's table; a bad one is refused (400), not dropped. */
const listValue = <K extends ListKey>(key: K) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === "") return undefined;
      const value = readListValue(key, raw);
      if (value === undefined) ctx.addIssue({ code: "custom", message: `bad ${key}` });
      return value;
    });

/** Query of the load-more endpoint (spec §2 /products): the list's keys, each value strict. */
export const productQuerySchema = z
  .object(
    Object.fromEntries(LIST_KEYS.map((key) => [key, listValue(key)])) as {
      [K in ListKey]: ReturnType<typeof listValue<K>>;
    },
  )
  .transform((q) =>
    readListQuery(
      Object.fromEntries(
        Object.entries(q)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
    ),
  );

/**
 * A read-only catalogue endpoint for client components (load more, suggestions). Brand, locale and
 * currency come from the host and preference cookies like pages; answers are private (they vary
 * by cookie) and short-lived.
 */
export function catalogueRoute<Q extends z.ZodType>(
  query: Q,
  load: (ctx: CallContext, q: z.infer<Q>, params: Record<string, string>) => Promise<unknown>,
) {
  return async (request: Request, context: { params: Promise<Record<string, string>> }) => {
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponse(0, "badRequest", 400);
    try {
      const ctx = await requestContext(request);
      const data = await load(ctx, parsed.data, await context.params);
      return NextResponse.json(
        { code: 10000, data },
        { headers: { "cache-control": "private, max-age=60" } },
      );
    } catch (error) {
      return fromUpstreamError(error);
    }
  };
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIST_MAX_PAGE).default(1),
});
export const idParam = id;

/** The filters as a query string object (for links and the load-more endpoint). */
export function filtersToQuery(f: Partial<ListQuery>, omit: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f))
    if (v !== undefined && v !== "" && !omit.includes(k)) out[k] = String(v);
  return out;
}
