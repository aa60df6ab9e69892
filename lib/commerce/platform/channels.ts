// Spec §6 "Some pages are channel-restricted ('Please log in to the specified channel')" and §7
// GET init?p={encoded}: a partner app sends its shoppers in with entry parameters; the channel they
// carry opens that channel's sections (product operation groups with a channel). Edge-safe.
import { safeRedirectPath } from "../accounts/access";

/** The plain web shop: what the channel header says without a partner entry. */
const WEB_CHANNEL = "web";

const CHANNEL = /^[a-z][a-z0-9-]{0,39}$/;

/** A channel name from outside (entry parameters, cookie), or null when it is not one. */
export function parseChannel(value: string | null | undefined): string | null {
  return typeof value === "string" && CHANNEL.test(value) && value !== WEB_CHANNEL ? value : null;
}

/** May a shopper who came in through `visitor` (null: the plain web shop) see a section of `restrictedTo` (null: everyone)? */
export function channelAllows(
  restrictedTo: string | null | undefined,
  visitor: string | null | undefined,
): boolean {
  if (!restrictedTo) return true;
  return restrictedTo === visitor;
}

/**
 * init?p=: what the entry parameters (already decoded by the upstream) ask for — the channel to
 * enter, and where to go then (`redirect`, else the `pog_id` section's list, else home) — only
 * ever one of our own paths (lib/commerce/accounts/access safeRedirectPath).
 */
export function entryTarget(params: Record<string, string>): {
  channel: string | null;
  redirect: string;
} {
  const channel = parseChannel(params.channel);
  const wanted =
    params.redirect ??
    (params.pog_id && /^[1-9]\d{0,8}$/.test(params.pog_id)
      ? `/products?pog_id=${params.pog_id}`
      : "/");
  return { channel, redirect: safeRedirectPath(wanted) };
}
