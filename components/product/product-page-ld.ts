import "server-only";
import { localisedUrl, plainText } from "@/lib/seo/metadata";
import { productJsonLd } from "@/lib/seo/product-ld";
import { breadcrumbLd, datedProductLd } from "@/lib/seo/structured-data";
import type { Shop } from "@/lib/shop/params";
import type { ProductPageView } from "@/lib/upstream/reshape/product";

/**
 * The product page's structured data (docs/decisions/structured-data.md), built from the page's
 * view apart from its render: the Product with the figures the headline prints (a dated product's
 * range over its calendar), its breadcrumb, and for a session product an Event, for a dated day
 * trip a TouristTrip from the next bookable day.
 */
export function productPageLd(
  view: Pick<ProductPageView, "product" | "buyable" | "calendarRange" | "nextOpening" | "readAt">,
  ctx: { shop: Shop; origin: string; url: string; allProducts: string },
) {
  const { product, buyable, calendarRange } = view;
  const { shop, origin, url } = ctx;
  const description = plainText(product.description, 500);
  const dated = view.readAt
    ? datedProductLd(
        {
          ...product,
          description,
          next: view.nextOpening,
          readAt: view.readAt,
          inStock: buyable > 0,
        },
        { origin, url, currency: shop.currency, brand: shop.brand },
      )
    : null;
  return [
    productJsonLd(
      {
        ...product,
        ...(calendarRange
          ? { min_price_amount: calendarRange.low, max_price_amount: calendarRange.high }
          : {}),
        description,
        offerCount: buyable,
        inStock: buyable > 0,
      },
      { origin, url, currency: shop.currency, brandName: shop.brand.name },
    ),
    breadcrumbLd([
      { name: shop.brand.name, url: localisedUrl(origin, "/", shop.locale) },
      { name: ctx.allProducts, url: localisedUrl(origin, "/products", shop.locale) },
      { name: product.title, url },
    ]),
    ...(dated ? [dated] : []),
  ];
}
