import { getTranslations } from "next-intl/server";
import { FlashSaleClock } from "@/components/promo/flash-sale-clock";
import { flashWindow } from "@/components/promo/flash-time";
import { LazyGrabButton } from "@/components/promo/grab-button-lazy";
import type { Locale } from "@/lib/commerce/platform/locales";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { seckillState } from "@/lib/commerce/catalogue/seckill";
import type { ProductActivity } from "@/lib/commerce/catalogue/product.schema";

type Props = {
  activity: ProductActivity;
  product: { id: number; sn: string; path: string; dated: boolean };
  symbol: string;
  /** the flash-sale option's name */
  option: string | null;
  locale: Locale;
  renderedAt: Date;
};

/**
 * The product's flash sale (spec §3 Activity, §4 Flash sale) on its own page: the sale price
 * against the option's own, how many are left, and a countdown to the start or the end, with the
 * Grab button. The grab (components/promo/grab-button) reads the live count in the browser. The page is cached,
 * so the countdown runs in the browser on the server's clock from the activity's instants.
 */
export async function FlashSaleBox({
  activity,
  product,
  symbol,
  option,
  locale,
  renderedAt,
}: Props) {
  const t = await getTranslations("flashSale");
  const state = seckillState(activity, renderedAt);
  const window = flashWindow(activity, renderedAt, locale);
  return (
    <section
      aria-labelledby="flash-sale-title"
      data-testid="flash-sale"
      data-state={state}
      className="flex flex-col gap-1.5 rounded-brand bg-surface p-3 text-sm ring-2 ring-accent/50"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="flash-sale-title" className="font-semibold text-accent">
          ⚡ {t("onProduct")}
          <span className="sr-only">: {activity.title}</span>
        </h2>
        <FlashSaleClock window={window} className="text-muted" />
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-accent" data-testid="flash-price">
          {formatMoney(activity.activity_price_amount, symbol)}
        </span>
        {activity.original_price_amount > activity.activity_price_amount ? (
          <s className="text-muted" aria-label={t("regularPrice")}>
            {formatMoney(activity.original_price_amount, symbol)}
          </s>
        ) : null}
        {option ? <span className="text-muted">· {option}</span> : null}
      </p>
      <LazyGrabButton
        activityId={activity.id}
        productId={product.id}
        productSn={product.sn}
        productPath={product.path}
        variantId={activity.variant_id}
        window={window}
        stock={activity.stock}
        sold={activity.sold}
        dated={product.dated}
        onProductPage
      />
      <p className="text-xs text-muted">
        {t("oncePerShopper")}{" "}
        <a href="/promotion/seckill" className="text-primary underline underline-offset-2">
          {t("seeAll")}
        </a>
      </p>
    </section>
  );
}
