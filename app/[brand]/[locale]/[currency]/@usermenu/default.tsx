import { LazyUserMenu } from "@/components/layout/account-islands";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

/**
 * The header's user menu (the layout's `usermenu` slot). Pages are cached per (brand, locale,
 * currency, session cookie present), so by default the browser learns who is signed in; the
 * personal pages beside this file render it from the session instead (server-menu.tsx). Here it
 * loads once the browser is idle (components/layout/account-islands.tsx): meanwhile the HTML shows
 * the log-in link, or for a shopper with a session cookie a neutral "My account" entry.
 */
export default async function UserMenuSlot({ params }: { params: Promise<ShopParams> }) {
  const { signedIn } = await resolveShop(params);
  return <LazyUserMenu signedIn={signedIn} />;
}
