import {
  datedLdType,
  datedProductLd,
  itemListLd,
  shopDateTime,
  webSiteLd,
  type DatedLdInput,
} from "@/lib/seo/structured-data";

// Spec §3 product types (1 commodity, 2 trip, 3 food) and stock types (0 plain, 1 by
// date, 2 by date and session): which dated description a product gets
// (docs/decisions/structured-data.md).
describe("datedLdType (spec §3 product_type × stock_type)", () => {
  it.each([
    [2, 2, "Event"],
    [3, 2, "Event"],
    [1, 2, "Event"],
    [2, 1, "TouristTrip"],
    [3, 1, null],
    [1, 1, null],
    [2, 0, null],
    [3, 0, null],
    [1, 0, null],
  ] as const)("product_type %i, stock_type %i → %s", (product_type, stock_type, expected) => {
    expect(datedLdType({ product_type, stock_type })).toBe(expected);
  });
});

const brand = {
  name: "Shop",
  logo: "/brands/default.svg",
  contact: { phone: "+852 1234 5678", email: "hi@shop.example.com" },
};
const ctx = {
  origin: "https://shop.example.com",
  url: "https://shop.example.com/product/1002/x?locale=en",
  currency: "HKD",
  brand,
};
const show: DatedLdInput = {
  product_type: 2,
  stock_type: 2,
  title: "Evening Light & Music Show",
  description: "An hour of light.",
  images: ["/media/product/show.1.svg"],
  location: { address: "Harbour, Hong Kong", lat: 22.29, lng: 114.17 },
  next: { date: "2026-11-23", time: "19:30", price: 28_800 },
  readAt: "2026-11-22T09:30:00.000Z",
  inStock: true,
};

describe("datedProductLd", () => {
  it("a session product is an Event starting at its next session in shop time, at a Place with coordinates, organised by the brand", () => {
    expect(datedProductLd(show, ctx)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: show.title,
      description: show.description,
      image: ["https://shop.example.com/media/product/show.1.svg"],
      url: ctx.url,
      startDate: "2026-11-23T19:30:00+08:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Harbour, Hong Kong",
        address: "Harbour, Hong Kong",
        geo: { "@type": "GeoCoordinates", latitude: 22.29, longitude: 114.17 },
      },
      offers: {
        "@type": "Offer",
        url: ctx.url,
        price: "288.00",
        priceCurrency: "HKD",
        availability: "https://schema.org/InStock",
        validFrom: show.readAt,
      },
      organizer: {
        "@type": "Organization",
        name: "Shop",
        url: "https://shop.example.com/",
        logo: "https://shop.example.com/brands/default.svg",
      },
    });
  });

  it.each([
    ["no place in the product's data: no Event (none is made up)", { location: null }],
    ["nothing bookable: no Event", { next: null }],
    ["a plain product", { stock_type: 0 as const }],
  ])("%s", (_label, change) => {
    expect(datedProductLd({ ...show, ...change }, ctx)).toBeNull();
  });

  it("a day trip booked by date is a TouristTrip whose itinerary is its place, provided by the brand", () => {
    const trip = datedProductLd(
      { ...show, stock_type: 1, next: { date: "2026-11-24", time: null, price: 46_800 } },
      ctx,
    );
    expect(trip).toMatchObject({
      "@type": "TouristTrip",
      itinerary: { "@type": "Place", geo: { latitude: 22.29 } },
      offers: { price: "468.00", validFrom: show.readAt },
      provider: { "@type": "Organization", name: "Shop" },
    });
    expect(trip).not.toHaveProperty("startDate");
    // the page's Product carries the words and pictures (each copy is sent twice)
    expect(trip).not.toHaveProperty("description");
    expect(trip).not.toHaveProperty("image");
  });

  it("sold out: the offer says so", () => {
    expect(datedProductLd({ ...show, inStock: false }, ctx)).toMatchObject({
      offers: { availability: "https://schema.org/SoldOut" },
    });
  });
});

describe("shopDateTime (spec §9 shop time GMT+8)", () => {
  it.each([
    ["2026-11-23", "19:30", "2026-11-23T19:30:00+08:00"],
    ["2026-12-31", "00:05", "2026-12-31T00:05:00+08:00"],
  ])("%s %s → %s", (date, time, expected) => {
    expect(shopDateTime(date, time)).toBe(expected);
  });
});

describe("webSiteLd", () => {
  it.each(["en", "zh-hans", "zh-hant"] as const)(
    "the SearchAction targets our search (/products?keyword=) in %s",
    (locale) => {
      const site = webSiteLd(brand, ctx.origin, locale);
      expect(site.potentialAction).toMatchObject({
        "@type": "SearchAction",
        target: {
          urlTemplate: `https://shop.example.com/products?keyword={search_term_string}&locale=${locale}`,
        },
        "query-input": { valueRequired: true, valueName: "search_term_string" },
      });
    },
  );
});

describe("itemListLd", () => {
  it("numbers the products from 1 in the order shown", () => {
    const list = itemListLd("All", [
      { name: "A", url: "https://shop.example.com/product/1/a" },
      { name: "B", url: "https://shop.example.com/product/2/b" },
    ]);
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "A", url: "https://shop.example.com/product/1/a" },
      { "@type": "ListItem", position: 2, name: "B", url: "https://shop.example.com/product/2/b" },
    ]);
  });
});
