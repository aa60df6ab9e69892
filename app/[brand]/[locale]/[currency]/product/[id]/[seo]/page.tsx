import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { CatalogueAccountScope } from "@/components/account/catalogue-scope";
import { MessagesScope } from "@/components/account/messages-scope";
import { MemberPrice } from "@/components/vip/member-price";
import { panelCartMessages } from "@/components/cart/cart-keys";
import { couponValue } from "@/components/account/format";
import { AnnouncementBar } from "@/components/home/announcement-bar";
import { ClubNotice } from "@/components/layout/club-notice";
import { LoadMoreGrid } from "@/components/list/load-more-grid";
import { toCard } from "@/components/product/product-card";
import { BookingPanel } from "@/components/product/booking-panel";
import { CouponClaim } from "@/components/product/coupon-claim";
import { FavoriteToggle } from "@/components/product/favorite-toggle";
import { FlashSaleBox } from "@/components/product/flash-sale-box";
import { Gallery } from "@/components/product/gallery";
import { flashWindow } from "@/components/promo/flash-time";
import { LazyQuestionsSection } from "@/components/product/questions-lazy";
import { ReviewsMore } from "@/components/product/reviews-more";
import { sanitizeProductHtml } from "@/lib/html/sanitize";
import { formatMoney, formatPriceRange } from "@/lib/commerce/money";
import { effectiveStock, packCalendar, priceCalendar } from "@/lib/commerce/calendar";
import { firstPage } from "@/lib/commerce/paging";
import { lowestPrice, priceDisplay } from "@/lib/commerce/price-display";
import { productWording } from "@/lib/commerce/product-wording";
import { pick, type Messages } from "@/lib/i18n/messages";
import { afterSalesLines, refundLines } from "@/lib/commerce/refund";
import type { Coupon } from "@/lib/commerce/wire/product";
import { brandOrigin, jsonLd, localisedUrl, pageMetadata, plainText } from "@/lib/seo/metadata";
import { productJsonLd } from "@/lib/seo/product-ld";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { orNull } from "@/lib/upstream/errors";
import { getAnnouncements, getProductComments, getProductDiscount, getProductRecommend, getProductVariants } from "@/lib/upstream/catalogue";
import { loadProduct } from "@/lib/upstream/product-page";

// rendered on first request, then cached (ISR, revalidate from the layout)
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ShopParams & { id: string; seo: string }> };

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function load(params: Props["params"]) {
  const shop = await resolveShop(params);
  const { id, seo } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const product = await loadProduct(shop.ctx, Number(id));
  if (!product) notFound();
  // one URL per product: another spelling of the id or slug is redirected (a 308, never stored)
  if (id !== String(product.id) || safeDecode(seo) !== product.seo_sn) permanentRedirect(`/product/${product.id}/${product.seo_sn}`);
  return { shop, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, product } = await load(params);
  return pageMetadata({
    brand: shop.brand,
    locale: shop.locale,
    path: `/product/${product.id}/${product.seo_sn}`,
    title: product.title,
    description: product.share_description || plainText(product.description),
    image: `/og/product/${product.id}?locale=${shop.locale}&currency=${shop.currency}`,
    imageSize: { width: 1200, height: 630 },
    type: "article",
  });
}

