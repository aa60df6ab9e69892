import type { Metadata } from "next";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { CatalogueAccountScope } from "@/components/account/catalogue-scope";
import { AnnouncementBar } from "@/components/home/announcement-bar";
import { BrandHero } from "@/components/home/brand-hero";
import { HomeModules } from "@/components/home/home-modules";
import { PopupBanner } from "@/components/home/popup-banner";
import { SeckillStrip } from "@/components/promo/seckill-strip";
import { SmartLink } from "@/components/ui/smart-link";
import { RECOMMENDED_PAGE_SIZE, RECOMMENDED_TYPE } from "@/lib/commerce/home";
import { brandOrigin, jsonLd, pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { orNull } from "@/lib/upstream/errors";
import { getActivityInfo, getAdConfig, getAnnouncements, getHomePageSetting, getMoreProducts, getPageConfig } from "@/lib/upstream/catalogue";

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

export default async function HomePage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("home");
  // the home page must render even when a side section fails; only the module list is essential
  const [announcements, setting, config, ads, seckill, recommended] = await Promise.all([
    orNull(getAnnouncements(shop.ctx, 1)),
    getHomePageSetting(shop.ctx),
    orNull(getPageConfig(shop.ctx)),
    orNull(getAdConfig(shop.ctx)),
    orNull(getActivityInfo(shop.ctx)),
    orNull(getMoreProducts(shop.ctx, { page: 1, type: RECOMMENDED_TYPE, page_size: RECOMMENDED_PAGE_SIZE })),
  ]);
  const split = setting.modules.findIndex((m) => m.module_type !== 1 && m.module_type !== 2);
  const head = split === -1 ? setting.modules : setting.modules.slice(0, split);
  const rest = split === -1 ? [] : setting.modules.slice(split);
  const origin = brandOrigin(shop.brand);

  // hearts on the product cards learn their state in the browser; the HTML stays cacheable
  return (
    <CatalogueAccountScope>
      <AnnouncementBar items={announcements ?? []} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd({
            "@context": "https://schema.org",
            "@type": "Organization",
            name: shop.brand.name,
            url: origin,
            logo: new URL(shop.brand.logo, origin).toString(),
            contactPoint: [{ "@type": "ContactPoint", telephone: shop.brand.contact.phone, email: shop.brand.contact.email, contactType: "customer service" }],
          }),
        }}
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-4 md:gap-8 md:py-6" data-testid="home" data-home-variant={setting.home_variant}>
        <BrandHero brand={shop.brand} locale={shop.locale} />
        <HomeModules modules={head} homeVariant={setting.home_variant} recommended={null} />
        {seckill ? <SeckillStrip info={seckill} locale={shop.locale} /> : null}
        {ads?.category_tabs.length ? (
          <nav aria-label={t("categories")} data-testid="category-tabs">
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {ads.category_tabs.map((c) => (
                <li key={c.id}>
                  <a
                    href={`/category/${c.id}`}
                    className="block whitespace-nowrap rounded-full border border-line bg-surface px-4 py-1.5 text-sm hover:border-primary hover:text-primary"
                  >
                    {c.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {ads?.middle_banner ? (
          <SmartLink item={ads.middle_banner} className="relative block aspect-[16/3] overflow-hidden rounded-brand" testId="middle-banner">
            <Image src={ads.middle_banner.image} alt={ads.middle_banner.title} fill sizes="(max-width: 1152px) 100vw, 1152px" unoptimized className="object-cover" />
          </SmartLink>
        ) : null}
        <HomeModules modules={rest} homeVariant={setting.home_variant} recommended={recommended} />
        {config ? (
          <section aria-label={t("trustReview")} data-testid="trust-review" className="flex flex-col items-center gap-1 rounded-brand bg-primary/10 p-5 text-center">
            <p className="text-3xl font-bold text-primary">{config.trust_review.score}%</p>
            <p className="text-sm">{config.trust_review.text}</p>
            <p className="text-xs text-ink">{t("reviewCount", { count: config.trust_review.count })}</p>
          </section>
        ) : null}
      </div>
      {ads?.popup ? <PopupBanner item={ads.popup} /> : null}
    </CatalogueAccountScope>
  );
}
