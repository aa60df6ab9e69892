import "server-only";
import { getMessages } from "next-intl/server";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { MessagesScope } from "@/components/account/messages-scope";
import { shopToday } from "@/lib/commerce/time/shop-time";
import { pick } from "@/lib/i18n/messages";
import type { Shop } from "@/lib/shop/params";
import { loadCheckoutPage } from "@/lib/upstream/checkout-page";
import { CheckoutScreen, type CheckoutEntry } from "./checkout-screen";

/** /book/{id} and /checkout/confirm: the checkout screen with its prefill (lib/upstream/checkout-page) and the words it and its inline forms need. */
export async function CheckoutPage({
  shop,
  publicPath,
  entry,
}: {
  shop: Shop;
  publicPath: string;
  entry: CheckoutEntry;
}) {
  const [messages, { contact, addOns }] = await Promise.all([
    getMessages(),
    loadCheckoutPage(
      shop.ctx,
      shop.locale,
      publicPath,
      entry.kind === "direct" ? entry.productId : null,
    ),
  ]);
  return (
    <MessagesScope
      messages={{
        ...pick(messages, ["checkout", "validation", "address", "tourist", "info", "errors"]),
        // the cancellation terms before Pay (components/product/cancellation-terms)
        booking: { terms: messages.booking.terms },
      }}
    >
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
