import "server-only";
import { getMessages } from "next-intl/server";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { personal, requireToken } from "@/lib/upstream/personal";
import { MessagesScope } from "@/components/account/messages-scope";
import { shopToday } from "@/lib/commerce/calendar";
import { Codes } from "@/lib/commerce/error-codes";
import { pick, type Messages } from "@/lib/i18n/messages";
import type { Shop } from "@/lib/shop-params";
import { getCurrentAccount } from "@/lib/upstream/account";
import { loadAddOns } from "@/lib/upstream/add-ons";
import { UpstreamError } from "@/lib/upstream/errors";
import { CheckoutScreen, type CheckoutEntry } from "./checkout-screen";

/**
 * The server half of /book/{id} and /checkout/confirm: the session checked again (the middleware
 * is only a convenience), the account read for the contact prefill (a failed read only leaves the
 * fields empty), the words the screen and its inline forms need.
 */
export async function CheckoutPage({ shop, publicPath, entry }: { shop: Shop; publicPath: string; entry: CheckoutEntry }) {
  const token = await requireToken(publicPath);
  // §2 add-on products: a direct buy only; read alongside the account (a failure only hides them)
  const addOnsRead = entry.kind === "direct" ? loadAddOns(shop.ctx, entry.productId) : Promise.resolve([]);
  const account = await personal(
    publicPath,
    getCurrentAccount({ ...shop.ctx, token }).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.code === Codes.loginExpired) throw error;
      return null;
    }),
  );
  const contact = {
    name: account
      ? (shop.locale === "en" ? `${account.first_name} ${account.last_name}` : `${account.last_name} ${account.first_name}`).trim() || account.nickname
      : "",
    country_code: account?.country_code || "86",
    phone: account?.phone ?? "",
    email: account?.email ?? "",
  };
  const [messages, addOns] = await Promise.all([getMessages() as Promise<Messages>, addOnsRead]);
  return (
    <MessagesScope messages={pick(messages, ["checkout", "validation", "address", "tourist", "info"])}>
      <CheckoutScreen
        entry={entry}
        currency={shop.currency}
        contact={contact}
        callingCodes={callingCodeOptions(shop.locale)}
        today={shopToday(new Date())}
        addOns={addOns}
      />
    </MessagesScope>
  );
}
