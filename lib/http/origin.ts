/**
 * State-changing route handlers accept only requests whose Origin is this site. Browsers send
 * Origin on every cross-site and every non-GET fetch, so a missing header is refused too.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return Boolean(host) && originHost === host;
}
