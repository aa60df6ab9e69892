// Shapes of the seed catalogue's content. The content modules (upstream/seed/content/) are pure
// data; upstream/seed/index.ts turns them into rows. Text is given in all three languages.
import type { Locale } from "../../lib/commerce/locales";

export type Text = Record<Locale, string>;

export type ProductTemplate = {
  key: string; // unique within the catalogue, e.g. "kyoto-day-trip"
  product_type: 1 | 2 | 3; // 1 commodity, 2 trip, 3 food
  stock_type: 0 | 1 | 2; // 0 plain, 1 by date, 2 by date + time sessions
  title: Text;
  description: Text; // HTML (simple tags: p, ul, li, strong, h3, br)
  sell_points: Record<Locale, string[]>;
  price_notice: Text;
  purchase_notice: Text;
  important_notes: Text;
  opening_hours: Text;
  /** base price of the cheapest variant in CNY minor units; other currencies derive by rate */
  base_price_cny: number;
  /** variant attribute axes, e.g. [{ name: {en:"Ticket",...}, values: [{en:"Adult",...}, ...] }] */
  attributes: { name: Text; values: Text[] }[];
  list_tags: Text[];
  city_key: string; // a city of cities.ts
  category_key: string;
  tag_keys: string[];
  location: { lat: number; lng: number; address: Text } | null;
  /** which brands sell it (slugs); the loader gives every brand at least 40 products */
  brands: string[];
};

export type CityTemplate = { key: string; area: Text; country: Text; city: Text; lat: number; lng: number };
export type CategoryTemplate = { key: string; name: Text };
export type TagTemplate = { key: string; name: Text };
