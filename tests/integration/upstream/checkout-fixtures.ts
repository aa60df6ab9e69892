// Fixtures for the checkout suites: products of the seed catalogue put into a known state (stock,
// limits, minimum) so each test states exactly what it buys.
import { and, asc, eq, gt, max } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { perCurrency } from "../../../lib/commerce/pricing/currencies";
import type { AccountHarness } from "./accounts-harness";

export type Goods = { productId: number; variantId: number; unit: number };
export type Ticket = Goods & { bookAt: string; bookTime: string; eventId: number };

const DAY = 86_400_000;

async function platformId(h: AccountHarness, slug = "default") {
  const [p] = await h.database.db
    .select({ id: s.platforms.id })
    .from(s.platforms)
    .where(eq(s.platforms.slug, slug));
  return p!.id;
}

/** A product of the default brand, on shelf, of the given kind; limits off, minimum 1. */
async function productOf(
  h: AccountHarness,
  where: { stockType: number; shipping: boolean },
  skip = 0,
) {
  const db = h.database.db;
  const pid = await platformId(h);
  const rows = await db
    .select({ p: s.products })
    .from(s.products)
    .innerJoin(
      s.productPlatforms,
      and(eq(s.productPlatforms.productId, s.products.id), eq(s.productPlatforms.platformId, pid)),
    )
    .where(
      and(
        eq(s.products.stockType, where.stockType),
        eq(s.products.shippingRequired, where.shipping),
        eq(s.products.status, 1),
      ),
    )
    .orderBy(asc(s.products.id));
  const product = rows[skip]?.p;
  if (!product)
    throw new Error(
      `no seeded product with stock type ${where.stockType}, shipping ${where.shipping}`,
    );
  await db
    .update(s.products)
    .set({ limitPurchased: 0, limitPurchasedType: "none", minPurchase: 1 })
    .where(eq(s.products.id, product.id));
  const [variant] = await db
    .select()
    .from(s.variants)
    .where(eq(s.variants.productId, product.id))
    .orderBy(asc(s.variants.id))
    .limit(1);
  await db
    .update(s.variants)
    .set({ minPurchase: 1, limitPurchased: 0 })
    .where(eq(s.variants.id, variant!.id));
  return { product, variant: variant! };
}

/** A physical good (stock type 0, shipping) with `stock` units of its first variant. */
export async function goods(h: AccountHarness, stock: number, skip = 0): Promise<Goods> {
  const { product, variant } = await productOf(h, { stockType: 0, shipping: true }, skip);
  await h.database.db.update(s.variants).set({ stock }).where(eq(s.variants.id, variant.id));
  // no free-over threshold and no excluded regions unless a test sets them
  await h.database.db
    .update(s.shippingRules)
    .set({ freeOver: null, excludedRegions: [] })
    .where(eq(s.shippingRules.productId, product.id));
  return { productId: product.id, variantId: variant.id, unit: variant.price.CNY! };
}

/** A ticket with sessions (stock type 2): its first session bookable at the harness clock, with `stock` places. */
export async function ticket(h: AccountHarness, stock: number): Promise<Ticket> {
  const { product, variant } = await productOf(h, { stockType: 2, shipping: false });
  const db = h.database.db;
  await db
    .update(s.variants)
    .set({ bookDaysBefore: 0, bookTimeBefore: "23:59" })
    .where(eq(s.variants.id, variant.id));
  const soon = new Date(h.clock.now.getTime() + 3 * DAY).toISOString().slice(0, 10);
  const [event] = await db
    .select()
    .from(s.calendarEvents)
    .where(and(eq(s.calendarEvents.variantId, variant.id), gt(s.calendarEvents.date, soon)))
    .orderBy(asc(s.calendarEvents.date), asc(s.calendarEvents.time))
    .limit(1);
  if (!event) throw new Error("no session in the seeded calendar");
  await db.update(s.calendarEvents).set({ stock }).where(eq(s.calendarEvents.id, event.id));
  return {
    productId: product.id,
    variantId: variant.id,
    unit: event.price.CNY!,
    bookAt: event.date,
    bookTime: event.time,
    eventId: event.id,
  };
}

/** A live flash sale (around the harness clock) of one variant with `stock` units at `price` yuan cents. */
export async function flashSale(h: AccountHarness, g: Goods, stock: number, price = 100) {
  const db = h.database.db;
  const pid = await platformId(h);
  const [{ top: topA } = { top: 0 }] = await db
    .select({ top: max(s.activities.id) })
    .from(s.activities);
  const [{ top: topI } = { top: 0 }] = await db
    .select({ top: max(s.activityItems.id) })
    .from(s.activityItems);
  const activityId = (topA ?? 0) + 100;
  const itemId = (topI ?? 0) + 100;
  const now = h.clock.now.getTime();
  await db.insert(s.activities).values({
    id: activityId,
    platformId: pid,
    title: { en: "Test sale" },
    startDate: new Date(now - DAY),
    endDate: new Date(now + DAY),
  });
  await db.insert(s.activityItems).values({
    id: itemId,
    activityId,
    productId: g.productId,
    variantId: g.variantId,
    activityPrice: perCurrency(() => price),
    stock,
    sold: 0,
  });
  return itemId;
}

/** A live coupon of the default brand claimed by the user with this token; returns the user coupon id. */
export async function claimedCoupon(
  h: AccountHarness,
  token: string,
  terms: { fixed?: number; percent?: number; minSpent?: number } = {},
) {
  const db = h.database.db;
  const pid = await platformId(h);
  const [template] = await db
    .select()
    .from(s.coupons)
    .where(eq(s.coupons.platformId, pid))
    .limit(1);
  const [{ top } = { top: 0 }] = await db.select({ top: max(s.coupons.id) }).from(s.coupons);
  const id = (top ?? 0) + 1000;
  const now = h.clock.now.getTime();
  await db.insert(s.coupons).values({
    ...template!,
    id,
    platformId: pid,
    code: null,
    total: 1000,
    claimed: 0,
    perUserLimit: 5,
    status: 0,
    isMembershipCoupon: false,
    discountValueType: terms.percent ? 1 : 0,
    discountValue: perCurrency(() => terms.fixed ?? 1000),
    discountPercent: terms.percent ?? 0,
    minSpent: perCurrency(() => terms.minSpent ?? 0),
    maxDiscount: null,
    startDate: new Date(now - DAY),
    endDate: new Date(now + 30 * DAY),
    validityDays: null,
    validHoursAfterRedeeming: null,
    productIds: null,
  });
  const res = await h.as(token)("POST", "/coupon/redeem", { coupon_id: id });
  if (res.status !== 200) throw new Error(`claim failed: ${JSON.stringify(res.body)}`);
  return res.body.data.user_coupon_id as number;
}

export const ADDRESS = {
  name: "Ada",
  country_code: "86",
  phone: "13800138000",
  region: "Shanghai",
  district: "Pudong",
  address: "1 Century Ave",
  email: "ada@example.com",
};
export const CONTACT = { name: "Ada Lovelace", phone: "13800138000", email: "ada@example.com" };
