import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { Locale } from "@/lib/commerce/platform/locales";
import { activityPhase } from "@/lib/commerce/catalogue/seckill";
import type { ActivityInfo } from "@/lib/commerce/catalogue/product.schema";
import { FlashSaleClock } from "./flash-sale-clock";
import { flashWindow } from "./flash-time";
import { SeckillItems } from "./seckill-items";

/**
 * Home: the live flash-sale items, linking to /promotion/seckill, with the time left. The home
 * page is cached, so the time left is counted in the browser from the sale's end instant and the
 * remaining counts come from /api/seckill/live (LiveLeft).
 */
export async function SeckillStrip({ info, locale }: { info: ActivityInfo; locale: Locale }) {
  const t = await getTranslations("flashSale");
  const renderedAt = new Date();
  const live = info.activities.find(
    (a) => activityPhase(a, renderedAt) === "live" && a.items.length,
  );
  if (!live) return null;
  return (
    <section
      aria-labelledby="seckill-strip"
      data-testid="seckill-strip"
      className="rounded-brand bg-surface p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="seckill-strip" className="text-xl font-semibold text-accent">
          ⚡ {t("title")}
        </h2>
        {/* on a phone the time left takes its own line below: beside a long one "See all" wrapped alone */}
        <FlashSaleClock
          window={flashWindow(live, renderedAt, locale)}
          className="order-last basis-full text-sm text-muted sm:order-none sm:mr-auto sm:basis-auto"
        />
        <a href="/promotion/seckill" className="text-sm text-primary">
          {t("seeAll")}
        </a>
      </div>
      <SeckillItems
        cells={live.items.map((item) => [
          `/product/${item.product.id}/${item.product.seo_sn}`,
          item.product.image,
          item.product.title,
          formatMoney(item.activity_price_amount, item.product.symbol),
          live.id,
          item.variant_id,
          item.stock,
          item.sold,
        ])}
      />
    </section>
  );
}
