import { BRANDS, BRAND_SLUGS } from "../../brands";
import { env } from "../env";

/** Who may send a state-changing request: the shop's configured public origins. */
export type OriginPolicy = {
  production: boolean;
  /** PUBLIC_ORIGIN, when set: trusted exactly */
  publicOrigin?: string;
  /** the brands' domains: trusted on https (and, outside production, on http and any port) */
  domains: readonly string[];
};

/**
 * Whether an Origin header names one of our configured public origins. Request headers the client
 * controls (Host, X-Forwarded-Host) play no part: a forged one would otherwise make any origin
 * "ours". Outside production the brand domains (localhost among them) are trusted on any port and
 * on plain http, as development and the tests run them.
 */
export function isTrustedOrigin(origin: string | null, policy: OriginPolicy): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // an Origin header is exactly scheme://host[:port]; anything else ("null", a path) is refused
  if (url.origin !== origin || (url.protocol !== "https:" && url.protocol !== "http:"))
    return false;
  if (policy.publicOrigin && originOf(policy.publicOrigin) === url.origin) return true;
  if (!policy.domains.includes(url.hostname.toLowerCase())) return false;
  if (url.protocol === "https:" && url.port === "") return true;
  return !policy.production;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const policy: OriginPolicy = {
  production: env.SHOP_STAGE === "production",
  publicOrigin: env.PUBLIC_ORIGIN,
  domains: BRAND_SLUGS.flatMap((slug) => BRANDS[slug].domains.map((d) => d.toLowerCase())),
};

/**
 * State-changing route handlers accept only requests whose Origin is one of this shop's public
 * origins. Browsers send Origin on every cross-site and every non-GET fetch, so a missing header
 * is refused too.
 */
export function isSameOrigin(request: Request): boolean {
  return isTrustedOrigin(request.headers.get("origin"), policy);
}
