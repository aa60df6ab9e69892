import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { MessagesScope } from "@/components/account/messages-scope";
import { productsItemList } from "@/components/list/list-pages";
import { SeckillScreen } from "@/components/promo/seckill-screen";
import { JsonLd } from "@/components/seo/json-ld";
import { pick } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getActivityInfo } from "@/lib/upstream/catalogue";

type Props = { params: Promise<ShopParams> };

// flash sales change by the minute: a short cache
export const revalidate = 30;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "flashSale" });
  return pageMetadata({
    brand,
    locale,
    path: "/promotion/seckill",
    title: t("title"),
    description: t("description", { brand: brand.name }),
  });
}

/** Spec §2/§4 /promotion/seckill (components/promo/seckill-screen). */
export default async function SeckillPage({ params }: Props) {
  const shop = await resolveShop(params);
  const info = await getActivityInfo(shop.ctx);
  const t = await getTranslations({ locale: shop.locale, namespace: "flashSale" });
  const messages = await getMessages();
  // every product on sale, once, in the order the activities list them
  const products = [
    ...new Map(
      info.activities.flatMap((a) => a.items.map((i) => [i.product.id, i.product] as const)),
    ).values(),
  ];
  // the countdowns and Grab buttons are client islands: their words (the layout sends only the header's)
  return (
    <MessagesScope messages={pick(messages, ["flashSale"])}>
      <JsonLd data={[productsItemList(shop, t("title"), products)]} />
      <SeckillScreen info={info} locale={shop.locale} />
    </MessagesScope>
  );
}
