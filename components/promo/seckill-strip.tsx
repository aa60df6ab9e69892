import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/commerce/money";
import type { Locale } from "@/lib/commerce/locales";
import { activityPhase } from "@/lib/commerce/seckill";
import type { ActivityInfo } from "@/lib/commerce/wire/product";
import Image from "next/image";
import { FlashSaleClock } from "./flash-sale-clock";
import { flashWindow } from "./flash-time";
import { LiveLeft } from "./live-left";

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
      <ul className="flex snap-x gap-3 overflow-x-auto pb-1">
        {live.items.map((item) => {
          return (
            <li key={`${live.id}-${item.variant_id}`} className="w-36 shrink-0 snap-start">
              <a href={`/product/${item.product.id}/${item.product.seo_sn}`} className="block">
                <div className="relative aspect-[4/3] overflow-hidden rounded-brand">
                  <Image
                    src={item.product.image}
                    alt={item.product.title}
                    fill
                    sizes="144px"
                    unoptimized
                    className="object-cover"
                  />
                </div>
                <p className="mt-1 line-clamp-1 text-sm">{item.product.title}</p>
                <p className="text-sm font-semibold text-accent">
                  {formatMoney(item.activity_price_amount, item.product.symbol)}
                </p>
                <LiveLeft
                  activityId={live.id}
                  variantId={item.variant_id}
                  stock={item.stock}
                  sold={item.sold}
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
