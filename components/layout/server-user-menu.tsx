import "server-only";
import { sessionUserOf, type SessionResponse } from "@/lib/session-shape";
import { readSessionToken } from "@/lib/session";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getCurrentAccount } from "@/lib/upstream/account";
import { UserMenu } from "./user-menu";

/**
 * The header's user menu on pages that render per request anyway (account, cart, checkout…): the
 * signed-in state comes from the session cookie here, so the server HTML shows the menu, not
 * "Log in", before scripts load. Any doubt (no token, upstream refusal or outage) leaves it to
 * the browser, as on cached pages; a refused token is cleared by /api/session, not here.
 */
export async function ServerUserMenu({ params }: { params: Promise<ShopParams> }) {
  const shop = await resolveShop(params);
  const token = await readSessionToken();
  let initial: SessionResponse | undefined;
  if (token) {
    try {
      initial = { user: sessionUserOf(await getCurrentAccount({ ...shop.ctx, token })) };
    } catch {
      initial = undefined;
    }
  }
  return <UserMenu initial={initial} />;
}
