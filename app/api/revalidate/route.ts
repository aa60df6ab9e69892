import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { sharedCacheUnreachable } from "@/lib/cache/shared-cache";
import { env } from "@/lib/env";
import { revalidateBodySchema } from "@/lib/upstream/cache-tags";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Cache invalidation for the upstream and ops: `POST /api/revalidate` with
 * `Authorization: Bearer $REVALIDATE_TOKEN` and `{ "tags": ["product:1000", "products"] }` expires
 * the cached catalogue reads under those tags at once, and with them the pages built from them;
 * the next visitor gets a fresh page. A server-to-server call: the bearer token is the check (no
 * cookies are read, so a browser's Origin does not matter). Without REVALIDATE_TOKEN the route
 * does not exist (404); cached pages then refresh every CATALOGUE_REVALIDATE seconds. With REDIS_URL
 * the cache is shared (lib/cache/page-cache-handler.cjs): a revalidation through any instance
 * reaches all of them; 503 while that cache is unreachable (the caller tries again).
 */
export async function POST(request: Request) {
  const token = env.REVALIDATE_TOKEN;
  if (!token) return NextResponse.json({ error: "not found" }, { status: 404, headers: noStore });
  const given = (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
  if (!sameToken(given, token))
    return NextResponse.json({ error: "unauthorized" }, { status: 401, headers: noStore });
  const body = revalidateBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success)
    return NextResponse.json(
      { error: "tags must be 1–100 of the catalogue's cache tags" },
      { status: 400, headers: noStore },
    );
  // with REDIS_URL a revalidation reaches the other instances only through the shared cache
  if (sharedCacheUnreachable())
    return NextResponse.json(
      { error: "the shared cache is unreachable; try again" },
      { status: 503, headers: { ...noStore, "retry-after": "5" } },
    );
  const tags = [...new Set(body.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags }, { headers: noStore });
}
