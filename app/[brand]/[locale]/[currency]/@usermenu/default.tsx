import { LazyUserMenu } from "@/components/layout/account-islands";

/**
 * The header's user menu (the layout's `usermenu` slot). Pages are cached per (brand, locale,
 * currency), so by default the browser learns who is signed in; the personal pages beside this
 * file render it from the session instead (server-menu.tsx). Here it loads once the browser is
 * idle (components/layout/account-islands.tsx): the log-in link is in the HTML meanwhile.
 */
export default function UserMenuSlot() {
  return <LazyUserMenu />;
}
