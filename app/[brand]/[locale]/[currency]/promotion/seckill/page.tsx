import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { productsItemList } from "@/components/list/list-pages";
import { SeckillScreen } from "@/components/promo/seckill-screen";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
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
  // every product on sale, once, in the order the activities list them
  const products = [
    ...new Map(
      info.activities.flatMap((a) => a.items.map((i) => [i.product.id, i.product] as const)),
    ).values(),
  ];
  return (
    <>
      <JsonLd data={[productsItemList(shop, t("title"), products)]} />
      <SeckillScreen info={info} locale={shop.locale} />
    </>
  );
}
