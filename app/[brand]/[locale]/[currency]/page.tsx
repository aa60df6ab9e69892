import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeScreen } from "@/components/home/home-screen";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { loadHomePage } from "@/lib/upstream/home-page";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    ...pageMetadata({
      brand,
      locale,
      path: "/",
      title: `${brand.name} · ${brand.tagline[locale]}`,
      description: t("description", { brand: brand.name, tagline: brand.tagline[locale] }),
      image: brand.logo,
    }),
    title: { absolute: `${brand.name} · ${brand.tagline[locale]}` },
  };
}

/** Spec §2 home (components/home/home-screen). */
export default async function HomePage({ params }: Props) {
  const shop = await resolveShop(params);
  return <HomeScreen shop={shop} view={await loadHomePage(shop.ctx)} />;
}
