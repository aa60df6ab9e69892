import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { Locale } from "@/lib/commerce/platform/locales";
import {
  activityPhase,
  flashWhen,
  seckillState,
  type ActivityPhase,
} from "@/lib/commerce/catalogue/seckill";
import type { ActivityInfoView } from "@/lib/upstream/catalogue";
import { FlashSaleClock } from "./flash-sale-clock";
import { flashWindow, shopClockText, shopTimeText } from "./flash-time";
import { GrabButton } from "./grab-button";
import { isDated } from "@/lib/commerce/catalogue/product-types";

// live first, then coming soon, then ended
const ORDER: Record<ActivityPhase, number> = { live: 0, coming: 1, ended: 2 };
// data-state keeps the §4 words the items use: a running activity is "grab"
const STATE: Record<ActivityPhase, string> = { live: "grab", coming: "coming", ended: "ended" };

/**
 * Spec §2/§4 /promotion/seckill: coming soon (countdown), grab with remaining count, sold out,
 * ended. The remaining count and the Grab button are live (components/promo/grab-button). The page is cached for up to 30 s (and may be served stale longer), so it carries
 * absolute start and end instants; the countdowns and badges run in the browser on the server's
 * clock (components/promo/flash-sale-clock).
 */
export async function SeckillScreen({ info, locale }: { info: ActivityInfoView; locale: Locale }) {
  const t = await getTranslations("flashSale");
  // the render's own clock: the activity data may come from a data cache older than this render
  const renderedAt = new Date();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="seckill-page">
      <h1 className="mb-4 text-2xl font-bold">⚡ {t("title")}</h1>
      {info.activities.length === 0 ? <p className="text-muted">{t("empty")}</p> : null}
      <div className="flex flex-col gap-8">
        {[...info.activities]
          .sort((a, b) => ORDER[activityPhase(a, renderedAt)] - ORDER[activityPhase(b, renderedAt)])
          .map((a) => {
            const window = flashWindow(a, renderedAt, locale);
            // the day words come from the end (live) or start (coming) time, one rule (lib/commerce/catalogue/seckill flashWhen)
            const when = flashWhen(a, renderedAt);
            return (
              <section
                key={a.id}
                aria-labelledby={`a${a.id}`}
                data-testid="seckill-activity"
                data-state={STATE[activityPhase(a, renderedAt)]}
              >
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`a${a.id}`} className="text-xl font-semibold">
                    {a.title}
                  </h2>
                  <p className="text-sm text-muted">
                    <FlashSaleClock window={window} />
                  </p>
                  {when.phase !== "ended" ? (
                    <p
                      className="basis-full text-sm"
                      data-testid="seckill-when"
                      data-day={when.day}
                    >
                      {t(`when_${when.phase}_${when.day}`, {
                        time: shopClockText(when.at, locale),
                        at: shopTimeText(when.at, locale),
                      })}
                    </p>
                  ) : null}
                </div>
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
                  {a.items.map((item) => {
                    const state = seckillState(
                      {
                        start_date: a.start_date,
                        end_date: a.end_date,
                        stock: item.stock,
                        sold: item.sold,
                      },
                      renderedAt,
                    );
                    return (
                      <li
                        key={item.variant_id}
                        data-testid="seckill-item"
                        data-state={state}
                        className="flex flex-col overflow-hidden rounded-brand bg-surface ring-1 ring-line"
                      >
                        <a
                          href={`/product/${item.product.id}/${item.product.seo_sn}`}
                          className="relative block aspect-[4/3]"
                        >
                          <Image
                            src={item.product.image}
                            alt={item.product.title}
                            fill
                            sizes="(max-width: 768px) 50vw, 25vw"
                            unoptimized
                            className={`object-cover ${state === "ended" || state === "soldOut" ? "grayscale" : ""}`}
                          />
                        </a>
                        <div className="flex flex-1 flex-col gap-1 p-3">
                          <a
                            href={`/product/${item.product.id}/${item.product.seo_sn}`}
                            className="line-clamp-2 text-sm font-medium hover:text-primary"
                          >
                            {item.product.title}
                          </a>
                          <p className="flex flex-wrap items-baseline gap-x-2">
                            <span className="font-bold text-accent">
                              {formatMoney(item.activity_price_amount, item.product.symbol)}
                            </span>
                            <s className="text-xs text-muted">
                              {formatMoney(item.original_price_amount, item.product.symbol)}
                            </s>
                          </p>
                          {/* the Grab button says the item's state itself (coming, grab, sold out, ended): no second badge */}
                          <div className="mt-auto" />
                          <GrabButton
                            activityId={a.id}
                            productId={item.product.id}
                            productSn={item.product.sn}
                            productPath={`/product/${item.product.id}/${item.product.seo_sn}`}
                            variantId={item.variant_id}
                            window={window}
                            stock={item.stock}
                            sold={item.sold}
                            dated={
                              isDated(item.product.stock_type) ||
                              item.product.price_calendar_required
                            }
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
      </div>
    </div>
  );
}
