// Spec §7 "GET open/accounts/auth_code (returns auth_code); auth gat and gatTravel take auth_code":
// the one-time code a signed-in shopper carries to a partner app (§2 /auth/gat), which the
// partner's server redeems, once, with its platform's secret, to learn who the shopper is.

/** How long a code can be redeemed after it is handed out. */
export const AUTH_CODE_TTL_SECONDS = 300;
/** A code as the shop makes them: 32 random bytes, base64url. */
export const AUTH_CODE = /^[A-Za-z0-9_-]{43}$/;
/** The header a partner's server sends its platform's secret in (PARTNER_SECRETS). */
export const PARTNER_SECRET_HEADER = "x-partner-secret";
