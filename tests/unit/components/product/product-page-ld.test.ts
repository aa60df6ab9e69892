import { getBrand } from "@/brands";
import { productPageLd } from "@/components/product/product-page-ld";
import type { ProductDetail } from "@/lib/commerce/catalogue/product.schema";
import { PRODUCT_TYPE, STOCK_TYPE } from "@/lib/commerce/catalogue/product-types";
import type { Shop } from "@/lib/shop/params";
import { reshapeProductPage } from "@/lib/upstream/reshape/product";

// Spec §2 product detail, docs/decisions/structured-data.md: the product page's JSON-LD is built
// from the page's view, apart from the render — the Product at the figures the headline prints,
// the breadcrumb, and the Event / TouristTrip of a dated product.

const shop: Shop = {
  brand: getBrand("default"),
  locale: "en",
  currency: "CNY",
  signedIn: false,
  ctx: { brand: "default", locale: "en", currency: "CNY" },
};
const ctx = {
  shop,
  origin: "https://shop.example.com",
  url: "https://shop.example.com/product/7/tea",
  allProducts: "All products",
};

// only the fields the reshape and the structured data read
const product = (over: Partial<ProductDetail>) =>
  ({
    id: 7,
    sn: "P7",
    seo_sn: "tea",
    title: "Tea ceremony",
    description: "<p>Whisk <b>matcha</b> with a master.</p>",
    images: ["/media/a.svg"],
    rating: 4.5,
    review_count: 3,
    product_type: PRODUCT_TYPE.trip,
    stock_type: STOCK_TYPE.plain,
    price_calendar_required: false,
    min_price_amount: 10_000,
    max_price_amount: 10_000,
    original_price_amount: 12_000,
    min_purchase: 1,
    limit_purchased: 0,
    limit_purchased_type: "none",
    attributes: [],
    variants: [],
    location: null,
    refund: { tag: 0, items: [] },
    ...over,
  }) as ProductDetail;

const none = { announcements: null, discount: null, reviews: null, recommended: null };
const day = (date: string, price: number) => ({
  variant_id: 1,
  date,
  price_amount: price,
  combined_price: price,
  stock_num: 3,
  events: [],
});
const variant = {
  id: 1,
  sku: "S1",
  attr_value_ids: [],
  price_amount: 10_000,
  original_price_amount: 10_000,
  stock: 3,
  min_purchase: 1,
  limit_purchased: 0,
  book_n_days_before_book_date: 0,
  book_time_before_book_date: "23:59",
  weight_grams: 0,
};

describe("productPageLd", () => {
  it("a plain product: its Product at the listed price, with plain-text description, and its breadcrumb", () => {
    const view = reshapeProductPage(product({}), { ...none, variants: null });
    const ld = productPageLd(view, ctx);
    expect(ld.map((d) => d["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(ld[0]).toMatchObject({
      name: "Tea ceremony",
      description: "Whisk matcha with a master.",
      offers: { "@type": "Offer", price: "100.00", priceCurrency: "CNY" },
    });
    expect(ld[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: shop.brand.name },
        { position: 2, name: "All products" },
        { position: 3, name: "Tea ceremony", item: ctx.url },
      ],
    });
  });

  it("a dated day trip: the range over its calendar, and a TouristTrip from the next bookable day", () => {
    const view = reshapeProductPage(product({ stock_type: STOCK_TYPE.byDate }), {
      ...none,
      variants: {
        now: "2026-11-22T09:30:00Z",
        variants: [variant],
        calendars: [day("2026-11-23", 8_000), day("2026-11-24", 15_000)],
      },
    });
    const ld = productPageLd(view, ctx);
    expect(ld.map((d) => d["@type"])).toEqual(["Product", "BreadcrumbList", "TouristTrip"]);
    expect(ld[0]).toMatchObject({
      offers: { "@type": "AggregateOffer", lowPrice: "80.00", highPrice: "150.00" },
    });
  });

  it("a dated product whose calendar could not be read: no dated entry", () => {
    const view = reshapeProductPage(product({ stock_type: STOCK_TYPE.byDate }), {
      ...none,
      variants: null,
    });
    expect(productPageLd(view, ctx).map((d) => d["@type"])).toEqual(["Product", "BreadcrumbList"]);
  });
});
