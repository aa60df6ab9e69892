import "server-only";
import { notFound, redirect } from "next/navigation";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { expiryProof, readSessionToken } from "@/lib/session/cookie";
import { isNotFound, UpstreamError } from "./errors";

// Pages with personal data check the session themselves (the middleware is only a convenience):
// no token, or an upstream 40003, sends the person through /api/auth/expired, which clears the
// cookie and continues to /auth/index?redirect=<publicPath>.

/** `expiredToken`: the token the upstream just refused (40003), so the route may clear it (lib/session/cookie.ts expiryProof). */
export function expiredHref(publicPath: string, expiredToken?: string | null): string {
  const query = new URLSearchParams({ redirect: publicPath });
  if (expiredToken) query.set("proof", expiryProof(expiredToken));
  return `/api/auth/expired?${query.toString()}`;
}

/** The signed-in person's upstream token, or a redirect to sign in again. */
export async function requireToken(publicPath: string): Promise<string> {
  const token = await readSessionToken();
  if (!token) redirect(expiredHref(publicPath));
  return token;
}

/**
 * Awaits a personal upstream call: 40003 → sign in again; with `missing: "notFound"`, 20004
 * (another user's id or a deleted one) → 404. Anything else is rethrown to the error page.
 */
export async function personal<T>(
  publicPath: string,
  call: Promise<T>,
  options: { missing?: "notFound" } = {},
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.code === Codes.loginExpired)
      redirect(expiredHref(publicPath, await readSessionToken()));
    if (options.missing === "notFound" && isNotFound(error)) notFound();
    throw error;
  }
}

/**
 * A personal order read for a page: 40003 → sign in again, 10023 (missing or another shopper's)
 * → 404 (as is a path value the upstream refuses, 40000), any other failure → null so the page can say "fetch failed" with a retry (§8 Orders).
 */
export async function loadOrderData<T>(publicPath: string, call: Promise<T>): Promise<T | null> {
  try {
    return await personal(publicPath, call, { missing: "notFound" });
  } catch (error) {
    if (error instanceof UpstreamError && error.code === Codes.badRequest) notFound();
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}
