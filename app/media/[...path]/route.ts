import { env } from "@/lib/env";
import { UpstreamError } from "@/lib/upstream/errors";
import { breaker, guardedCall } from "@/lib/upstream/outage";

const SAFE_SEGMENT = /^[A-Za-z0-9._-]{1,120}$/;

/**
 * Catalogue images live at the upstream under /media; serving them from our own origin keeps
 * pages free of a second host and lets the CDN cache them for a year.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (
    path.length === 0 ||
    path.length > 4 ||
    !path.every((s) => SAFE_SEGMENT.test(s) && s !== ".." && s !== ".")
  ) {
    return new Response("Not found", { status: 404 });
  }
  let upstream: Response;
  try {
    // the budget and the circuit bound the wait for the headers, not the streaming of the body
    upstream = await guardedCall(`media/${path.join("/")}`, "read", async (ms) => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), ms);
      try {
        return await fetch(`${env.UPSTREAM_URL}/media/${path.join("/")}`, {
          headers: { "x-request-id": request.headers.get("x-request-id") ?? crypto.randomUUID() },
          cache: "no-store",
          signal: abort.signal,
        });
      } finally {
        clearTimeout(timer);
      }
    });
  } catch (error) {
    return unavailable(error instanceof UpstreamError ? error.retryAfter : undefined);
  }
  if (upstream.status >= 500) return unavailable(breaker.retryAfterSeconds(Date.now()));
  if (!upstream.ok) return new Response("Not found", { status: 404 });
  const type = upstream.headers.get("content-type") ?? "application/octet-stream";
  if (!/^image\//.test(type)) return new Response("Not found", { status: 404 });
  return new Response(upstream.body, {
    headers: {
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
      // SVGs from the upstream are shown as images only; no script may run if opened directly.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
}

function unavailable(retryAfter = 10): Response {
  return new Response("Upstream unavailable", {
    status: 503,
    headers: { "retry-after": String(retryAfter), "cache-control": "no-store" },
  });
}
