import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/**
 * The server's clock, never cached: countdowns on cached pages (flash sales) set the browser's
 * clock by it, since the `now` a cached page was rendered with may be many minutes old.
 */
export function GET() {
  return NextResponse.json(
    { now: new Date().toISOString() },
    { headers: { "cache-control": "no-store" } },
  );
}
