import { productJsonLd, type ProductLdInput } from "@/lib/seo/product-ld";

// The JSON-LD offer follows the price-display rule (spec §3 minPrice / maxPrice): what the page prints.
const base: ProductLdInput = {
  title: "Kyoto Tea Set",
  sn: "P1090",
  images: ["/media/a.svg"],
  description: "A teapot and four cups.",
  rating: 4.5,
  reviews: 12,
  min_price_amount: 38_800,
  max_price_amount: 38_800,
  original_price_amount: 48_500,
  offerCount: 1,
  inStock: true,
};
const ctx = {
  origin: "https://shop.example.com",
  url: "https://shop.example.com/product/1090/x",
  currency: "JPY",
  brandName: "Shop",
};

describe("productJsonLd", () => {
  it.each([
    [
      "one price: an Offer at that price (never the struck-through original)",
      base,
      { "@type": "Offer", price: "388.00", priceCurrency: "JPY" },
    ],
    [
      "a range: an AggregateOffer from low to high",
      { ...base, max_price_amount: 42_700, offerCount: 2 },
      { "@type": "AggregateOffer", lowPrice: "388.00", highPrice: "427.00", offerCount: 2 },
    ],
    [
      "nothing can be bought: out of stock",
      { ...base, inStock: false, offerCount: 0 },
      { availability: "https://schema.org/OutOfStock" },
    ],
    ["in stock", base, { availability: "https://schema.org/InStock" }],
  ])("%s", (_label, input, offers) => {
    expect(productJsonLd(input, ctx).offers).toMatchObject(offers);
  });

  it("rates only a product with reviews and makes image URLs absolute", () => {
    expect(productJsonLd(base, ctx)).toMatchObject({
      aggregateRating: { reviewCount: 12, ratingValue: 4.5 },
      image: ["https://shop.example.com/media/a.svg"],
    });
    expect(productJsonLd({ ...base, reviews: 0 }, ctx)).not.toHaveProperty("aggregateRating");
  });
});
