import type { BrandSlug } from "../../brands";

// /auth/gat (spec §2, §7 "auth gat … take auth_code"): a partner app sends a signed-in person here
// with its return_url and gets an auth_code back. Only origins listed for the brand may receive a
// code; everything else is refused. A constant map (not brands/*.ts) so partners change in one place.
const PARTNER_ORIGINS: Partial<Record<BrandSlug, readonly string[]>> = {
  "jk-club": ["https://app.jk-club.example"],
  vistara: ["https://app.vistara.example"],
};

export function partnerOrigins(brand: BrandSlug): readonly string[] {
  return PARTNER_ORIGINS[brand] ?? [];
}

/**
 * The partner URL to send the auth code to, or null when `returnUrl` is missing, not an absolute
 * https URL, carries credentials, or its origin is not one of the brand's partners.
 */
export function partnerReturnUrl(
  brand: BrandSlug,
  returnUrl: string | null | undefined,
): URL | null {
  if (!returnUrl || returnUrl.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  return partnerOrigins(brand).includes(url.origin) ? url : null;
}
