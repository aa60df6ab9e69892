import { NextResponse } from "next/server";
import { upstreamHealth } from "@/lib/upstream/client";

export const dynamic = "force-dynamic";

// set by scripts/shop-server.mjs when it receives SIGTERM (the same process)
const DRAINING = Symbol.for("storefront.server.draining");

/**
 * Readiness, for a proxy's health check: 503 while this instance drains before it
 * stops (scripts/shop-server.mjs, SIGTERM) or while the upstream does not answer; 200 otherwise.
 * Liveness is /api/health, which a draining instance still answers as before. Never cached.
 */
export async function GET(request: Request) {
  const headers = { "cache-control": "no-store" };
  if ((globalThis as { [DRAINING]?: boolean })[DRAINING])
    return NextResponse.json({ status: "draining" }, { status: 503, headers });
  const upstream = await upstreamHealth(request.headers.get("x-request-id") ?? undefined);
  return NextResponse.json(
    {
      status: upstream.ok ? "ready" : "degraded",
      upstream: { ok: upstream.ok, latency_ms: upstream.ms },
    },
    { status: upstream.ok ? 200 : 503, headers },
  );
}
