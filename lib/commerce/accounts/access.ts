// Spec §2 routes marked "login" and §6: which public paths need a signed-in user.
const LOGIN_REQUIRED: readonly RegExp[] = [
  /^\/auth\/gat\/?$/,
  /^\/book\/[^/]+\/?$/,
  /^\/cart\/?$/,
  /^\/checkout\/confirm\/?$/,
  /^\/account\/?$/,
  /^\/account\/address(\/[^/]+)?\/?$/,
  /^\/tourist(\/[^/]+)?\/?$/,
  /^\/account\/coupons\/?$/,
  /^\/account\/favorites\/?$/,
  /^\/account\/orders\/?$/,
  /^\/account\/afterSales\/?$/,
  /^\/account\/order\/[^/]+\/?$/,
  /^\/account\/order\/[^/]+\/shipping\/?$/,
  /^\/vip\/exchange\/?$/,
];

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.some((re) => re.test(pathname));
}

/**
 * Spec §2 Checkout, where the currency cannot change: /checkout/confirm (cart) and /book/{id}
 * (direct buy) show the same checkout screen, priced in the currency the checkout started in.
 */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/checkout(\/|$)/.test(pathname) || /^\/book\/[^/]+\/?$/.test(pathname);
}

/**
 * Redirect targets are limited to our own paths: a single leading slash, no scheme, no
 * protocol-relative "//host", no backslash tricks, no control characters. Anything else becomes
 * "/". The value is taken as it comes out of URLSearchParams (already decoded once) and is not
 * decoded again: a second decode would change what a legitimate "?kw=a%26b" means and let a
 * doubly encoded target slip past the checks.
 */
export function safeRedirectPath(target: string | null | undefined): string {
  if (!target || target.length > 2000) return "/";
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return "/";
  if (/[\u0000-\u001f\u007f]/.test(target)) return "/";
  return target;
}

/**
 * §2 /check "redirects … to return_url on failure": only to one of our own places. A path goes
 * through safeRedirectPath; an absolute URL is kept only when its origin is one of `ownOrigins`
 * (this site, or an allow-listed partner app), with no credentials in it. Anything else is "/".
 */
export function safeReturnTarget(
  target: string | null | undefined,
  ownOrigins: readonly string[],
): string {
  if (!target || target.length > 2000) return "/";
  if (target.startsWith("/")) return safeRedirectPath(target);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return "/";
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password)
    return "/";
  return ownOrigins.includes(url.origin) ? url.href : "/";
}

/** Where a login-required route sends a visitor without a session. */
export function loginRedirectPath(pathWithQuery: string, unionSignIn: boolean): string {
  const redirect = encodeURIComponent(pathWithQuery);
  return unionSignIn
    ? `/auth/platform-warning?redirect=${redirect}`
    : `/auth/index?redirect=${redirect}`;
}
