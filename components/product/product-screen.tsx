import { getMessages, getTranslations } from "next-intl/server";
import { CatalogueAccountScope } from "@/components/account/catalogue-scope";
import { MessagesScope } from "@/components/account/messages-scope";
import { panelCartMessages } from "@/components/cart/cart-keys";
import { AnnouncementBar } from "@/components/home/announcement-bar";
import { ClubNotice } from "@/components/layout/club-notice";
import { flashWindow } from "@/components/promo/flash-time";
import { formatMoney, formatPriceRange } from "@/lib/commerce/pricing/money";
import { lowestPrice, priceDisplay } from "@/lib/commerce/pricing/price-display";
import { productWording } from "@/lib/commerce/catalogue/product-wording";
import { pick } from "@/lib/i18n/messages";
import { brandOrigin, jsonLd, localisedUrl } from "@/lib/seo/metadata";
import type { Shop } from "@/lib/shop/params";
import type { ProductPageView } from "@/lib/upstream/reshape/product";
import { BookingPanel } from "./booking-panel";
import { FavoriteToggle } from "./favorite-toggle";
import { FlashSaleBox } from "./flash-sale-box";
import { LazyMemberPrice } from "./member-price-lazy";
import { Gallery } from "./gallery";
import { productPageLd } from "./product-page-ld";
import { ProductDetails } from "./product-details";
import { Recommendations } from "./recommendations";
import { PRODUCT_TYPE } from "@/lib/commerce/catalogue/product-types";

/**
 * Spec §2 product detail: breadcrumb, gallery, title, price (and member price), a running flash
 * sale, confirmation, tags and selling points; the booking panel beside them; the details below
 * (components/product/product-details); recommended products. Cached per (brand, locale,
 * currency): nothing personal is rendered here.
 */
