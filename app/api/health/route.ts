import { NextResponse } from "next/server";
import { upstreamHealth } from "@/lib/upstream/client";

export const dynamic = "force-dynamic";

const started = Date.now();

/**
 * For ops and load balancers: 200 when this instance can serve (the upstream answers), 503
 * otherwise, with the upstream's latency and database kind. Never cached.
 */
export async function GET(request: Request) {
  const upstream = await upstreamHealth(request.headers.get("x-request-id") ?? undefined);
  const body = {
    status: upstream.ok ? "ok" : "degraded",
    uptime_s: Math.round((Date.now() - started) / 1000),
    upstream: { ok: upstream.ok, latency_ms: upstream.ms, db: upstream.db ?? null },
  };
  return NextResponse.json(body, {
    status: upstream.ok ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
