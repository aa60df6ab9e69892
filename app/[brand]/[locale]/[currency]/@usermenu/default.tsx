import { UserMenu } from "@/components/layout/user-menu";

/**
 * The header's user menu (the layout's `usermenu` slot). Pages are cached per (brand, locale,
 * currency), so by default the browser learns who is signed in; the personal pages beside this
 * file render it from the session instead (server-menu.tsx).
 */
export default function UserMenuSlot() {
  return <UserMenu />;
}
