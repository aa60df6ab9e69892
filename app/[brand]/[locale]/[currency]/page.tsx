import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnnouncementBar } from "@/components/home/announcement-bar";
import { ProductCard } from "@/components/product/product-card";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getAnnouncements, getProducts } from "@/lib/upstream/catalogue";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  return { title: { absolute: `${brand.name} · ${brand.tagline[locale]}` } };
}

export default async function HomePage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("home");
  const [announcements, popular] = await Promise.all([
    getAnnouncements(shop.ctx, 1).catch(() => []),
    getProducts(shop.ctx, { sort: "sold", page_size: 8 }),
  ]);

  return (
    <>
      <AnnouncementBar items={announcements} />
      <section className="bg-primary text-primary-contrast" data-testid="home-hero">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <h1 className="text-2xl font-bold md:text-4xl">{t("welcome", { brand: shop.brand.name })}</h1>
          <p className="mt-2 text-base opacity-90 md:text-lg">{shop.brand.tagline[shop.locale]}</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="popular-heading">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="popular-heading" className="text-xl font-semibold">{t("popular")}</h2>
          <a href="/products" className="text-sm text-primary">{t("explore")}</a>
        </div>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {popular.list.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} priority={index < 2} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