export default async function ProductPage({ params }: Props) {
  const { shop, product } = await load(params);
  const t = await getTranslations("product");
  const tr = await getTranslations("refund");
  const messages = (await getMessages()) as Messages;
  const [announcements, discount, variants, reviews, recommended] = await Promise.all([
    orNull(getAnnouncements(shop.ctx, 2)),
    orNull(getProductDiscount(shop.ctx, product.id)),
    orNull(getProductVariants(shop.ctx, product.id)),
    orNull(getProductComments(shop.ctx, product.id, 1)),
    orNull(getProductRecommend(shop.ctx, product.id, 1)),
  ]);
  const origin = brandOrigin(shop.brand);
  const url = localisedUrl(origin, `/product/${product.id}/${product.seo_sn}`, shop.locale);
  const price = priceDisplay(product);
  const wording = productWording(product);
  const valueNames = Object.fromEntries(product.attributes.flatMap((a) => a.values.map((v) => [v.id, v.name])));
  const optionName = (variantId: number) =>
    product.variants
      .find((v) => v.id === variantId)
      ?.attr_value_ids.map((id) => valueNames[id])
      .filter(Boolean)
      .join(" · ") || null;
  const refund = wording.refund === "afterSales" ? afterSalesLines() : refundLines(product.refund.tag, product.refund.items);
  // what can be bought right now: plain stock per option, or a bookable date with stock
  const buyable = variants
    ? product.stock_type === 0
      ? variants.variants.filter((v) => effectiveStock(v.stock, v.min_purchase) > 0).length
      : priceCalendar(variants.calendars, variants.variants, variants.now).length > 0
        ? variants.variants.length
        : 0
    : product.variants.length;
  const renderedAt = new Date();
  const questionOptions = product.variants.flatMap((v) => {
    const name = optionName(v.id);
    return name ? [{ id: v.id, name }] : [];
  });
  // a date or session is chosen in the booking panel: such a flash sale is grabbed there (§4)
  const dated = product.stock_type !== 0 || product.price_calendar_required;
  const couponText = (c: Coupon) => {
    const value = couponValue(c, shop.locale, product.symbol);
    return value.key === "couponFixed" ? t("couponFixed", value.values) : t("couponPercent", value.values);
  };
  const couponIds = discount?.coupons.map((c) => c.id) ?? [];

  const ld = [
    productJsonLd(
      { ...product, description: plainText(product.description, 500), offerCount: buyable, inStock: buyable > 0 },
      { origin, url, currency: shop.currency, brandName: shop.brand.name },
    ),
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: shop.brand.name, item: localisedUrl(origin, "/", shop.locale) },
        { "@type": "ListItem", position: 2, name: t("allProducts"), item: localisedUrl(origin, "/products", shop.locale) },
        { "@type": "ListItem", position: 3, name: product.title, item: url },
      ],
    },
  ];

  const section = (id: string, title: string, body: React.ReactNode) => (
    <section aria-labelledby={id} data-testid={`section-${id}`} className="border-t border-line pt-5">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {body}
    </section>
  );

  return (
    <CatalogueAccountScope>
      <AnnouncementBar items={announcements ?? []} />
      {ld.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
      <article className="mx-auto max-w-6xl px-4 py-4" data-testid="product-page" data-product-id={product.id}>
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
            <Gallery images={product.images} title={product.title} name={t("photos")} label={(n, total) => t("photo", { n, total })} />
            <header className="flex flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-2xl font-bold leading-tight">{product.title}</h1>
                <FavoriteToggle productId={product.id} variant="button" className="shrink-0" />
              </div>
              {product.reviews > 0 ? (
                <p className="text-sm" data-testid="rating">
                  <span className="text-accent" aria-hidden="true">
                    ★
                  </span>{" "}
                  {t("rating", { rating: product.rating.toFixed(1), count: product.reviews })}
                </p>
              ) : null}
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-2xl font-bold text-primary" data-testid="price" data-price-kind={price.kind}>
                  {price.kind === "range" ? formatPriceRange(price.low, price.high, product.symbol) : formatMoney(price.price, product.symbol)}
                </span>
                {price.kind === "single" && price.original !== null ? (
                  <s className="text-sm text-muted" aria-label={t("originalPrice")}>
                    {formatMoney(price.original, product.symbol)}
                  </s>
                ) : null}
              </p>
              <MessagesScope messages={pick(messages, ["memberPrice"])}>
                <MemberPrice price={lowestPrice(price)} symbol={product.symbol} />
              </MessagesScope>
              {discount?.activity ? (
                <FlashSaleBox
                  activity={discount.activity}
                  product={{ id: product.id, sn: product.sn, path: `/product/${product.id}/${product.seo_sn}`, dated: dated }}
                  symbol={product.symbol}
                  option={optionName(discount.activity.variant_id)}
                  locale={shop.locale}
                  renderedAt={renderedAt}
                />
              ) : null}
              {wording.confirmation ? (
                <p className="text-sm" data-testid="confirmation" data-confirmation={product.confirmation}>
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
                  {product.confirmation === 0 ? t(wording.confirmation.instant) : t(wording.confirmation.onRequest)}
                </p>
              ) : null}
              {product.list_tags.length ? (
                <ul className="flex flex-wrap gap-1.5">
                  {product.list_tags.map((tag) => (
                    <li key={tag} className="rounded-brand bg-primary/10 px-2 py-0.5 text-xs text-ink">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </header>
            {product.sell_point.length ? (
              <ul className="grid gap-1.5 rounded-brand bg-surface p-4 text-sm ring-1 ring-line sm:grid-cols-2" data-testid="sell-points">
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
              {variants ? (
                <MessagesScope messages={{ cart: panelCartMessages(messages) }}>
                  <BookingPanel
                    productId={product.id}
                    productSn={product.sn}
                    productType={product.product_type}
                    shippingRequired={product.shipping_required}
                    stockType={product.stock_type}
                    symbol={product.symbol}
                    now={variants.now}
                    variants={variants.variants}
                    valueNames={valueNames}
                    calendar={packCalendar(variants.calendars)}
                    productMin={product.min_purchase}
                    productLimit={product.limit_purchased_type === "none" ? 0 : product.limit_purchased}
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
          <div className="flex min-w-0 flex-col gap-5 lg:col-start-1">
            {discount?.coupons.length
              ? section(
                  "coupons",
                  t("coupons"),
                  <ul className="flex flex-wrap gap-2">
                    {discount.coupons.map((c) => (
                      <li
                        key={c.id}
                        className={`rounded-brand border border-dashed bg-surface px-3 py-2 text-sm ${c.is_available ? "border-accent" : "border-line text-muted"}`}
                        data-testid="coupon"
                        data-available={c.is_available}
                      >
                        <p className={`font-semibold ${c.is_available ? "text-accent" : ""}`}>{couponText(c)}</p>
                        <p className="text-xs text-muted">
                          {c.min_spent_amount > 0 ? t("couponMin", { amount: formatMoney(c.min_spent_amount, product.symbol) }) : t("couponNoMin")}
                          {c.max_discount_amount ? ` · ${t("couponCap", { amount: formatMoney(c.max_discount_amount, product.symbol) })}` : ""}
                        </p>
                        <p className="text-xs">{c.is_available ? c.name : t("couponGone")}</p>
                        <CouponClaim couponId={c.id} couponIds={couponIds} name={c.name} available={c.is_available} />
                      </li>
                    ))}
                  </ul>,
                )
              : null}
            {section(
              "description",
              t("description"),
              <div
                className="prose-product text-sm leading-relaxed [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-brand [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2"
                dangerouslySetInnerHTML={{ __html: sanitizeProductHtml(product.description) }}
              />,
            )}
            {product.price_notice ? section("price-notice", t("priceNotice"), <p className="whitespace-pre-line text-sm">{product.price_notice}</p>) : null}
            {product.purchase_notice
              ? section("purchase-notice", t(wording.noticeHeading), <p className="whitespace-pre-line text-sm">{product.purchase_notice}</p>)
              : null}
            {section(
              "refund",
              wording.refund === "afterSales" ? tr("afterSalesTitle") : tr("title"),
              <ul className="flex flex-col gap-1 text-sm" data-refund-tag={product.refund.tag} data-refund-rule={wording.refund}>
                {refund.map((line, i) => (
                  <li key={i}>{"values" in line ? tr(line.key, line.values) : tr(line.key)}</li>
                ))}
                {wording.refund === "policy" && product.refund.tag === 3 && product.refund.items.length ? <li className="text-muted">{tr("otherwise")}</li> : null}
              </ul>,
            )}
            {product.location
              ? section(
                  "location",
                  t("location"),
                  <div className="flex flex-col gap-1 text-sm">
                    <p>{product.location.address}</p>
                    <p className="text-xs text-muted">
                      {product.location.lat.toFixed(5)}, {product.location.lng.toFixed(5)}
                    </p>
                    <a
                      className="text-primary"
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="map-link"
                      href={`https://www.openstreetmap.org/?mlat=${product.location.lat.toFixed(5)}&mlon=${product.location.lng.toFixed(5)}#map=16/${product.location.lat.toFixed(5)}/${product.location.lng.toFixed(5)}`}
                    >
                      {t("openMap")} ↗
                    </a>
                  </div>,
                )
              : null}
            {product.important_notes ? section("notes", t("importantNotes"), <p className="whitespace-pre-line text-sm">{product.important_notes}</p>) : null}
            {product.opening_hours ? section("hours", t(wording.hoursHeading), <p className="whitespace-pre-line text-sm">{product.opening_hours}</p>) : null}
            {section(
              "reviews",
              t("reviews"),
              reviews && reviews.list.length ? (
                <ul data-testid="reviews">
                  {reviews.list.map((r) => (
                    <li key={r.id} className="border-b border-line py-3">
                      <p className="text-sm">
                        <span className="text-accent" aria-label={`${r.rating}/5`}>
                          {"★".repeat(r.rating)}
                        </span>{" "}
                        <span className="font-medium">{r.user_name}</span>
                      </p>
                      <p className="mt-1 text-sm">{r.content}</p>
                    </li>
                  ))}
                  <ReviewsMore productId={product.id} loaded={reviews.list.length} count={reviews.count} />
                </ul>
              ) : (
                <p className="text-sm text-muted">{t("noReviews")}</p>
              ),
            )}
            {section(
              "questions",
              messages.questions.title,
              // read in the browser (personal: "mine", "may answer"); the cached page holds only this shell
              <MessagesScope messages={{ questions: messages.questions }}>
                <LazyQuestionsSection productId={product.id} options={questionOptions} />
              </MessagesScope>,
            )}
          </div>
        </div>
        {recommended && recommended.list.length ? (
          <section aria-labelledby="recommend" className="mt-8" data-testid="section-recommend">
            <h2 id="recommend" className="mb-3 text-xl font-semibold">
              {t("recommended")}
            </h2>
            <LoadMoreGrid
              initial={firstPage({ ...recommended, list: recommended.list.map(toCard) })}
              endpoint={`/api/catalogue/product/${product.id}/recommend`}
              testId="recommend-grid"
            />
          </section>
        ) : null}
      </article>
    </CatalogueAccountScope>
  );
}
