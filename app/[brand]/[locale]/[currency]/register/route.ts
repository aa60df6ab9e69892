import { safeRedirectPath } from "@/lib/commerce/accounts/access";

/**
 * Spec §2 /register: the registration form lives at /auth/register (it needs the §2 fields a bare
 * username + password form cannot give); the redirect is kept, if it is one of our paths.
 */
export function GET(request: Request) {
  const raw = new URL(request.url).searchParams.get("redirect");
  const target = raw
    ? `/auth/register?redirect=${encodeURIComponent(safeRedirectPath(raw))}`
    : "/auth/register";
  return new Response(null, {
    status: 307,
    headers: { location: target, "cache-control": "no-store" },
  });
}
