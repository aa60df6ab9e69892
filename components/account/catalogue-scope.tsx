import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { FavoriteScope } from "@/components/product/favorite-toggle";
import { pick, type Messages } from "@/lib/i18n/messages";
import { MessagesScope } from "./messages-scope";

type Scoped = Exclude<keyof Messages, "product">;

/**
 * For cached catalogue pages: sends the favourite-toggle and coupon-claim words (the "product"
 * fav… and claim… keys, not the whole namespace) to the browser and turns favourite toggles on
 * for the product cards inside. Nothing personal is rendered here. `namespaces`: the other
 * namespaces the page's client islands read (the layout sends only what every page's
 * header and notices need, so each page's HTML carries only its own words). `keys`: namespaces
 * of which the page's islands read only some keys (home's flash-sale strip: 7 of 30).
 */
export async function CatalogueAccountScope({
  children,
  namespaces = [],
  keys = {},
  claims = true,
}: {
  children: ReactNode;
  /** false: no coupon claims inside (home, lists), so no claim… words */
  claims?: boolean;
  namespaces?: readonly Scoped[];
  keys?: { [N in Scoped]?: readonly (keyof Messages[N])[] };
}) {
  const messages = await getMessages();
  const product = Object.fromEntries(
    Object.entries(messages.product).filter(([key]) =>
      (claims ? /^(fav|claim)[A-Z]?/ : /^fav[A-Z]/).test(key),
    ),
  );
  const some = Object.fromEntries(
    Object.entries(keys).map(([ns, wanted]) => {
      const all: unknown = messages[ns as Scoped];
      const picked = (wanted ?? []).map((k) => String(k));
      return [
        ns,
        all && typeof all === "object"
          ? Object.fromEntries(Object.entries(all).filter(([k]) => picked.includes(k)))
          : all,
      ];
    }),
  );
  return (
    <MessagesScope messages={{ ...pick(messages, namespaces), ...some, product }}>
      <FavoriteScope>{children}</FavoriteScope>
    </MessagesScope>
  );
}
