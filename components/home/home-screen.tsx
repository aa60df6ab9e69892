import { getTranslations } from "next-intl/server";
import { CatalogueAccountScope } from "@/components/account/catalogue-scope";
import { SeckillStrip } from "@/components/promo/seckill-strip";
import { SmartLink } from "@/components/ui/smart-link";
import { JsonLd } from "@/components/seo/json-ld";
import { brandOrigin } from "@/lib/seo/metadata";
import { organizationLd, webSiteLd } from "@/lib/seo/structured-data";
import type { Shop } from "@/lib/shop/params";
import type { HomePageView } from "@/lib/upstream/home-page";
import { AnnouncementBar } from "./announcement-bar";
import { BrandHero } from "./brand-hero";
import { HomeModules } from "./home-modules";
import { TabCells } from "./link-cells";
import { PopupBanner } from "./popup-banner";

/** What the flash-sale strip's islands say (components/promo/flash-sale-clock, live-left). */
const FLASH_STRIP_KEYS = [
  "ended",
  "startsAt",
  "endsAt",
  "startsIn",
  "endsIn",
  "left",
  "soldOut",
] as const;

/**
 * Spec §2 home: the brand hero, the banner modules, the flash sale strip, category tabs and the
 * middle banner, the other modules (recommended products among them), the trust review, the popup.
 */
export async function HomeScreen({ shop, view }: { shop: Shop; view: HomePageView }) {
  const { announcements, homeVariant, head, rest, config, ads, seckill, recommended } = view;
  const t = await getTranslations("home");
  const origin = brandOrigin(shop.brand);

  // hearts on the product cards learn their state in the browser; the HTML stays cacheable
  return (
    <CatalogueAccountScope
      namespaces={["carousel", "loadMore", "card"]}
      keys={seckill ? { flashSale: FLASH_STRIP_KEYS } : {}}
      claims={false}
    >
      <AnnouncementBar items={announcements ?? []} />
      <JsonLd
        data={[organizationLd(shop.brand, origin), webSiteLd(shop.brand, origin, shop.locale)]}
      />
      <div
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-4 md:gap-8 md:py-6"
        data-testid="home"
        data-home-variant={homeVariant}
      >
        <BrandHero brand={shop.brand} locale={shop.locale} />
        <HomeModules modules={head} homeVariant={homeVariant} recommended={null} />
        {seckill ? <SeckillStrip info={seckill} locale={shop.locale} /> : null}
        {ads?.category_tabs.length ? (
          <nav aria-label={t("categories")} data-testid="category-tabs">
            <TabCells tabs={ads.category_tabs.map((c) => [c.id, c.title])} />
          </nav>
        ) : null}
        {ads?.middle_banner ? (
          <SmartLink
            item={ads.middle_banner}
            className="relative block aspect-[16/3] overflow-hidden rounded-brand"
            testId="middle-banner"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is (next/image was `unoptimized`) */}
            <img
              src={ads.middle_banner.image}
              alt={ads.middle_banner.title}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
            />
          </SmartLink>
        ) : null}
        <HomeModules modules={rest} homeVariant={homeVariant} recommended={recommended} />
        {config ? (
          <section
            aria-label={t("trustReview")}
            data-testid="trust-review"
            className="flex flex-col items-center gap-1 rounded-brand bg-primary/10 p-5 text-center"
          >
            <p className="text-3xl font-bold text-primary">{config.trust_review.score}%</p>
            <p className="text-sm">{config.trust_review.text}</p>
            <p className="text-xs text-ink">
              {t("reviewCount", { count: config.trust_review.count })}
            </p>
          </section>
        ) : null}
      </div>
      {ads?.popup ? <PopupBanner item={ads.popup} /> : null}
    </CatalogueAccountScope>
  );
}
