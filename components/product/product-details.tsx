import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MessagesScope } from "@/components/account/messages-scope";
import { couponValue } from "@/components/account/format";
import { sanitizeProductHtml } from "@/lib/html/sanitize";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { productWording } from "@/lib/commerce/catalogue/product-wording";
import { afterSalesLines, refundLines } from "@/lib/commerce/refunds/refund-terms";
import type { Shop } from "@/lib/shop/params";
import type { ProductPageView } from "@/lib/upstream/reshape/product";
import { LazyCouponClaim } from "./coupon-claim-lazy";
import { LocationMap } from "./location-map";
import { LazyQuestionsSection } from "./questions-lazy";
import { reviewShown } from "./review-item";
import { ReviewsBrowser } from "./reviews-browser";
import type { ReviewLabels } from "./reviews-more";
import { ReviewSummary } from "./review-summary";
import { hasInclusions, hasItinerary, Inclusions, Itinerary } from "./trip-facts";
import { PRODUCT_TYPE } from "@/lib/commerce/catalogue/product-types";
import { REFUND_TAG } from "@/lib/commerce/refunds/refunds";

type Coupon = NonNullable<ProductPageView["discount"]>["coupons"][number];

/** The OpenStreetMap page of a place, with a pin: it opens the maps app where the device has one for these links, else the browser. */
function mapLink({ lat, lng }: { lat: number; lng: number }): string {
  const [la, lo] = [lat.toFixed(5), lng.toFixed(5)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`;
}

/**
 * The product page's detail column: coupons to claim, description, a tour's inclusions and
 * itinerary, price and purchase notices, the refund rule in words, location (a map loaded near
 * the screen, and a link to a maps app), notes, hours, the review summary and reviews, and the
 * Q&A (read in the browser).
 */
export async function ProductDetails({ shop, view }: { shop: Shop; view: ProductPageView }) {
  const { product, discount, reviews, optionNames } = view;
  const t = await getTranslations("product");
  const tr = await getTranslations("refund");
  const messages = await getMessages();
  const wording = productWording(product);
  const refund =
    wording.refund === "afterSales"
      ? afterSalesLines()
      : refundLines(product.refund.tag, product.refund.items);
  const questionOptions = product.variants.flatMap((v) => {
    const name = optionNames[v.id];
    return name ? [{ id: v.id, name }] : [];
  });
  const couponText = (c: Coupon) => {
    const value = couponValue(c, shop.locale, product.symbol);
    return value.key === "couponFixed"
      ? t("couponFixed", value.values)
      : t("couponPercent", value.values);
  };
  const couponIds = discount?.coupons.map((c) => c.id) ?? [];
  const reviewLabels: ReviewLabels = {
    stars: Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, t("reviewStars", { rating: n })])),
    photo: t("reviewPhoto"),
    failed: t("reviewsFailed"),
  };
  const sold = product.sold > 0 ? product.sold : 0;
  const booked = sold
    ? product.product_type === PRODUCT_TYPE.goods
      ? t("soldCount", { count: sold })
      : t("booked", { count: sold })
    : null;

  const section = (id: string, title: string, body: ReactNode) => (
    <section aria-labelledby={id} data-testid={`section-${id}`} className="render-lazy psec">
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );

  return (
    <div className="flex min-w-0 flex-col gap-5 lg:col-start-1">
      {discount?.coupons.length
        ? section(
            "coupons",
            t("coupons"),
            <ul className="flex flex-wrap gap-2">
              {discount.coupons.map((c) => (
                <li
                  key={c.id}
                  className={c.is_available ? "coupon" : "coupon coupon-gone"}
                  data-testid="coupon"
                  data-available={c.is_available}
                >
                  <p className={`font-semibold ${c.is_available ? "text-accent" : ""}`}>
                    {couponText(c)}
                  </p>
                  <p className="text-xs text-muted">
                    {c.min_spent_amount > 0
                      ? t("couponMin", { amount: formatMoney(c.min_spent_amount, product.symbol) })
                      : t("couponNoMin")}
                    {c.max_discount_amount
                      ? ` · ${t("couponCap", { amount: formatMoney(c.max_discount_amount, product.symbol) })}`
                      : ""}
                  </p>
                  <p className="text-xs">{c.is_available ? c.name : t("couponGone")}</p>
                  <LazyCouponClaim
                    couponId={c.id}
                    couponIds={couponIds}
                    name={c.name}
                    available={c.is_available}
                  />
                </li>
              ))}
            </ul>,
          )
        : null}
      {section(
        "description",
        t("description"),
        <div
          className="prose-product"
          dangerouslySetInnerHTML={{ __html: sanitizeProductHtml(product.description) }}
        />,
      )}
      {hasInclusions(product)
        ? section(
            "inclusions",
            t("inclusions"),
            <Inclusions
              product={product}
              words={{
                duration: product.duration ? t("duration", { duration: product.duration }) : null,
                included: t("included"),
                excluded: t("excluded"),
              }}
            />,
          )
        : null}
      {hasItinerary(product)
        ? section("itinerary", t("itinerary"), <Itinerary stops={product.itinerary} />)
        : null}
      {product.price_notice
        ? section(
            "price-notice",
            t("priceNotice"),
            <p className="whitespace-pre-line text-sm">{product.price_notice}</p>,
          )
        : null}
      {product.purchase_notice
        ? section(
            "purchase-notice",
            t(wording.noticeHeading),
            <p className="whitespace-pre-line text-sm">{product.purchase_notice}</p>,
          )
        : null}
      {section(
        "refund",
        wording.refund === "afterSales" ? tr("afterSalesTitle") : tr("title"),
        <ul
          className="flex flex-col gap-1 text-sm"
          data-refund-tag={product.refund.tag}
          data-refund-rule={wording.refund}
        >
          {refund.map((line, i) => (
            <li key={i}>{"values" in line ? tr(line.key, line.values) : tr(line.key)}</li>
          ))}
          {wording.refund === "policy" &&
          product.refund.tag === REFUND_TAG.conditional &&
          product.refund.items.length ? (
            <li className="text-muted">{tr("otherwise")}</li>
          ) : null}
        </ul>,
      )}
      {product.location
        ? section(
            "location",
            t("location"),
            <div className="flex flex-col gap-2 text-sm">
              <p data-testid="address">{product.location.address}</p>
              <LocationMap
                lat={product.location.lat}
                lng={product.location.lng}
                label={t("mapLabel", { address: product.location.address })}
                loading={t("mapLoading")}
                fallback={t("mapFallback")}
              />
              <a
                className="self-start text-primary underline-offset-2 hover:underline"
                target="_blank"
                rel="noopener noreferrer"
                data-testid="map-link"
                href={mapLink(product.location)}
              >
                {t("openMap")} ↗
              </a>
            </div>,
          )
        : null}
      {product.important_notes
        ? section(
            "notes",
            t("importantNotes"),
            <p className="whitespace-pre-line text-sm">{product.important_notes}</p>,
          )
        : null}
      {product.opening_hours
        ? section(
            "hours",
            t(wording.hoursHeading),
            <p className="whitespace-pre-line text-sm">{product.opening_hours}</p>,
          )
        : null}
      {section(
        "reviews",
        t("reviews"),
        reviews && reviews.list.length ? (
          <>
            <ReviewSummary
              histogram={reviews.summary.histogram}
              words={{
                average: (rating) => t("reviewAverage", { rating }),
                count: (count) => t("reviewCount", { count }),
                stars: (rating) => t("reviewStars", { rating }),
                bar: (stars, count) => t("reviewStarBar", { stars, count }),
                histogram: t("reviewHistogram"),
                booked,
              }}
            />
            <ReviewsBrowser
              productId={product.id}
              first={reviews.list.map(reviewShown)}
              counts={{
                default: reviews.count,
                newest: reviews.count,
                photos: reviews.summary.with_photos,
              }}
              sortLabel={t("reviewSort")}
              sortNames={{
                default: t("reviewSortDefault"),
                newest: t("reviewSortNewest"),
                photos: t("reviewSortPhotos", { count: reviews.summary.with_photos }),
              }}
              labels={reviewLabels}
            />
          </>
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
  );
}
