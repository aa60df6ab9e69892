import type { Metadata } from "next";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Countdown } from "@/components/promo/countdown";
import { formatMoney } from "@/lib/commerce/money";
import { remaining, seckillState, secondsUntil, type SeckillState } from "@/lib/commerce/seckill";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getActivityInfo } from "@/lib/upstream/catalogue";

type Props = { params: Promise<ShopParams> };

// flash sales change by the minute: a short cache
export const revalidate = 30;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "flashSale" });
  return pageMetadata({ brand, locale, path: "/promotion/seckill", title: t("title"), description: t("description", { brand: brand.name }) });
}

// live first, then coming soon, then ended
const ORDER: Record<SeckillState, number> = { grab: 0, soldOut: 0, coming: 1, ended: 2 };
const stateOf = (a: { start_date: string; end_date: string }, now: string) => seckillState({ ...a, stock: 1, sold: 0 }, now);

const BADGE: Record<SeckillState, string> = {
  coming: "bg-line text-ink",
  grab: "bg-accent text-white",
  soldOut: "bg-ink/70 text-white",
  ended: "bg-line text-muted",
};

/** Spec §2/§4 /promotion/seckill: coming soon (countdown), grab with remaining count, sold out, ended. */
export default async function SeckillPage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("flashSale");
  const info = await getActivityInfo(shop.ctx);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="seckill-page">
      <h1 className="mb-4 text-2xl font-bold">⚡ {t("title")}</h1>
      {info.activities.length === 0 ? <p className="text-muted">{t("empty")}</p> : null}
      <div className="flex flex-col gap-8">
        {[...info.activities]
          .sort((a, b) => ORDER[stateOf(a, info.now)] - ORDER[stateOf(b, info.now)])
          .map((a) => {
            const activityState = seckillState({ start_date: a.start_date, end_date: a.end_date, stock: 1, sold: 0 }, info.now);
            return (
              <section key={a.id} aria-labelledby={`a${a.id}`} data-testid="seckill-activity" data-state={activityState}>
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`a${a.id}`} className="text-xl font-semibold">
                    {a.title}
                  </h2>
                  <p className="text-sm text-muted">
                    {activityState === "coming" ? <Countdown seconds={secondsUntil(a.start_date, info.now)} /> : activityState === "ended" ? t("ended") : t("live")}
                  </p>
                </div>
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
                  {a.items.map((item) => {
                    const state = seckillState({ start_date: a.start_date, end_date: a.end_date, stock: item.stock, sold: item.sold }, info.now);
                    return (
                      <li
                        key={item.variant_id}
                        data-testid="seckill-item"
                        data-state={state}
                        className="flex flex-col overflow-hidden rounded-brand bg-surface ring-1 ring-line"
                      >
                        <a href={`/product/${item.product.id}/${item.product.seo_sn}`} className="relative block aspect-[4/3]">
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
                          <a href={`/product/${item.product.id}/${item.product.seo_sn}`} className="line-clamp-2 text-sm font-medium hover:text-primary">
                            {item.product.title}
                          </a>
                          <p className="flex items-baseline gap-2">
                            <span className="font-bold text-accent">{formatMoney(item.activity_price_amount, item.product.symbol)}</span>
                            <s className="text-xs text-muted">{formatMoney(item.original_price_amount, item.product.symbol)}</s>
                          </p>
                          {state === "grab" ? <p className="text-xs text-muted">{t("left", { count: remaining(item) })}</p> : null}
                          <span className={`mt-auto rounded-brand px-2 py-1 text-center text-sm font-semibold ${BADGE[state]}`}>{t(`state_${state}`)}</span>
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
