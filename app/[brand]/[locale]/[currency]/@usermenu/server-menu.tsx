import { UserMenu } from "@/components/layout/user-menu";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { sessionForHeader } from "@/lib/upstream/session-user";

/**
 * The header's user menu on the login-required routes beside this file, which render per request
 * anyway: the signed-in state comes from the session here, so the server HTML shows the menu, not
 * "Log in", before scripts load (lib/upstream/session-user.ts says what happens on any doubt).
 */
export async function ServerUserMenu({ params }: { params: Promise<ShopParams> }) {
  const shop = await resolveShop(params);
  return <UserMenu initial={await sessionForHeader(shop.ctx)} />;
}
