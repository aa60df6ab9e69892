// Spec §7 order/booking and the unpaid-order sweep (§4 Unpaid orders). A booking is one
// transaction: the buyer's advisory lock (their limits and flash-sale rows are checked once at a
// time), the quote recomputed from the database, the amount the shopper saw compared (20002),
// stock taken with conditional updates (never below zero; CHECK constraints back it), the flash
// sale claimed once per user by a primary key (21002), the coupon and the points spent with
// conditional updates — and every one of those returned by the sweep when the order closes unpaid.
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { effectiveStock } from "../../lib/commerce/booking/calendar";
import { FULFILMENT, ORDER_STATUS } from "../../lib/commerce/orders/orders";
import { payDeadline } from "../../lib/commerce/orders/unpaid";
import type { BookingBody, Booked } from "../../lib/commerce/checkout/checkout.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { DomainError } from "./errors";
import {
  quote,
  quoteLineView,
  stockRefusal,
  type Buyer,
  type Quote,
  type ResolvedLine,
} from "./checkout";
import { afterPaid } from "./fulfilment";
import { orderSn, recordEvent } from "./order-records";
import { missing } from "./owned";
import { refreshProductPrices } from "./product-prices";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_COUPON_STATUS } from "../../lib/commerce/contract/record-status";
import type { Shop } from "./views";

/** Spec §5 Checkout requirements that only the booking checks: contact, travellers, address, other fields. */
async function checkRequirements(db: Db, userId: number, q: Quote, body: BookingBody) {
  const fields: Record<string, string> = {};
  const required = new Map(q.fields.map((f) => [f.key, f.required]));
  if (q.needsAddress && !q.address) fields.address_id = "addressRequired";
  for (const [key, isRequired] of required) {
    if (!isRequired || key === "contact" || key === "travelers" || key === "shipping_address")
      continue;
    const value = (body.other as Record<string, string | undefined>)[key];
    if (!value || value.trim() === "") fields[`other.${key}`] = "fieldRequired";
  }
  const touristIds = [...new Set(body.tourist_ids)];
  if (touristIds.length !== q.travellerCount) fields.tourist_ids = "travellerCount";
  if (Object.keys(fields).length > 0)
    throw new DomainError(Codes.badRequest, "booking fields missing", {
      fields,
      traveller_count: q.travellerCount,
    });
  if (touristIds.length === 0) return [];
  const rows = await db
    .select()
    .from(s.tourists)
    .where(and(inArray(s.tourists.id, touristIds), eq(s.tourists.userId, userId)));
  if (rows.length !== touristIds.length) throw missing("traveller");
  return touristIds.map((id) => rows.find((r) => r.id === id)!);
}

/** What is left now of the line's stock source (after a conditional take found too few). */
async function stockLeft(db: Db, line: ResolvedLine): Promise<number> {
  if (line.eventId !== null) {
    const [row] = await db
      .select({ stock: s.calendarEvents.stock })
      .from(s.calendarEvents)
      .where(eq(s.calendarEvents.id, line.eventId));
    return row?.stock ?? 0;
  }
  if (line.bookAt !== null) {
    const [row] = await db
      .select({ stock: s.variantCalendars.stock })
      .from(s.variantCalendars)
      .where(
        and(
          eq(s.variantCalendars.variantId, line.variant.id),
          eq(s.variantCalendars.date, line.bookAt),
        ),
      );
    return row?.stock ?? 0;
  }
  const [row] = await db
    .select({ stock: s.variants.stock })
    .from(s.variants)
    .where(eq(s.variants.id, line.variant.id));
  return row?.stock ?? 0;
}

/**
 * Takes `n` from the line's stock source; false when fewer than `n` are left. An option whose
 * plain stock drops below what can be sold adds its product to `soldOut` (its prices change), and
 * so does a day or session that can no longer take the minimum purchase (its product's listed
 * bookable days change: upstream/services/listings).
 */
