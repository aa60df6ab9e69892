/** @jest-environment node */
// Spec §3 seed catalogue: every brand a believable shop; seeding idempotent and rolling.
import { count, eq, sql } from "drizzle-orm";
import { BRAND_SLUGS } from "../../../brands";
import { CURRENCY_CODES } from "../../../lib/commerce/pricing/currencies";
import * as s from "../../../upstream/db/schema";
import { seedCatalogue, SEED_VERSION } from "../../../upstream/seed";
import { DATABASES, openHarness, type Harness } from "./databases";

jest.setTimeout(60_000);

describe.each(DATABASES)("seed catalogue on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(BRAND_SLUGS.map((slug, i) => [slug, i + 1] as const))(
    "brand %s sells at least 40 products of every type and stock type",
    async (_slug, platformId) => {
      const rows = await h.database.db
        .select({ type: s.products.productType, stock: s.products.stockType })
        .from(s.products)
        .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.products.id))
        .where(eq(s.productPlatforms.platformId, platformId));
      expect(rows.length).toBeGreaterThanOrEqual(40);
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set([1, 2, 3]));
      expect(new Set(rows.map((r) => r.stock))).toEqual(new Set([0, 1, 2]));
    },
  );

  it("has translations in three languages and prices in all 17 currencies", async () => {
    const products = await h.database.db.select().from(s.products);
    for (const p of products) {
      expect(Object.keys(p.title).sort()).toEqual(["en", "zh-hans", "zh-hant"]);
      expect(p.title["zh-hans"]).not.toBe(p.title.en);
      expect(Object.keys(p.minPrice).sort()).toEqual([...CURRENCY_CODES].sort());
    }
  });

  it("covers refund tags, policy reference types, shipping rule types and coupon kinds", async () => {
    const db = h.database.db;
    const tags = await db.selectDistinct({ v: s.products.refundTag }).from(s.products);
    expect(tags.map((t) => t.v).sort()).toEqual([0, 2, 3]);
    const refs = await db
      .selectDistinct({ v: s.refundPolicyItems.inventoryType })
      .from(s.refundPolicyItems);
    expect(refs.map((t) => t.v).sort()).toEqual([0, 1, 2]);
    const rules = await db.selectDistinct({ v: s.shippingRules.ruleType }).from(s.shippingRules);
    expect(rules.map((t) => t.v).sort()).toEqual(["count", "fixed", "weight"]);
    const coupons = await db.selectDistinct({ v: s.coupons.discountValueType }).from(s.coupons);
    expect(coupons.map((t) => t.v).sort()).toEqual([0, 1]);
    const [reviews] = await db.select({ n: count() }).from(s.reviews);
    expect(reviews!.n).toBeGreaterThan(300);
  });

  it("is idempotent and keeps calendars ahead of today", async () => {
    const before = await h.database.db.select({ n: count() }).from(s.variantCalendars);
    const again = await seedCatalogue(h.database.db);
    expect(again).toMatchObject({ seeded: false, version: SEED_VERSION });
    const after = await h.database.db.select({ n: count() }).from(s.variantCalendars);
    expect(after[0]!.n).toBe(before[0]!.n);
    // three weeks later the calendar is topped up and the seckill windows move with time
    const later = new Date(Date.now() + 21 * 86400_000);
    await seedCatalogue(h.database.db, { now: later });
    const [max] = await h.database.db
      .select({ d: sql<string>`max(${s.variantCalendars.date})::text` })
      .from(s.variantCalendars);
    expect(Date.parse(max!.d)).toBeGreaterThan(later.getTime() + 80 * 86400_000);
    const acts = await h.database.db
      .select()
      .from(s.activities)
      .where(eq(s.activities.platformId, 1));
    expect(acts.some((a) => a.startDate <= later && a.endDate > later)).toBe(true);
  });
});
