/** @jest-environment node */
// Issue: the catalogue reads right for every product type — on PGlite and PostgreSQL. A range's
// low end never comes from a sold-out option (spec §3 minPrice, lib/commerce/pricing/price-display) and
// stays so as bookings, the unpaid sweep and ops move stock; the product's flash sale is on its
// discount call (§3 Activity, §7 product/{id}/discount); the seed's reviews vary and the trust
// widget's figures are the reviews' own (§9 trust text).
import { and, asc, count, eq, gte } from "drizzle-orm";
import {
  effectiveStock,
  isDateBookable,
  isEventBookable,
} from "../../../lib/commerce/booking/calendar";
import { shopToday } from "../../../lib/commerce/time/shop-time";
import * as s from "../../../upstream/db/schema";
import { closeExpiredOrders } from "../../../upstream/services/booking";
import { setStock } from "../../../upstream/services/fulfilment";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, goods } from "./checkout-fixtures";
import { DATABASES } from "./databases";

jest.setTimeout(120_000);

let keyNo = 0;

describe.each(DATABASES)("catalogue rules on %s", (kind) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const summary = async (id: number) => {
    const res = await h.call("GET", `/product/${id}`);
    expect(res.body.code).toBe(10000);
    return res.body.data as {
      min_price_amount: number;
      max_price_amount: number;
      original_price_amount: number;
      price_amount: number;
    };
  };
  const variantsOf = (productId: number) =>
    h.database.db
      .select()
      .from(s.variants)
      .where(eq(s.variants.productId, productId))
      .orderBy(asc(s.variants.position));

  it("seeds every plain product's price range from the options in stock", async () => {
    const db = h.database.db;
    const plain = await db.select().from(s.products).where(eq(s.products.stockType, 0));
    const all = await db.select().from(s.variants);
    let soldOutOptions = 0;
    for (const p of plain) {
      const mine = all.filter((v) => v.productId === p.id);
      const buyable = mine.filter((v) => effectiveStock(v.stock, v.minPurchase) > 0);
      soldOutOptions += mine.length - buyable.length;
      const prices = (buyable.length ? buyable : mine).map((v) => v.price.CNY!);
      expect([p.id, p.minPrice.CNY, p.maxPrice.CNY]).toEqual([
        p.id,
        Math.min(...prices),
        Math.max(...prices),
      ]);
    }
    // the seed holds sold-out options, so the rule is exercised
    expect(soldOutOptions).toBeGreaterThan(0);
  });

  it("ops set-stock moves the range: a sold-out cheaper option stops being the 'from' price", async () => {
    const product = 1001; // an admission ticket: adult and child (the cheaper one)
    const [adult, child] = await variantsOf(product);
    await setStock(h.database.db, child!.id, 0, {}, h.clock.now);
    expect(await summary(product)).toMatchObject({
      min_price_amount: adult!.price.CNY,
      max_price_amount: adult!.price.CNY,
    });
    await setStock(h.database.db, child!.id, 40, {}, h.clock.now);
    expect(await summary(product)).toMatchObject({
      min_price_amount: child!.price.CNY,
      max_price_amount: adult!.price.CNY,
    });
  });

  it("products/sitemap lists every product the brand sells with its gallery and last change; a stock move that changes a shown price bumps it, one that does not keeps it", async () => {
    const sitemap = async () => {
      const res = await h.call("GET", "/products/sitemap");
      expect(res.body.code).toBe(10000);
      return res.body.data as {
        list: { id: number; seo_sn: string; updated_at: string; images: string[] }[];
        count: number;
      };
    };
    const listed = await sitemap();
    const list = await h.call("GET", "/products?page_size=1");
    expect(listed.count).toBe(list.body.data.count);
    expect(listed.list).toHaveLength(listed.count);
    const product = 1021; // another city's admission ticket: adult and child (the cheaper one)
    const row = (
      await h.database.db.select().from(s.products).where(eq(s.products.id, product))
    )[0]!;
    const entry = listed.list.find((p) => p.id === product)!;
    expect(entry).toEqual({
      id: product,
      seo_sn: row.seoSn,
      updated_at: row.updatedAt.toISOString(),
      images: row.images,
    });
    expect(entry.images.length).toBeGreaterThan(1);

    const [adult, child] = await variantsOf(product);
    const updatedAt = async () => (await sitemap()).list.find((p) => p.id === product)!.updated_at;
    // the adult option's stock moves, the prices shown do not: the page did not change
    await setStock(
      h.database.db,
      adult!.id,
      adult!.stock + 1,
      {},
      new Date(h.clock.now.getTime() + 60_000),
    );
    expect(await updatedAt()).toBe(row.updatedAt.toISOString());
    // the cheaper option sells out: the "from" price changes, and so does the page
    const moved = new Date(h.clock.now.getTime() + 120_000);
    await setStock(h.database.db, child!.id, 0, {}, moved);
    expect(await updatedAt()).toBe(moved.toISOString());
    await setStock(h.database.db, child!.id, child!.stock, {}, moved);
  });

  it("a booking that sells the cheapest option out moves the range; the unpaid sweep moves it back", async () => {
    const g = await goods(h, 2);
    const [, dearer] = await variantsOf(g.productId);
    expect(dearer!.stock).toBeGreaterThan(0);
    expect((await summary(g.productId)).min_price_amount).toBe(g.unit);

    const t = await h.signupEmail(`rules-${kind}-${Date.now()}@example.com`);
    const addressId = (await h.as(t)("POST", "/accounts/address", ADDRESS)).body.data.id as number;
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 2 }];
    const quote = (
      await h.as(t)("POST", "/checkout/fee", {
        currency: "CNY",
        checkout_lines: lines,
        address_id: addressId,
      })
    ).body.data;
    const booked = await h.as(t)(
      "POST",
      "/order/booking",
      {
        currency: "CNY",
        contact: CONTACT,
        checkout_lines: lines,
        address_id: addressId,
        expected_amount: quote.payable_amount,
      },
      { "idempotency-key": `rules-${kind}-${++keyNo}-${Date.now()}` },
    );
    expect(booked.body.code).toBe(10000);
    expect(await summary(g.productId)).toMatchObject({
      min_price_amount: dearer!.price.CNY,
      max_price_amount: dearer!.price.CNY,
    });

    expect(
      await closeExpiredOrders(h.database.db, new Date(h.clock.now.getTime() + 31 * 60_000)),
    ).toContain(booked.body.data.sn);
    expect((await summary(g.productId)).min_price_amount).toBe(g.unit);
  });

  it("the discount call carries the product's live flash-sale item: window, prices, stock and sold", async () => {
    const info = (await h.call("GET", "/v2/activity/info")).body.data;
    const now = Date.parse(info.now);
    const live = info.activities.find(
      (a: { start_date: string; end_date: string }) =>
        Date.parse(a.start_date) <= now && Date.parse(a.end_date) > now,
    );
    const item = live.items[0];
    const activity = (await h.call("GET", `/product/${item.product.id}/discount`)).body.data
      .activity;
    expect(activity).toMatchObject({
      id: live.id,
      title: live.title,
      start_date: live.start_date,
      end_date: live.end_date,
      variant_id: item.variant_id,
      activity_price_amount: item.activity_price_amount,
      original_price_amount: item.original_price_amount,
      stock: item.stock,
      sold: item.sold,
    });
    expect(activity.activity_price_amount).toBeLessThan(activity.original_price_amount);
    // an upcoming sale is there too, before it starts
    const coming = info.activities.find(
      (a: { start_date: string }) => Date.parse(a.start_date) > now,
    );
    const next = (await h.call("GET", `/product/${coming.items[0].product.id}/discount`)).body.data
      .activity;
    expect(Date.parse(next.start_date)).toBeGreaterThan(now);
  });

  it("seeds varied review counts, each product's count and rating true to its reviews", async () => {
    const db = h.database.db;
    const products = await db
      .select({ id: s.products.id, reviews: s.products.reviewCount, rating: s.products.rating })
      .from(s.products);
    const rows = await db
      .select({ productId: s.reviews.productId, n: count() })
      .from(s.reviews)
      .groupBy(s.reviews.productId);
    const actual = new Map(rows.map((r) => [r.productId, r.n]));
    for (const p of products) expect([p.id, p.reviews]).toEqual([p.id, actual.get(p.id) ?? 0]);
    const counts = new Set(products.map((p) => p.reviews));
    expect(counts.size).toBeGreaterThanOrEqual(15);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(40);
    expect(products.filter((p) => p.reviews === 3).length).toBeLessThan(products.length / 4);
  });

  it("the trust widget's count and score are the brand's reviews, not a claim", async () => {
    const db = h.database.db;
    for (const [platform, id] of [
      ["default", 1],
      ["jk-club", 3],
    ] as const) {
      const trust = (await h.call("GET", "/page_setting/config", undefined, { platform })).body.data
        .trust_review;
      const inShop = and(eq(s.productPlatforms.platformId, id), eq(s.products.status, 1));
      const base = db
        .select({ n: count() })
        .from(s.reviews)
        .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.reviews.productId))
        .innerJoin(s.products, eq(s.products.id, s.reviews.productId));
      const [all] = await base.where(inShop);
      const [good] = await base.where(and(inShop, gte(s.reviews.rating, 4)));
      expect(trust.count).toBe(all!.n);
      expect(trust.score).toBe(Math.floor((100 * good!.n) / all!.n));
      expect(trust.score).toBeGreaterThanOrEqual(80);
      // the text claims no count or score of its own
      expect(trust.text).not.toMatch(/\d{3}|%/);
    }
  });

  // The list's date filter offers a date only when the booking panel would take it — the
  // rules of lib/commerce/booking/calendar (lead days and time, sessions not started, min purchase), not
  // merely "stock above 0" (a list offered dates the panel then refused).
  it("filters a date range by what is bookable on it (§5 lead time, sessions, min purchase)", async () => {
    const db = h.database.db;
    // the harness's fixed clock: the seed's calendars and the catalogue calls read the same day every year
    const now = h.clock.now;
    const listed = async (query: string) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = await h.call("GET", `/products?page_size=50&page=${page}${query}`);
        expect(res.body.code).toBe(10000);
        const data = res.body.data as { list: { id: number }[]; count: number };
        ids.push(...data.list.map((p) => p.id));
        if (data.list.length === 0 || ids.length >= data.count) return ids.sort((a, b) => a - b);
      }
    };
    const everything = await listed("");
    const products = new Map((await db.select().from(s.products)).map((p) => [p.id, p]));
    const variants = await db.select().from(s.variants);
    const calendars = await db.select().from(s.variantCalendars);
    const events = await db.select().from(s.calendarEvents);
    const lead = (v: (typeof variants)[number]) => ({
      book_n_days_before_book_date: v.bookDaysBefore,
      book_time_before_book_date: v.bookTimeBefore,
    });
    const bookable = (id: number, day: string) => {
      const p = products.get(id)!;
      if (p.stockType === 0) return true;
      return variants
        .filter((v) => v.productId === id)
        .some((v) => {
          const min = Math.max(p.minPurchase, v.minPurchase);
          const cal = calendars.find((c) => c.variantId === v.id && String(c.date) === day);
          if (!cal || !isDateBookable(day, now, lead(v))) return false;
          if (p.stockType === 1) return effectiveStock(cal.stock, min) > 0;
          return events.some(
            (e) =>
              e.variantId === v.id &&
              String(e.date) === day &&
              effectiveStock(e.stock, min) > 0 &&
              isEventBookable(day, e.time, now, lead(v)),
          );
        });
    };
    const naive = (id: number, day: string) =>
      products.get(id)!.stockType === 0 ||
      calendars.some(
        (c) =>
          String(c.date) === day &&
          c.stock > 0 &&
          variants.find((v) => v.id === c.variantId)?.productId === id,
      );
    const today = shopToday(now);
    let differs = 0;
    for (const offset of [0, 1, 2, 5, 30]) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86400_000)
        .toISOString()
        .slice(0, 10);
      const expected = everything.filter((id) => bookable(id, day));
      const got = await listed(`&start_date=${day}&end_date=${day}`);
      expect([day, got]).toEqual([day, expected]);
      if (everything.some((id) => naive(id, day) !== bookable(id, day))) differs++;
    }
    // the seed holds dates that stock alone would offer and the rules refuse, so the rule is exercised
    expect(differs).toBeGreaterThan(0);
  });
});
