import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { FavoriteScope } from "@/components/product/favorite-toggle";
import { pick, type Messages } from "@/lib/i18n/messages";
import { MessagesScope } from "./messages-scope";

/**
 * For cached catalogue pages: sends the favourite-toggle and coupon-claim words (the "product"
 * fav… and claim… keys, not the whole namespace) to the browser and turns favourite toggles on
 * for the product cards inside. Nothing personal is rendered here. `namespaces`: the other
 * namespaces the page's client islands read (issue 20: the layout sends only what every page's
 * header and notices need, so each page's HTML carries only its own words).
 */
export async function CatalogueAccountScope({
  children,
  namespaces = [],
}: {
  children: ReactNode;
  namespaces?: readonly Exclude<keyof Messages, "product">[];
}) {
  const messages = (await getMessages()) as Messages;
  const product = Object.fromEntries(
    Object.entries(messages.product).filter(([key]) => /^(fav|claim)[A-Z]?/.test(key)),
  );
  return (
    <MessagesScope messages={{ ...pick(messages, namespaces), product }}>
      <FavoriteScope>{children}</FavoriteScope>
    </MessagesScope>
  );
}
