/** @jest-environment node */
// Issue: buy it. Basket, checkout/fee, order/booking with each error code of the booking path, the
// Idempotency-Key replay, the sandbox payment (approve, decline, replayed and forged
// notifications, two payments of one order) and the unpaid-order sweep — on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { closeExpiredOrders } from "../../../upstream/services/booking";
import { signNotification } from "../../../upstream/services/payments";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { DATABASES } from "./databases";
import { ADDRESS, CONTACT, claimedCoupon, flashSale, goods, ticket } from "./checkout-fixtures";

jest.setTimeout(120_000);

const RETURN_URL = "http://localhost:3000/payment/result";
let keyNo = 0;
const key = () => ({ "idempotency-key": `test-key-${Date.now().toString(36)}-${++keyNo}` });

describe.each(DATABASES)("checkout on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`buyer-${kind}-${++n}-${Date.now()}@example.com`);

  beforeAll(async () => {
    h = await openAccountHarness(kind, {
      payments: {
        secret: "test-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const fee = (token: string, body: Record<string, unknown>) =>
    h.as(token)("POST", "/checkout/fee", { currency: "CNY", ...body });
  const bookIt = (token: string, body: Record<string, unknown>, headers = key()) =>
    h.as(token)("POST", "/order/booking", { currency: "CNY", contact: CONTACT, ...body }, headers);
  const addressOf = async (token: string, extra: Record<string, unknown> = {}) =>
    (await h.as(token)("POST", "/accounts/address", { ...ADDRESS, ...extra })).body.data
      .id as number;

  it("merges basket adds of the same variant and date, refuses more than the stock (20005), and removes lines", async () => {
    const t = await shopper();
    const g = await goods(h, 5);
    const add = (quantity: number) =>
      h.as(t)("POST", "/basket/line", {
        product_id: g.productId,
        variant_id: g.variantId,
        quantity,
      });
    expect((await add(2)).body.data.quantity).toBe(2);
    expect((await add(1)).body.data.quantity).toBe(3);
    const over = await add(3);
    // The refusal says how many of that slot are left (documented on the route: data.available)
    expect(over.body).toMatchObject({
      code: 20005,
      data: {
        product_id: g.productId,
        variant_id: g.variantId,
        available: 5,
        book_at: null,
        book_time: null,
      },
    });
    const basket = (await h.as(t)("GET", "/basket")).body.data;
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]).toMatchObject({
      quantity: 3,
      unit_amount: g.unit,
      total_amount: 3 * g.unit,
      problem: null,
    });
    // another user's line id is not theirs to change or delete
    const other = await shopper();
    expect(
      (
        await h.as(other)("PUT", "/basket/line", {
          id: basket.lines[0].basket_line_id,
          quantity: 1,
        })
      ).body.code,
    ).toBe(20004);
    expect(
      (await h.as(other)("DELETE", "/basket/line", { ids: [basket.lines[0].basket_line_id] })).body
        .data.deleted,
    ).toBe(0);
    expect(
      (await h.as(t)("DELETE", "/basket/line", { ids: [basket.lines[0].basket_line_id] })).body.data
        .deleted,
    ).toBe(1);
  });

  it("prices a checkout: coupons and points wait for the address, express and the §5 payable amount", async () => {
    const t = await shopper();
    const g = await goods(h, 10);
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 2 }];
    const couponId = await claimedCoupon(h, t, { fixed: 500 });
    const before = (await fee(t, { checkout_lines: lines })).body.data;
    expect(before.express.needs_address).toBe(true);
    expect(before.coupons).toEqual([]);
    const addressId = await addressOf(t);
    const after = (
      await fee(t, { checkout_lines: lines, address_id: addressId, coupon_id: couponId })
    ).body.data;
    expect(after.product_amount).toBe(2 * g.unit);
    expect(after.coupons[0]).toMatchObject({
      user_coupon_id: couponId,
      usable: true,
      discount_amount: Math.min(500, 2 * g.unit),
    });
    expect(after.coupon_discount).toBe(Math.min(500, 2 * g.unit));
    expect(after.express.amount).toBeGreaterThanOrEqual(0);
    expect(after.payable_amount).toBe(
      Math.max(0, after.product_amount - after.coupon_discount + after.express.amount),
    );
    expect(after.fields.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(["contact", "shipping_address"]),
    );
  });

  it("books a ticket session with travellers, takes the stock, and replays the same Idempotency-Key", async () => {
    const t = await shopper();
    const tk = await ticket(h, 5);
    const lines = [
      {
        product_id: tk.productId,
        variant_id: tk.variantId,
        quantity: 2,
        book_at: tk.bookAt,
        book_time: tk.bookTime,
      },
    ];
    const quote = (await fee(t, { checkout_lines: lines })).body.data;
    expect(quote.payable_amount).toBe(2 * tk.unit);
    // Each line carries its product's refund terms (the cancellation line before Pay)
    const [product] = await h.database.db
      .select({ tag: s.products.refundTag })
      .from(s.products)
      .where(eq(s.products.id, tk.productId));
    const items = await h.database.db
      .select()
      .from(s.refundPolicyItems)
      .where(eq(s.refundPolicyItems.productId, tk.productId));
    expect(quote.lines[0].refund).toEqual({
      tag: product!.tag,
      items: items.map((i) => ({
        inventory_type: i.inventoryType,
        date: i.days,
        time: i.time,
        before: i.before,
        proportion: i.proportion,
      })),
    });
    // a session with 5 places: asking for 6 says 5 are left, for that date and session
    expect((await fee(t, { checkout_lines: [{ ...lines[0], quantity: 6 }] })).body).toMatchObject({
      code: 20005,
      data: { available: 5, book_at: tk.bookAt, book_time: tk.bookTime },
    });
    const tourists: number[] = [];
    for (const first of ["Ada", "Bob"]) {
      const res = await h.as(t)("POST", "/accounts/tourist", {
        first_name: first,
        last_name: "Lee",
        chinese_name: "",
        id_type: 2,
        id_number: "E12345678",
        birthday: "1990-01-01",
        country_code: "86",
        phone: "13800138000",
      });
      expect(res.status).toBe(200);
      tourists.push(res.body.data.id);
    }
    // a trip with the platform's required "travelers" field: one traveller per ticket
    const travellerCount = quote.traveller_count as number;
    expect(travellerCount).toBe(2);
    const body = {
      checkout_lines: lines,
      tourist_ids: tourists.slice(0, travellerCount),
      expected_amount: quote.payable_amount,
    };
    // the wrong number of travellers is named
    const missing = await bookIt(t, { ...body, tourist_ids: tourists.slice(0, 1) });
    expect(missing.body).toMatchObject({
      code: 40000,
      data: { fields: { tourist_ids: "travellerCount" }, traveller_count: 2 },
    });
    const headers = key();
    const first = await bookIt(t, body, headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      requested_amount: 2 * tk.unit,
      currency_code: "CNY",
      paid: false,
    });
    const again = await bookIt(t, body, headers);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await bookIt(t, { ...body, other: { note: "changed" } }, headers)).body.code).toBe(
      40009,
    );
    const [event] = await h.database.db
      .select()
      .from(s.calendarEvents)
      .where(eq(s.calendarEvents.id, tk.eventId));
    expect(event!.stock).toBe(3);
    const orders = await h.database.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.sn, first.body.data.sn));
    expect(orders).toHaveLength(1);
  });

  it("answers each refusal of the booking path with its code", async () => {
    const t = await shopper();
    const g = await goods(h, 3);
    const addressId = await addressOf(t);
    const line = (quantity: number) => [
      { product_id: g.productId, variant_id: g.variantId, quantity },
    ];
    const price = async (quantity: number, extra: Record<string, unknown> = {}) =>
      (await fee(t, { checkout_lines: line(quantity), address_id: addressId, ...extra })).body.data
        .payable_amount as number;
    // 20002: the amount the shopper saw is not today's (data carries the new one)
    const payable = await price(1);
    const moved = await bookIt(t, {
      checkout_lines: line(1),
      address_id: addressId,
      expected_amount: payable + 1,
    });
    expect(moved.body).toMatchObject({ code: 20002, data: { payable_amount: payable } });
    // 20005: more than the stock, with how many are left
    expect(
      (await bookIt(t, { checkout_lines: line(4), address_id: addressId, expected_amount: 0 }))
        .body,
    ).toMatchObject({ code: 20005, data: { available: 3 } });
    // 40000 with the field: an address is required for shipping products
    const noAddress = await bookIt(t, {
      checkout_lines: line(1),
      expected_amount: await price(1, { address_id: null }),
    });
    expect(noAddress.body).toMatchObject({
      code: 40000,
      data: { fields: { address_id: "addressRequired" } },
    });
    // 20010: outside the delivery area
    await h.database.db
      .update(s.shippingRules)
      .set({ excludedRegions: ["Faraway"] })
      .where(eq(s.shippingRules.productId, g.productId));
    const far = await addressOf(t, { region: "Faraway" });
    expect(
      (await fee(t, { checkout_lines: line(1), address_id: far })).body.data.express.amount,
    ).toBe(-1);
    expect(
      (await bookIt(t, { checkout_lines: line(1), address_id: far, expected_amount: 0 })).body.code,
    ).toBe(20010);
    // 21001: beyond the purchase limit (per product, forever: 1)
    await h.database.db
      .update(s.products)
      .set({ limitPurchased: 1, limitPurchasedType: "product", limitPeriod: "forever" })
      .where(eq(s.products.id, g.productId));
    const ok = await bookIt(t, {
      checkout_lines: line(1),
      address_id: addressId,
      expected_amount: await price(1),
    });
    expect(ok.status).toBe(200);
    const limited = await bookIt(t, {
      checkout_lines: line(1),
      address_id: addressId,
      expected_amount: payable,
    });
    expect(limited.body).toMatchObject({ code: 21001, data: { reason: "forever", quantity: 0 } });
    await h.database.db
      .update(s.products)
      .set({ limitPurchased: 0, limitPurchasedType: "none" })
      .where(eq(s.products.id, g.productId));
    // 20006: off shelf (precheck says the same before the checkout opens)
    await h.database.db.update(s.products).set({ status: 0 }).where(eq(s.products.id, g.productId));
    expect(
      (await h.as(t)("POST", "/product/precheck", { checkout_lines: line(1) })).body.code,
    ).toBe(20006);
    expect(
      (
        await bookIt(t, {
          checkout_lines: line(1),
          address_id: addressId,
          expected_amount: payable,
        })
      ).body.code,
    ).toBe(20006);
    await h.database.db.update(s.products).set({ status: 1 }).where(eq(s.products.id, g.productId));
    // 20003: goods and a ticket in one order
    const tk = await ticket(h, 5);
    const mixed = await bookIt(t, {
      checkout_lines: [
        ...line(1),
        {
          product_id: tk.productId,
          variant_id: tk.variantId,
          quantity: 1,
          book_at: tk.bookAt,
          book_time: tk.bookTime,
        },
      ],
      address_id: addressId,
      expected_amount: 0,
    });
    expect(mixed.body.code).toBe(20003);
    // 20001: a coupon that cannot be used (minimum spend not reached)
    const coupon = await claimedCoupon(h, t, { fixed: 100, minSpent: 10_000_000 });
    expect(
      (
        await bookIt(t, {
          checkout_lines: line(1),
          address_id: addressId,
          coupon_id: coupon,
          expected_amount: payable,
        })
      ).body.code,
    ).toBe(20001);
    // 20004: a date that is not offered
    const past = await bookIt(t, {
      checkout_lines: [
        {
          product_id: tk.productId,
          variant_id: tk.variantId,
          quantity: 1,
          book_at: "2020-01-01",
          book_time: tk.bookTime,
        },
      ],
      expected_amount: 0,
    });
    expect(past.body.code).toBe(20004);
    // Idempotency-Key is required where money moves
    expect(
      (
        await bookIt(
          t,
          { checkout_lines: line(1), address_id: addressId, expected_amount: payable },
          {} as never,
        )
      ).body.code,
    ).toBe(40000);
  });

  it("sells a flash-sale item once per user (21002) at the sale price", async () => {
    const t = await shopper();
    const g = await goods(h, 10, 1);
    const item = await flashSale(h, g, 5, 100);
    const addressId = await addressOf(t);
    const lines = [
      { product_id: g.productId, variant_id: g.variantId, quantity: 1, activity_item_id: item },
    ];
    const q = (await fee(t, { checkout_lines: lines, address_id: addressId })).body.data;
    expect(q.product_amount).toBe(100);
    expect(
      (
        await bookIt(t, {
          checkout_lines: lines,
          address_id: addressId,
          expected_amount: q.payable_amount,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await bookIt(t, {
          checkout_lines: lines,
          address_id: addressId,
          expected_amount: q.payable_amount,
        })
      ).body.code,
    ).toBe(21002);
  });

  it("pays through the sandbox: decline keeps the order payable, approve pays it once; replays and forged notifications change nothing", async () => {
    const t = await shopper();
    const tk = await ticket(h, 10);
    const lines = [
      {
        product_id: tk.productId,
        variant_id: tk.variantId,
        quantity: 1,
        book_at: tk.bookAt,
        book_time: tk.bookTime,
      },
    ];
    const q = (await fee(t, { checkout_lines: lines })).body.data;
    const tourists = [];
    for (let i = 0; i < q.traveller_count; i++) {
      tourists.push(
        (
          await h.as(t)("POST", "/accounts/tourist", {
            first_name: "Ada",
            last_name: "Lee",
            chinese_name: "",
            id_type: 2,
            id_number: "E12345678",
            birthday: "1990-01-01",
            country_code: "86",
            phone: "13800138000",
          })
        ).body.data.id,
      );
    }
    const { sn } = (
      await bookIt(t, {
        checkout_lines: lines,
        tourist_ids: tourists,
        expected_amount: q.payable_amount,
      })
    ).body.data;
    const pay = async () =>
      (
        await h.as(t)(
          "POST",
          "/accounts/order/confirm",
          { sn, payment_method: "alipay", return_url: RETURN_URL },
          key(),
        )
      ).body.data;
    // a return_url outside the brand is refused; a method the brand does not offer too
    expect(
      (
        await h.as(t)(
          "POST",
          "/accounts/order/confirm",
          { sn, payment_method: "alipay", return_url: "https://evil.example/x" },
          key(),
        )
      ).body.code,
    ).toBe(40000);
    expect(
      (
        await h.as(t)(
          "POST",
          "/accounts/order/confirm",
          { sn, payment_method: "quota", return_url: RETURN_URL },
          key(),
        )
      ).body.code,
    ).toBe(10033);
    // the partner app's method (open-pay, §2 /check) only where the brand has a partner app
    expect(
      (
        await h.as(t)(
          "POST",
          "/open/order/confirm",
          { sn, payment_method: "gat", return_url: RETURN_URL },
          key(),
        )
      ).body.code,
    ).toBe(10033);

    const first = await pay();
    expect(first.url).toMatch(/^http:\/\/sandbox\.test\/sandbox\/pay\/PAY[0-9A-F]+$/);
    const ref = first.url.split("/").pop();
    const sandbox = await h.app.request(`/sandbox/pay/${ref}`);
    expect(await sandbox.text()).toContain(sn);
    const declined = await h.app.request(`/sandbox/pay/${ref}`, {
      method: "POST",
      body: new URLSearchParams({ decision: "decline" }),
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${RETURN_URL}?sn=${sn}&result=failed`);
    expect((await h.as(t)("GET", `/order/status/${sn}`)).body.data).toMatchObject({
      status: 0,
      payment: { status: 2 },
    });

    const second = await pay();
    const ref2 = second.url.split("/").pop();
    const approved = await h.app.request(`/sandbox/pay/${ref2}`, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
    });
    expect(approved.headers.get("location")).toBe(`${RETURN_URL}?sn=${sn}&result=paid`);
    const status = (await h.as(t)("GET", `/order/status/${sn}`)).body.data;
    // paid: 1 (an on-request ticket, confirming) or 2 (an instant one, vouchers issued)
    expect(status).toMatchObject({ paid_amount: q.payable_amount, payment: { status: 1 } });
    expect([1, 2]).toContain(status.status);
    // the result page's "View vouchers": the count of vouchers issued, none while confirming
    const issued = await h.database.db
      .select()
      .from(s.vouchers)
      .innerJoin(s.orders, eq(s.orders.id, s.vouchers.orderId))
      .where(eq(s.orders.sn, sn));
    expect(status.vouchers).toBe(issued.length);
    expect(status.vouchers > 0).toBe(status.status === 2);

    // the gateway's notification replayed: nothing changes; a forged one is refused (10003)
    const n = { ref: ref2, status: "paid", amount: q.payable_amount, currency: "CNY" } as const;
    const replay = await h.call("POST", "/payments/sandbox/notify", n, {
      "x-sandbox-signature": signNotification("test-payment-secret-0123456789abcdef", n),
    });
    expect(replay.body.data).toEqual({ payment: 1, order: 1 });
    const forged = await h.call(
      "POST",
      "/payments/sandbox/notify",
      { ...n, status: "declined" },
      { "x-sandbox-signature": "00".repeat(32) },
    );
    expect([forged.status, forged.body.code]).toEqual([401, 10003]);
    // a valid signature with anything after it, or in another spelling, is not that signature
    const valid = signNotification("test-payment-secret-0123456789abcdef", n);
    for (const junk of [
      `${valid}zz`,
      `${valid}0`,
      `${valid}00`,
      valid.toUpperCase(),
      valid.slice(0, -1),
    ]) {
      const res = await h.call("POST", "/payments/sandbox/notify", n, {
        "x-sandbox-signature": junk,
      });
      expect([junk, res.body.code]).toEqual([junk, 10003]);
    }
    // paying a paid order again answers where to go back, without a new payment
    expect(await pay()).toEqual({ url: RETURN_URL, paid: true });
    // another user cannot see or pay it
    const other = await shopper();
    expect((await h.as(other)("GET", `/order/status/${sn}`)).body.code).toBe(10023);
  });

  it("closes unpaid orders at the deadline and returns stock, coupon and points", async () => {
    const t = await shopper();
    const g = await goods(h, 4, 2);
    const addressId = await addressOf(t);
    const [user] = await h.database.db
      .select()
      .from(s.users)
      .where(eq(s.users.id, (await h.as(t)("GET", "/accounts/privacy")).body.data.id));
    await h.database.db.update(s.users).set({ points: 1000 }).where(eq(s.users.id, user!.id));
    const coupon = await claimedCoupon(h, t, { fixed: 100 });
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 2 }];
    const offer = (
      await fee(t, { checkout_lines: lines, address_id: addressId, coupon_id: coupon })
    ).body.data.point;
    const q = (
      await fee(t, {
        checkout_lines: lines,
        address_id: addressId,
        coupon_id: coupon,
        points: 1000,
      })
    ).body.data;
    expect(q.point.points).toBeGreaterThan(0);
    // before the points are used the fee already says what they are worth
    expect([offer.points, offer.money, offer.max_points, offer.max_money]).toEqual([
      0,
      0,
      q.point.points,
      q.point.money,
    ]);
    const booked = await bookIt(t, {
      checkout_lines: lines,
      address_id: addressId,
      coupon_id: coupon,
      points: 1000,
      expected_amount: q.payable_amount,
    });
    expect(booked.status).toBe(200);
    const db = h.database.db;
    const stockOf = async () =>
      (await db.select().from(s.variants).where(eq(s.variants.id, g.variantId)))[0]!.stock;
    const pointsOf = async () =>
      (await db.select().from(s.users).where(eq(s.users.id, user!.id)))[0]!.points;
    const couponOf = async () =>
      (await db.select().from(s.userCoupons).where(eq(s.userCoupons.id, coupon)))[0]!.status;
    expect([await stockOf(), await pointsOf(), await couponOf()]).toEqual([
      2,
      1000 - q.point.points,
      1,
    ]);
    // before the deadline nothing closes; after it, the sweep returns everything once
    expect(await closeExpiredOrders(db, h.clock.now)).toEqual([]);
    const later = new Date(h.clock.now.getTime() + 31 * 60_000);
    expect((await h.as(t)("GET", `/order/status/${booked.body.data.sn}`)).body.data.status).toBe(0);
    expect(await closeExpiredOrders(db, later)).toContain(booked.body.data.sn);
    expect(await closeExpiredOrders(db, later)).toEqual([]);
    expect([await stockOf(), await pointsOf(), await couponOf()]).toEqual([4, 1000, 0]);
    expect((await h.as(t)("GET", `/order/status/${booked.body.data.sn}`)).body.data.status).toBe(5);
  });

  it("publishes the checkout calls in /openapi.json", async () => {
    const doc = (await h.call("GET", "/openapi.json")).body;
    for (const path of [
      "/basket",
      "/basket/line",
      "/checkout/fee",
      "/checkout/coupons",
      "/order/booking",
      "/accounts/order/confirm",
      "/open/order/confirm",
      "/order/status/{sn}",
      "/payments/sandbox/notify",
    ])
      expect(doc.paths[path]).toBeDefined();
    // A stock refusal documents what its data carries (the shop says "Only 1 left for …")
    for (const [path, method] of [
      ["/basket/line", "post"],
      ["/checkout/fee", "post"],
      ["/order/booking", "post"],
    ] as const)
      expect(doc.paths[path][method].responses["409"].description).toMatch(
        /code 20005 insufficientStock \(data\.available: .*data\.book_at and data\.book_time/,
      );
  });
});
