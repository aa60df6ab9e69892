import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { expiredHref, requireToken } from "@/lib/upstream/personal";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { CartView } from "@/components/cart/cart-view";
import { Codes } from "@/lib/commerce/contract/error-codes";
import type { Basket } from "@/lib/commerce/checkout/checkout.schema";
import { pick } from "@/lib/i18n/messages";
import { routeMetadata } from "@/lib/seo/route-title";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getBasket } from "@/lib/upstream/checkout";
import { UpstreamError } from "@/lib/upstream/errors";

export const dynamic = "force-dynamic";
const PATH = "/cart";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "cart", { robots: { index: false, follow: false } });
}

/**
 * Spec §2 /cart (login). The first basket comes with the page; if the upstream does not answer,
 * the page still renders and the browser asks again (with a retry button).
 */
export default async function CartPage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await requireToken(PATH);
  let basket: Basket | null = null;
  try {
    basket = await getBasket({ ...shop.ctx, token });
  } catch (error) {
    if (error instanceof UpstreamError && error.code === Codes.loginExpired)
      redirect(expiredHref(PATH));
  }
  const t = await getTranslations("cart");
  const messages = await getMessages();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-0 pt-6 lg:pb-6" data-testid="cart-page">
      <AccountPageHeader title={t("title")} />
      <MessagesScope messages={pick(messages, ["cart", "booking", "errors"])}>
        <CartView initial={basket} />
      </MessagesScope>
    </div>
  );
}
