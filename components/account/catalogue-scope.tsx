import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { FavoriteScope } from "@/components/product/favorite-toggle";
import type { Messages } from "@/lib/i18n/messages";
import { MessagesScope } from "./messages-scope";

/**
 * For cached catalogue pages: sends the favourite-toggle and coupon-claim words (the "product"
 * fav… and claim… keys, not the whole namespace) to the browser and turns favourite toggles on
 * for the product cards inside. Nothing personal is rendered here.
 */
export async function CatalogueAccountScope({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const product = Object.fromEntries(
    Object.entries(messages.product).filter(([key]) => /^(fav|claim)[A-Z]?/.test(key)),
  );
  return (
    <MessagesScope messages={{ product }}>
      <FavoriteScope>{children}</FavoriteScope>
    </MessagesScope>
  );
}