export async function ProductScreen({ shop, view }: { shop: Shop; view: ProductPageView }) {
  const { product, announcements, discount, booking, recommended, optionNames, dated } = view;
  const t = await getTranslations("product");
  const messages = await getMessages();
  const origin = brandOrigin(shop.brand);
  const url = localisedUrl(origin, `/product/${product.id}/${product.seo_sn}`, shop.locale);
  // a dated product's headline is the true range over its calendar (per-day prices can exceed the base ones)
  const price = view.calendarRange
    ? priceDisplay({
        min_price_amount: view.calendarRange.low,
        max_price_amount: view.calendarRange.high,
        original_price_amount: product.original_price_amount,
      })
    : priceDisplay(product);
  const wording = productWording(product);
  const renderedAt = new Date();

  const ld = productPageLd(view, { shop, origin, url, allProducts: t("allProducts") });

  return (
    <CatalogueAccountScope
      namespaces={["loadMore", "card", ...(discount?.activity ? (["flashSale"] as const) : [])]}
    >
      <AnnouncementBar items={announcements ?? []} />
      {ld.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
        />
      ))}
      <article
        className="mx-auto max-w-6xl px-4 py-4"
        data-testid="product-page"
        data-product-id={product.id}
      >
        <nav aria-label={t("breadcrumb")} className="mb-3 text-sm text-muted">
          <ol className="flex flex-wrap gap-1">
            <li>
              <a href="/" className="hover:text-primary">
                {t("home")}
              </a>{" "}
              /
            </li>
            <li>
              <a href="/products" className="hover:text-primary">
                {t("allProducts")}
              </a>{" "}
              /
            </li>
            <li aria-current="page" className="line-clamp-1 text-ink">
              {product.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:grid-rows-[auto_1fr]">
          <div className="flex min-w-0 flex-col gap-5 lg:col-start-1">
            <Gallery
              images={product.images}
              title={product.title}
              name={t("photos")}
              label={(n, total) => t("photo", { n, total })}
            />
            <header className="flex flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-2xl font-bold leading-tight">{product.title}</h1>
                <FavoriteToggle productId={product.id} variant="button" className="shrink-0" />
              </div>
              {product.reviews > 0 || product.sold > 0 ? (
                <p className="text-sm" data-testid="rating">
                  {product.reviews > 0 ? (
                    <>
                      <span className="text-accent" aria-hidden="true">
                        ★
                      </span>{" "}
                      {t("rating", { rating: product.rating.toFixed(1), count: product.reviews })}
                    </>
                  ) : null}
                  {product.sold > 0 ? (
                    <span className="text-muted">
                      {product.reviews > 0 ? " · " : ""}
                      {/* the upstream's sales count (spec §3 sold): "N booked", goods "N sold" */}
                      {product.product_type === PRODUCT_TYPE.goods
                        ? t("soldCount", { count: product.sold })
                        : t("booked", { count: product.sold })}
                    </span>
                  ) : null}
                </p>
              ) : null}
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span
                  className="text-2xl font-bold text-primary"
                  data-testid="price"
                  data-price-kind={price.kind}
                >
                  {price.kind === "range"
                    ? formatPriceRange(price.low, price.high, product.symbol)
                    : formatMoney(price.price, product.symbol)}
                </span>
                {price.kind === "single" && price.original !== null ? (
                  <s className="text-sm text-muted" aria-label={t("originalPrice")}>
                    {formatMoney(price.original, product.symbol)}
                  </s>
                ) : null}
              </p>
              <MessagesScope messages={pick(messages, ["memberPrice"])}>
                <LazyMemberPrice price={lowestPrice(price)} symbol={product.symbol} />
              </MessagesScope>
              {discount?.activity ? (
                <FlashSaleBox
                  activity={discount.activity}
                  product={{
                    id: product.id,
                    sn: product.sn,
                    path: `/product/${product.id}/${product.seo_sn}`,
                    dated: dated,
                  }}
                  symbol={product.symbol}
                  option={optionNames[discount.activity.variant_id] ?? null}
                  locale={shop.locale}
                  renderedAt={renderedAt}
                />
              ) : null}
              {wording.confirmation ? (
                <p
                  className="text-sm"
                  data-testid="confirmation"
                  data-confirmation={product.confirmation}
                >
                  <span className="text-primary" aria-hidden="true">
                    {/* a drawn clock: the ⏱ glyph is missing from common fonts and showed as a box */}
                    {product.confirmation === 0 ? (
                      "⚡ "
                    ) : (
                      <svg
                        viewBox="0 0 24 24"
                        className="mr-1 inline h-[1em] w-[1em] align-[-0.125em]"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                      >
                        <circle cx="12" cy="13" r="8" />
                        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
                      </svg>
                    )}
                  </span>
                  {product.confirmation === 0
                    ? t(wording.confirmation.instant)
                    : t(wording.confirmation.onRequest)}
                </p>
              ) : null}
              {product.list_tags.length ? (
                <ul className="ptags">
                  {product.list_tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              ) : null}
            </header>
            {product.sell_point.length ? (
              <ul
                className="grid gap-1.5 rounded-brand bg-surface p-4 text-sm ring-1 ring-line sm:grid-cols-2"
                data-testid="sell-points"
              >
                {product.sell_point.map((p) => (
                  <li key={p}>
                    <span className="text-primary" aria-hidden="true">
                      ✓{" "}
                    </span>
                    {p}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="flex flex-col gap-3 lg:sticky lg:top-20">
              <ClubNotice brand={shop.brand} />
              {booking ? (
                <MessagesScope
                  messages={{ booking: messages.booking, cart: panelCartMessages(messages) }}
                >
                  <BookingPanel
                    productId={product.id}
                    productSn={product.sn}
                    productType={product.product_type}
                    shippingRequired={product.shipping_required}
                    stockType={product.stock_type}
                    symbol={product.symbol}
                    {...booking}
                    flash={
                      discount?.activity && dated
                        ? {
                            activityId: discount.activity.id,
                            variantId: discount.activity.variant_id,
                            window: flashWindow(discount.activity, renderedAt, shop.locale),
                          }
                        : undefined
                    }
                  />
                </MessagesScope>
              ) : (
                <p className="text-sm text-muted">{t("bookingUnavailable")}</p>
              )}
            </div>
          </aside>
          <ProductDetails shop={shop} view={view} />
        </div>
        {recommended && recommended.count > 0 ? (
          <Recommendations productId={product.id} title={t("recommended")} />
        ) : null}
      </article>
    </CatalogueAccountScope>
  );
}