async function takeStock(
  db: Db,
  line: ResolvedLine,
  n: number,
  soldOut: Set<number>,
): Promise<boolean> {
  // what the listing counts as bookable (listings.ts bookableOf): stock for the minimum purchase
  const slotMin = Math.max(1, line.product.minPurchase, line.variant.minPurchase);
  const crossed = (left: number | undefined) => {
    if (left !== undefined && left < slotMin && left + n >= slotMin) soldOut.add(line.product.id);
  };
  if (line.eventId !== null) {
    const rows = await db
      .update(s.calendarEvents)
      .set({ stock: sql`${s.calendarEvents.stock} - ${n}` })
      .where(and(eq(s.calendarEvents.id, line.eventId), gte(s.calendarEvents.stock, n)))
      .returning({ id: s.calendarEvents.id, stock: s.calendarEvents.stock });
    crossed(rows[0]?.stock);
    return rows.length === 1;
  }
  if (line.bookAt !== null) {
    const rows = await db
      .update(s.variantCalendars)
      .set({ stock: sql`${s.variantCalendars.stock} - ${n}` })
      .where(
        and(
          eq(s.variantCalendars.variantId, line.variant.id),
          eq(s.variantCalendars.date, line.bookAt),
          gte(s.variantCalendars.stock, n),
        ),
      )
      .returning({ id: s.variantCalendars.variantId, stock: s.variantCalendars.stock });
    crossed(rows[0]?.stock);
    return rows.length === 1;
  }
  const rows = await db
    .update(s.variants)
    .set({ stock: sql`${s.variants.stock} - ${n}` })
    .where(and(eq(s.variants.id, line.variant.id), gte(s.variants.stock, n)))
    .returning({ id: s.variants.id, stock: s.variants.stock });
  if (rows[0] && effectiveStock(rows[0].stock, line.variant.minPurchase) === 0)
    soldOut.add(line.product.id);
  return rows.length === 1;
}

/**
 * Stock, flash-sale count, coupon and points go back (a closed or cancelled unpaid order). A paid
 * order cancelled by refund passes points: false — deducted points are non-refundable (§9).
 * Products whose plain stock came back get their prices worked out again, at once or — when the
 * caller releases several orders in one transaction — by the caller after the last one (passing
 * `restocked`), so that product rows are always locked after every variant row.
 */
export async function releaseOrder(
  db: Db,
  order: typeof s.orders.$inferSelect,
  now: Date,
  options: { points: boolean; restocked?: Set<number> } = { points: true },
) {
  // in the booking's order (variant, date, session): a sweep and a booking never wait on each other in a cycle
  const lines = await db
    .select()
    .from(s.orderLines)
    .where(eq(s.orderLines.orderId, order.id))
    .orderBy(asc(s.orderLines.variantId), asc(s.orderLines.bookAt), asc(s.orderLines.bookTime));
  const restocked = options.restocked ?? new Set<number>();
  for (const line of lines) {
    // a day or session back in stock may be bookable again: its product's listing is worked out again
    if (line.bookAt) restocked.add(line.productId);
    if (line.bookTime) {
      await db
        .update(s.calendarEvents)
        .set({ stock: sql`${s.calendarEvents.stock} + ${line.quantity}` })
        .where(
          and(
            eq(s.calendarEvents.variantId, line.variantId),
            eq(s.calendarEvents.date, line.bookAt),
            eq(s.calendarEvents.time, line.bookTime),
          ),
        );
    } else if (line.bookAt) {
      await db
        .update(s.variantCalendars)
        .set({ stock: sql`${s.variantCalendars.stock} + ${line.quantity}` })
        .where(
          and(
            eq(s.variantCalendars.variantId, line.variantId),
            eq(s.variantCalendars.date, line.bookAt),
          ),
        );
    } else {
      const [variant] = await db
        .update(s.variants)
        .set({ stock: sql`${s.variants.stock} + ${line.quantity}` })
        .where(eq(s.variants.id, line.variantId))
        .returning({ productId: s.variants.productId });
      if (variant) restocked.add(variant.productId);
    }
    if (line.activityItemId !== null) {
      await db
        .update(s.activityItems)
        .set({ sold: sql`greatest(${s.activityItems.sold} - ${line.quantity}, 0)` })
        .where(eq(s.activityItems.id, line.activityItemId));
    }
  }
  // an option that had sold out may be back on sale: the "from" price may move
  if (!options.restocked) await refreshProductPrices(db, [...restocked], now);
  await db.delete(s.seckillPurchases).where(eq(s.seckillPurchases.orderId, order.id));
  if (order.userCouponId !== null) {
    await db
      .update(s.userCoupons)
      .set({ status: USER_COUPON_STATUS.active, usedAt: null })
      .where(
        and(
          eq(s.userCoupons.id, order.userCouponId),
          eq(s.userCoupons.status, USER_COUPON_STATUS.used),
        ),
      );
  }
  if (options.points && order.pointsUsed > 0) {
    await db
      .update(s.users)
      .set({ points: sql`${s.users.points} + ${order.pointsUsed}` })
      .where(eq(s.users.id, order.userId));
    await db.insert(s.pointsLedger).values({
      userId: order.userId,
      delta: order.pointsUsed,
      reason: "order_closed",
      orderId: order.id,
      createdAt: now,
    });
  }
  // quota taken for a quota-plus-cash payment goes back with the unpaid order (§6, services/benefits)
  if (options.points && order.quotaUsed > 0) {
    const [grant] = await db
      .update(s.paymentGrants)
      .set({ quota: sql`${s.paymentGrants.quota} + ${order.quotaUsed}`, updatedAt: now })
      .where(eq(s.paymentGrants.userId, order.userId))
      .returning({ currency: s.paymentGrants.quotaCurrency });
    if (grant)
      await db.insert(s.quotaLedger).values({
        userId: order.userId,
        delta: order.quotaUsed,
        currencyCode: grant.currency,
        reason: "order_closed",
        orderId: order.id,
        createdAt: now,
      });
  }
}

