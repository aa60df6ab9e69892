import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { cleanText } from "@/lib/commerce/contract/text.schema";
import { UpstreamError } from "@/lib/upstream/errors";

// Helpers shared by the sign-in route handlers (app/api/auth/* and the /auth/google and
// /auth/union handlers under the shop segments). Not a route: "_lib" is a private folder.

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * This site's public origin as the browser sees it (the proxy's forwarded host and protocol, else
 * the request's own). Used for the Google redirect_uri and the reset-mail link base; the upstream
 * accepts only the brand's own domains for both, so a forged Host header gains nothing.
 */
export function publicOrigin(request: Request): string {
  const own = new URL(request.url);
  const forwardedHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host =
    [forwardedHost, request.headers.get("host"), own.host].find((h) => h && HOST.test(h)) ??
    own.host;
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const proto =
    forwardedProto === "https" || forwardedProto === "http"
      ? forwardedProto
      : own.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/** A redirect to one of our own paths with a relative Location (it stays on this host). */
export function redirectTo(path: string, status: 302 | 303 | 307 = 303): NextResponse {
  return new NextResponse(null, {
    status,
    headers: { location: path, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}

/** The "errors" message key for a failure (the page translates it). */
export function errorKeyOf(error: unknown): string {
  return error instanceof UpstreamError ? error.errorKey : "generic";
}

/** /auth/index with an error key and the original redirect kept. */
export function signInPageWithError(errorKey: string, redirect: string): string {
  const query = new URLSearchParams({ error: errorKey });
  if (redirect !== "/") query.set("redirect", redirect);
  return `/auth/index?${query.toString()}`;
}

// —— Google: the OAuth state and the safe return path, between /api/auth/google/start and /auth/google ——
export const GOOGLE_COOKIE = "tf_google";
export const GOOGLE_CALLBACK_PATH = "/auth/google";
const GOOGLE_COOKIE_MAX_AGE = 10 * 60;

const googleCookieSchema = z.object({
  state: cleanText({ min: 8, max: 200 }),
  redirect: cleanText({ max: 2000 }).startsWith("/"),
});
export type GoogleCookie = z.infer<typeof googleCookieSchema>;

export function setGoogleCookie(response: NextResponse, value: GoogleCookie, secure: boolean) {
  response.cookies.set(GOOGLE_COOKIE, Buffer.from(JSON.stringify(value)).toString("base64url"), {
    httpOnly: true,
    // lax: the cookie must come back on the top-level GET from the identity provider
    sameSite: "lax",
    secure,
    path: GOOGLE_CALLBACK_PATH,
    maxAge: GOOGLE_COOKIE_MAX_AGE,
  });
}

export function readGoogleCookie(raw: string | undefined): GoogleCookie | null {
  if (!raw) return null;
  try {
    const parsed = googleCookieSchema.safeParse(
      JSON.parse(Buffer.from(raw, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearGoogleCookie(response: NextResponse) {
  response.cookies.set(GOOGLE_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    path: GOOGLE_CALLBACK_PATH,
    maxAge: 0,
  });
}
