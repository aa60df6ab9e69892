/** @jest-environment node */
// §3 "Prices are per-currency maps" in all 17 currencies (§1, §9): a price map that lacks the
// request's currency is a gap in the data, never a price of 0 — checkout refuses the sale (§8 20006)
// instead of selling the item free or dropping a coupon's minimum spend, and the seed refuses to
// commit a catalogue with a gap (services/price-maps). On PGlite and PostgreSQL.
import { eq, sql } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { priceMapGaps } from "../../../upstream/services/price-maps";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, claimedCoupon, goods } from "./checkout-fixtures";
import { DATABASES } from "./databases";

jest.setTimeout(120_000);

describe.each(DATABASES)("price maps on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`prices-${kind}-${++n}-${Date.now()}@example.com`);
  const fee = (token: string, currency: string, body: Record<string, unknown>) =>
    h.as(token)("POST", "/checkout/fee", { currency, ...body });

  beforeAll(async () => {
    h = await openAccountHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("the seeded catalogue holds every price in all 17 currencies", async () => {
    expect(await priceMapGaps(h.database.db)).toEqual([]);
  });

  it("refuses to sell an option with no price in the request's currency (20006), never at 0", async () => {
    const t = await shopper();
    const g = await goods(h, 5);
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    await h.database.db
      .update(s.variants)
      .set({ price: sql`${s.variants.price} - 'HKD'` })
      .where(eq(s.variants.id, g.variantId));
    const hkd = await fee(t, "HKD", { checkout_lines: lines });
    expect({ status: hkd.status, code: hkd.body.code }).toEqual({ status: 409, code: 20006 });
    // the currencies it is priced in still sell it
    const cny = await fee(t, "CNY", { checkout_lines: lines });
    expect(cny.body.data.product_amount).toBe(g.unit);
    expect(await priceMapGaps(h.database.db)).toEqual([`variants.price #${g.variantId}`]);
    await h.database.db
      .update(s.variants)
      .set({ price: sql`${s.variants.price} || jsonb_build_object('HKD', 100)` })
      .where(eq(s.variants.id, g.variantId));
  });

  it("does not drop a coupon's minimum spend that lacks the request's currency (20006)", async () => {
    const t = await shopper();
    const g = await goods(h, 5, 1);
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const addressId = (await h.as(t)("POST", "/accounts/address", ADDRESS)).body.data.id as number;
    const coupon = await claimedCoupon(h, t, { fixed: 100, minSpent: 10_000_000 });
    const [row] = await h.database.db
      .select({ id: s.userCoupons.couponId })
      .from(s.userCoupons)
      .where(eq(s.userCoupons.id, coupon));
    await h.database.db
      .update(s.coupons)
      .set({ minSpent: sql`${s.coupons.minSpent} - 'HKD'` })
      .where(eq(s.coupons.id, row!.id));
    const hkd = await fee(t, "HKD", {
      checkout_lines: lines,
      address_id: addressId,
      coupon_id: coupon,
    });
    expect({ status: hkd.status, code: hkd.body.code }).toEqual({ status: 409, code: 20006 });
    expect(await priceMapGaps(h.database.db)).toEqual([`coupons.min_spent #${row!.id}`]);
    await h.database.db.delete(s.userCoupons).where(eq(s.userCoupons.id, coupon));
    await h.database.db.delete(s.coupons).where(eq(s.coupons.id, row!.id));
  });
});