/** POST order/booking. Idempotency-Key handling wraps this (routes); this is the one transaction. */
export async function book(
  db: Db,
  shop: Shop,
  buyer: Omit<Buyer, "points">,
  body: BookingBody,
  payWithinSeconds?: number,
): Promise<Booked> {
  return db.transaction(async (tx) => {
    // one booking per buyer at a time: their limits and points are read and spent consistently
    await tx.execute(sql`select pg_advisory_xact_lock(${7_000_000_000 + buyer.userId})`);
    const [user] = await tx
      .select({ points: s.users.points })
      .from(s.users)
      .where(eq(s.users.id, buyer.userId));
    const q = await quote(tx, shop, { ...buyer, points: user?.points ?? 0 }, body, {
      strictCoupon: true,
    });
    if (q.express === -1)
      throw new DomainError(Codes.outsideDeliveryArea, "the address is outside the delivery area");
    if (q.payable !== body.expected_amount)
      throw new DomainError(Codes.priceChanged, "price changed", { payable_amount: q.payable });
    const travellers = await checkRequirements(tx, buyer.userId, q, body);
    await takeAllStock(tx, shop, q);

    const now = shop.now;
    const sn = orderSn(now);
    const paidAtOnce = q.payable === 0;
    const [order] = await tx
      .insert(s.orders)
      .values(orderRow({ sn, shop, buyer, body, q, travellers, paidAtOnce, payWithinSeconds }))
      .returning();
    if (!order) throw new Error("order insert returned nothing");
    await insertOrderLines(tx, shop, buyer.userId, order.id, q);
    await spendCouponAndPoints(tx, buyer.userId, order.id, q, now);
    await recordEvent(tx, order.id, "created", "shopper", now, { amount: q.payable });
    if (paidAtOnce) await afterPaid(tx, order.id, now);
    const basketIds = q.lines.map((l) => l.basketLineId).filter((id): id is number => id !== null);
    if (basketIds.length)
      await tx
        .delete(s.basketLines)
        .where(and(inArray(s.basketLines.id, basketIds), eq(s.basketLines.userId, buyer.userId)));

    return {
      sn,
      requested_amount: q.payable,
      currency_code: shop.currency,
      pay_deadline: order.payDeadline.toISOString(),
      paid: paidAtOnce,
    };
  });
}

