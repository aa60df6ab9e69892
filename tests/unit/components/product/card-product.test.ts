import {
  fromCardRow,
  toCard,
  toCardRow,
  type CardProduct,
} from "@/components/product/card-product";

// Cards cross from server to client components as rows (fields without their names).
const card: CardProduct = {
  id: 1000,
  seo_sn: "hong-kong-highlights-small-group-day-tour",
  title: "Hong Kong highlights",
  image: "/media/product/day-tour.hong-kong.1.svg",
  list_tags: ["Local pick", "Family", "Third tag"],
  min_price_amount: 30800,
  max_price_amount: 50800,
  original_price_amount: 38800,
  symbol: "HK$",
  rating: 4.8,
  reviews: 12,
  product_type: 2,
  shipping_required: false,
  stock_type: 1,
};

it("a card row reads back as the card itself (toCard: two tags at most)", () => {
  expect(fromCardRow(toCardRow(card))).toEqual(toCard(card));
});

it("a card row carries no field names: it is a fraction of the card's JSON", () => {
  const row = JSON.stringify(toCardRow(card));
  expect(row).not.toContain("min_price_amount");
  expect(row.length).toBeLessThan(JSON.stringify(toCard(card)).length * 0.6);
});