/** Every line's stock, or a refusal saying how many are left; a sold-out option no longer sets its product's "from" price. */
async function takeAllStock(tx: Db, shop: Shop, q: Quote) {
  // stock in a fixed order (variant, date, session) so two bookings never wait on each other in a cycle
  const ordered = [...q.lines].sort(
    (a, b) =>
      a.variant.id - b.variant.id ||
      (a.bookAt ?? "").localeCompare(b.bookAt ?? "") ||
      (a.bookTime ?? "").localeCompare(b.bookTime ?? ""),
  );
  const soldOut = new Set<number>();
  for (const line of ordered) {
    if (!(await takeStock(tx, line, line.quantity, soldOut)))
      throw stockRefusal(
        {
          productId: line.product.id,
          variantId: line.variant.id,
          bookAt: line.bookAt,
          bookTime: line.bookTime,
        },
        effectiveStock(await stockLeft(tx, line), line.minPurchase),
      );
  }
  // a sold-out option no longer sets its product's "from" price (lib/commerce/pricing/price-display)
  await refreshProductPrices(tx, [...soldOut], shop.now);
}

/** The order as booked: amounts from the quote, the contact, the address and travellers as they are now. */
function orderRow(o: {
  sn: string;
  shop: Shop;
  buyer: Omit<Buyer, "points">;
  body: BookingBody;
  q: Quote;
  travellers: Awaited<ReturnType<typeof checkRequirements>>;
  paidAtOnce: boolean;
  payWithinSeconds?: number;
}) {
  const { sn, shop, buyer, body, q, travellers, paidAtOnce, payWithinSeconds } = o;
  const now = shop.now;
  const isDelivery = q.lines.some((l) => l.product.shippingRequired);
  const onRequest =
    !isDelivery && q.lines.some((l) => l.product.confirmation === FULFILMENT.onRequest);
  return {
    sn,
    userId: buyer.userId,
    platformId: shop.platformId,
    status: paidAtOnce ? 1 : 0,
    checkoutType: q.checkoutType,
    currencyCode: shop.currency,
    languageCode: shop.lang,
    productAmount: q.productAmount,
    promoAmount: q.promoAmount,
    couponDiscount: q.couponDiscount,
    shippingAmount: q.express,
    pointsUsed: q.pointsUsed,
    pointsMoney: q.pointsMoney,
    requestedAmount: q.payable,
    paidAmount: 0,
    userCouponId: q.couponId,
    isDelivery,
    fulfillmentType: onRequest ? FULFILMENT.onRequest : FULFILMENT.instant,
    contact: body.contact,
    address: q.address
      ? {
          name: q.address.name,
          country_code: q.address.countryCode,
          phone: q.address.phone,
          region: q.address.region,
          district: q.address.district,
          address: q.address.address,
          email: q.address.email,
        }
      : null,
    bookingFields: {
      travelers: travellers.map((t) => ({
        first_name: t.firstName,
        last_name: t.lastName,
        chinese_name: t.chineseName,
        id_type: t.idType,
        id_number: t.idNumber,
        birthday: t.birthday,
        phone: t.phone,
      })),
      other: body.other,
    },
    paymentMethod: paidAtOnce ? (q.pointsUsed > 0 ? "points" : "none") : null,
    payDeadline: payDeadline(now, payWithinSeconds),
    createdAt: now,
    paidAt: paidAtOnce ? now : null,
  };
}

/** The lines with what was bought (titles, refund policy, confirmation), and each flash-sale item claimed once. */
async function insertOrderLines(tx: Db, shop: Shop, userId: number, orderId: number, q: Quote) {
  const productIds = [...new Set(q.lines.map((l) => l.product.id))];
  const policies = await tx
    .select()
    .from(s.refundPolicyItems)
    .where(inArray(s.refundPolicyItems.productId, productIds))
    .orderBy(asc(s.refundPolicyItems.id));
  for (const line of q.lines) {
    const view = quoteLineView(line, shop);
    await tx.insert(s.orderLines).values({
      orderId,
      productId: line.product.id,
      variantId: line.variant.id,
      bookAt: line.bookAt ?? "",
      bookTime: line.bookTime ?? "",
      activityItemId: line.activityItem?.id ?? null,
      quantity: line.quantity,
      unitAmount: line.unit,
      totalAmount: line.unit * line.quantity,
      promoDiscount: 0,
      // as bought: the title in every language, the refund policy and how tickets are confirmed
      snapshot: {
        ...view,
        titles: line.product.title,
        variant_names: line.variantNames,
        refund_tag: line.product.refundTag,
        refund_policy: policies
          .filter((p) => p.productId === line.product.id)
          .map((p) => ({
            inventory_type: p.inventoryType,
            date: p.days,
            time: p.time,
            before: p.before,
            proportion: p.proportion,
          })),
        confirmation: line.product.confirmation,
      },
    });
    if (line.activityItem) {
      // §9 seckill once: the primary key (user, item) admits one purchase while the order lives
      const claimed = await tx
        .insert(s.seckillPurchases)
        .values({ userId, activityItemId: line.activityItem.id, orderId })
        .onConflictDoNothing()
        .returning({ item: s.seckillPurchases.activityItemId });
      if (claimed.length === 0)
        throw new DomainError(Codes.seckillOnce, "flash-sale item purchasable once only");
      const sold = await tx
        .update(s.activityItems)
        .set({ sold: sql`${s.activityItems.sold} + ${line.quantity}` })
        .where(
          and(
            eq(s.activityItems.id, line.activityItem.id),
            sql`${s.activityItems.sold} + ${line.quantity} <= ${s.activityItems.stock}`,
          ),
        )
        .returning({ id: s.activityItems.id });
      if (sold.length === 0) throw new DomainError(Codes.seckillFailed, "flash sale sold out");
    }
  }
}

/** The coupon used and the points spent, each by a conditional update (used once; never below zero). */
async function spendCouponAndPoints(tx: Db, userId: number, orderId: number, q: Quote, now: Date) {
  if (q.couponId !== null) {
    const used = await tx
      .update(s.userCoupons)
      .set({ status: USER_COUPON_STATUS.used, usedAt: now })
      .where(
        and(
          eq(s.userCoupons.id, q.couponId),
          eq(s.userCoupons.userId, userId),
          eq(s.userCoupons.status, USER_COUPON_STATUS.active),
        ),
      )
      .returning({ id: s.userCoupons.id });
    if (used.length === 0) throw new DomainError(Codes.couponAbnormal, "coupon already used");
  }
  if (q.pointsUsed > 0) {
    const spent = await tx
      .update(s.users)
      .set({ points: sql`${s.users.points} - ${q.pointsUsed}` })
      .where(and(eq(s.users.id, userId), gte(s.users.points, q.pointsUsed)))
      .returning({ id: s.users.id });
    if (spent.length === 0) throw new DomainError(Codes.wrongAmount, "not enough points");
    await tx
      .insert(s.pointsLedger)
      .values({ userId: userId, delta: -q.pointsUsed, reason: "order", orderId, createdAt: now });
  }
}

/**
 * Closes unpaid orders whose deadline passed (status 0 → 5) and gives back what they held, in one
 * transaction per batch. SKIP LOCKED lets several upstream instances sweep side by side, and an
 * order being paid at this moment (its row locked) is left for the next sweep.
 */
export async function closeExpiredOrders(db: Db, now: Date, batch = 100): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.status, ORDER_STATUS.pending), lt(s.orders.payDeadline, now)))
      .orderBy(asc(s.orders.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    const restocked = new Set<number>();
    for (const order of due) {
      await tx
        .update(s.orders)
        .set({ status: ORDER_STATUS.cancelled, closedAt: now })
        .where(eq(s.orders.id, order.id));
      await releaseOrder(tx, order, now, { points: true, restocked });
      await recordEvent(tx, order.id, "closed", "system", now);
    }
    await refreshProductPrices(tx, [...restocked], now);
    return due.map((o) => o.sn);
  });
}
