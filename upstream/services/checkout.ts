// Spec §7 checkout/fee and checkout/coupons, and the quote order/booking re-computes inside its
// transaction: the lines (direct buy or basket), their prices in the request's currency, stock,
// purchase limits, shipping, coupons, points and the §5 payable amount. Every rule comes from
// lib/commerce; this file only reads rows and applies them.
import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import {
  effectiveStock,
  isDateBookable,
  isEventBookable,
} from "../../lib/commerce/booking/calendar";
import {
  couponVerdict,
  sortCheckoutCoupons,
  type CheckoutCoupon,
  type CouponVerdict,
  DISCOUNT_TYPE,
} from "../../lib/commerce/coupons/coupons";
import {
  limitTarget,
  limitVerdict,
  limitWindow,
  type LimitPeriod,
} from "../../lib/commerce/booking/limits";
import { payableAmount } from "../../lib/commerce/checkout/payment";
import { freeProductsAlone, memberPrice } from "../../lib/commerce/membership/membership";
import { pointsRedemption } from "../../lib/commerce/pricing/points";
import {
  checkoutFields,
  deliverySplitVerdict,
  needsAddress,
  travellerCount,
} from "../../lib/commerce/checkout/purchase";
import { type BookingField } from "../../lib/commerce/platform/platform.schema";
import { shippingFee, UNREACHABLE } from "../../lib/commerce/pricing/shipping";
import type {
  CheckoutLineInput,
  Fee,
  FeeBody,
  QuoteLine,
} from "../../lib/commerce/checkout/checkout.schema";
import type { RefundPolicyItem } from "../../lib/commerce/catalogue/product.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { memberBenefits } from "./membership";
import { missing } from "./owned";
import {
  expressRuleView,
  money,
  symbolOf,
  tr,
  type PlatformRow,
  type ProductRow,
  type Shop,
} from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { ORDER_STATUS } from "../../lib/commerce/orders/orders";
import { PRODUCT_STATUS, USER_COUPON_STATUS } from "../../lib/commerce/contract/record-status";
import { isDated, STOCK_TYPE } from "../../lib/commerce/catalogue/product-types";

type VariantRow = typeof s.variants.$inferSelect;

/** The product columns buying needs (the long texts stay in the database: they cost on every quote). */
const productColumns = {
  id: s.products.id,
  sn: s.products.sn,
  seoSn: s.products.seoSn,
  title: s.products.title,
  images: s.products.images,
  productType: s.products.productType,
  stockType: s.products.stockType,
  status: s.products.status,
  source: s.products.source,
  refundTag: s.products.refundTag,
  confirmation: s.products.confirmation,
  shippingRequired: s.products.shippingRequired,
  needContact: s.products.needContact,
  contactRequired: s.products.contactRequired,
  minPurchase: s.products.minPurchase,
  limitPurchased: s.products.limitPurchased,
  limitPurchasedType: s.products.limitPurchasedType,
  limitPeriod: s.products.limitPeriod,
  availableFrom: s.products.availableFrom,
  availableTo: s.products.availableTo,
};
export type CheckoutProduct = Pick<ProductRow, keyof typeof productColumns>;
type ActivityItemRow = typeof s.activityItems.$inferSelect;

/** What a quote needs to know about the buyer. */
export type Buyer = { userId: number; points: number; platform: PlatformRow };

/** A line resolved against the catalogue: price, stock source and what the order snapshot keeps. */
export type ResolvedLine = {
  key: string;
  basketLineId: number | null;
  product: CheckoutProduct;
  variant: VariantRow;
  variantName: string;
  /** the variant's name in every language, kept in the order snapshot (§3 order lines as bought) */
  variantNames: Record<string, string>;
  bookAt: string | null;
  bookTime: string | null;
  /** calendar_events.id for stock type 2 */
  eventId: number | null;
  activityItem: ActivityItemRow | null;
  quantity: number;
  unit: number;
  /** what can be sold right now for this slot (min_purchase applied) */
  available: number;
  minPurchase: number;
};

export type Quote = {
  checkoutType: 1 | 2;
  lines: ResolvedLine[];
  productAmount: number;
  promoAmount: number;
  coupons: {
    userCouponId: number;
    couponId: number;
    name: string;
    verdict: CouponVerdict;
    minSpent: number;
    expiresAt: Date;
  }[];
  couponId: number | null;
  couponDiscount: number;
  express: number;
  needsAddress: boolean;
  address: typeof s.addresses.$inferSelect | null;
  pointsBalance: number;
  pointsUsed: number;
  pointsMoney: number;
  maxPoints: number;
  /** what maxPoints is worth (shown beside the points toggle before it is on) */
  maxPointsMoney: number;
  payable: number;
  fields: BookingField[];
  travellerCount: number;
  /** product id → its §3 refund policy items (the cancellation terms shown before Pay) */
  refundPolicies: Map<number, RefundPolicyItem[]>;
};

const lineKey = (l: { variant_id: number; book_at?: string | null; book_time?: string | null }) =>
  `${l.variant_id}:${l.book_at ?? ""}:${l.book_time ?? ""}`;

/** The inputs of a checkout: direct-buy lines as given, or the caller's own basket lines. */
async function lineInputs(
  db: Db,
  shop: Shop,
  userId: number,
  body: Pick<FeeBody, "checkout_lines" | "basket_lines_id">,
) {
  if (body.checkout_lines)
    return {
      checkoutType: 1 as const,
      inputs: body.checkout_lines.map((l) => ({ ...l, basketLineId: null as number | null })),
    };
  const ids = [...new Set(body.basket_lines_id ?? [])];
  const rows = await db
    .select()
    .from(s.basketLines)
    .where(
      and(
        inArray(s.basketLines.id, ids),
        eq(s.basketLines.userId, userId),
        eq(s.basketLines.platformId, shop.platformId),
      ),
    );
  if (rows.length !== ids.length) throw missing("basket line");
  return {
    checkoutType: 2 as const,
    inputs: rows.map((r) => ({
      product_id: r.productId,
      variant_id: r.variantId,
      quantity: r.quantity,
      book_at: r.bookAt || undefined,
      book_time: r.bookTime || undefined,
      activity_item_id: undefined,
      basketLineId: r.id as number | null,
    })),
  };
}

/** Variant display names ("Adult · Weekend") from the attribute values, in every language the values have. */
async function variantNames(
  db: Db,
  variants: VariantRow[],
): Promise<Map<number, Record<string, string>>> {
  const valueIds = [...new Set(variants.flatMap((v) => v.attrValueIds))];
  const values = valueIds.length
    ? await db.select().from(s.attributeValues).where(inArray(s.attributeValues.id, valueIds))
    : [];
  const byId = new Map(values.map((v) => [v.id, v.name]));
  return new Map(
    variants.map((v) => {
      const names = v.attrValueIds
        .map((id) => byId.get(id))
        .filter((n): n is Record<string, string> => Boolean(n));
      const languages = [...new Set(names.flatMap((n) => Object.keys(n)))] as Shop["lang"][];
      return [
        v.id,
        Object.fromEntries(
          languages.map((lang) => [
            lang,
            names
              .map((n) => tr({ lang }, n))
              .filter(Boolean)
              .join(" · "),
          ]),
        ),
      ];
    }),
  );
}

/**
 * §8 20005 insufficient stock, saying how many are left of that slot (min_purchase applied) and
 * which date and session, so the shop can say "Only 1 left for 2026-11-30" (documented on the
 * routes: upstream/routes/checkout).
 */
export function stockRefusal(
  slot: { productId: number; variantId: number; bookAt: string | null; bookTime: string | null },
  available: number,
): DomainError {
  return new DomainError(Codes.insufficientStock, "insufficient stock", {
    product_id: slot.productId,
    variant_id: slot.variantId,
    available: Math.max(0, available),
    book_at: slot.bookAt,
    book_time: slot.bookTime,
  });
}

/**
 * Resolves lines against the catalogue and checks each on its own: sold here and on shelf (20006),
 * variant of that product and a bookable date/session (20004), the flash sale live (24101),
 * quantity within min_purchase (21001) and stock (20005). Limits over earlier orders come after.
 */
const slotKey = (variantId: number, date: string, time = "") => `${variantId}|${date}|${time}`;

/**
 * The dated days, sessions and flash-sale items the lines name, each kind in one read (not one
 * read per line): the basket's lines are checked against what these hold.
 */
async function slotsFor(db: Db, shop: Shop, inputs: CheckoutLineInput[]) {
  const dated = inputs.filter((l) => l.book_at);
  const variantIds = [...new Set(dated.map((l) => l.variant_id))];
  const dates = [...new Set(dated.map((l) => l.book_at!))];
  const saleIds = [
    ...new Set(
      inputs.flatMap((l) => (l.activity_item_id === undefined ? [] : [l.activity_item_id])),
    ),
  ];
  const days = dated.length
    ? await db
        .select()
        .from(s.variantCalendars)
        .where(
          and(
            inArray(s.variantCalendars.variantId, variantIds),
            inArray(s.variantCalendars.date, dates),
          ),
        )
    : [];
  const events = dated.some((l) => l.book_time)
    ? await db
        .select()
        .from(s.calendarEvents)
        .where(
          and(
            inArray(s.calendarEvents.variantId, variantIds),
            inArray(s.calendarEvents.date, dates),
          ),
        )
    : [];
  const saleItems = saleIds.length
    ? await db
        .select({ i: s.activityItems, a: s.activities })
        .from(s.activityItems)
        .innerJoin(s.activities, eq(s.activities.id, s.activityItems.activityId))
        .where(
          and(inArray(s.activityItems.id, saleIds), eq(s.activities.platformId, shop.platformId)),
        )
    : [];
  return {
    days: new Map(days.map((d) => [slotKey(d.variantId, d.date), d])),
    events: new Map(events.map((e) => [slotKey(e.variantId, e.date, e.time), e])),
    saleItems: new Map(saleItems.map((r) => [r.i.id, r])),
  };
}

export async function resolveLines(
  db: Db,
  shop: Shop,
  inputs: (CheckoutLineInput & { basketLineId: number | null })[],
): Promise<ResolvedLine[]> {
  const productIds = [...new Set(inputs.map((l) => l.product_id))];
  const variantIds = [...new Set(inputs.map((l) => l.variant_id))];
  const productRows = await db
    .select({ p: productColumns })
    .from(s.products)
    .innerJoin(
      s.productPlatforms,
      and(
        eq(s.productPlatforms.productId, s.products.id),
        eq(s.productPlatforms.platformId, shop.platformId),
      ),
    )
    .where(inArray(s.products.id, productIds));
  const variantRows = await db.select().from(s.variants).where(inArray(s.variants.id, variantIds));
  const products = new Map(productRows.map((r) => [r.p.id, r.p]));
  const variants = new Map(variantRows.map((v) => [v.id, v]));
  const names = await variantNames(db, variantRows);
  const slots = await slotsFor(db, shop, inputs);
  const out: ResolvedLine[] = [];
  for (const input of inputs) {
    const product = products.get(input.product_id);
    const variant = variants.get(input.variant_id);
    if (!product || !variant || variant.productId !== product.id)
      throw missing("product or variant");
    if (product.status !== PRODUCT_STATUS.onShelf)
      throw new DomainError(Codes.offShelf, "product off shelf", { product_id: product.id });
    const lead = {
      book_n_days_before_book_date: variant.bookDaysBefore,
      book_time_before_book_date: variant.bookTimeBefore,
    };
    let unit = money(shop, variant.price, Codes.offShelf);
    let stock = variant.stock;
    let bookAt: string | null = null;
    let bookTime: string | null = null;
    let eventId: number | null = null;
    if (isDated(product.stockType)) {
      if (!input.book_at)
        throw new DomainError(Codes.badRequest, "book_at is required for this product");
      bookAt = input.book_at;
      if (!isDateBookable(bookAt, shop.now, lead))
        throw new DomainError(Codes.itemMissing, "date no longer bookable", {
          product_id: product.id,
        });
      if (product.stockType === STOCK_TYPE.byDate) {
        const day = slots.days.get(slotKey(variant.id, bookAt));
        if (!day)
          throw new DomainError(Codes.itemMissing, "date not offered", { product_id: product.id });
        unit = money(shop, day.price, Codes.offShelf);
        stock = day.stock;
      } else {
        if (!input.book_time)
          throw new DomainError(Codes.badRequest, "book_time is required for this product");
        bookTime = input.book_time;
        const event = slots.events.get(slotKey(variant.id, bookAt, bookTime));
        if (!event || !isEventBookable(bookAt, bookTime, shop.now, lead))
          throw new DomainError(Codes.itemMissing, "session not offered", {
            product_id: product.id,
          });
        unit = money(shop, event.price, Codes.offShelf);
        stock = event.stock;
        eventId = event.id;
      }
    }
    let activityItem: ActivityItemRow | null = null;
    if (input.activity_item_id !== undefined) {
      const row = slots.saleItems.get(input.activity_item_id);
      const live =
        row &&
        row.i.variantId === variant.id &&
        row.a.startDate <= shop.now &&
        shop.now < row.a.endDate;
      if (!row || !live)
        throw new DomainError(Codes.seckillFailed, "flash sale not running for this item");
      // §8 24101: the sale has fewer left than asked (the plain stock below is 20005)
      if (input.quantity > row.i.stock - row.i.sold)
        throw new DomainError(Codes.seckillFailed, "flash sale sold out", {
          product_id: product.id,
        });
      activityItem = row.i;
      unit = money(shop, row.i.activityPrice, Codes.offShelf);
      stock = Math.min(stock, row.i.stock - row.i.sold);
    }
    const minPurchase = activityItem ? 1 : Math.max(product.minPurchase, variant.minPurchase);
    const available = effectiveStock(stock, minPurchase);
    if (input.quantity < minPurchase)
      throw new DomainError(Codes.beyondPurchaseRange, "below the minimum purchase", {
        reason: "minBuy",
        quantity: minPurchase,
      });
    if (variant.limitPurchased > 0 && input.quantity > variant.limitPurchased)
      throw new DomainError(Codes.beyondPurchaseRange, "over the per-order limit", {
        reason: "maxQuantity",
        quantity: variant.limitPurchased,
      });
    if (input.quantity > available)
      throw stockRefusal(
        { productId: product.id, variantId: variant.id, bookAt, bookTime },
        available,
      );
    out.push({
      key: lineKey(input),
      basketLineId: input.basketLineId,
      product,
      variant,
      variantName: tr(shop, names.get(variant.id)),
      variantNames: names.get(variant.id) ?? {},
      bookAt,
      bookTime,
      eventId,
      activityItem,
      quantity: input.quantity,
      unit,
      available,
      minPurchase,
    });
  }
  return out;
}

/**
 * §5 limits over the buyer's earlier orders (not closed ones) in the product's limit period, per
 * product or per variant (21001 with the period and what is left). In order/booking this runs
 * under the buyer's advisory lock, so two of the buyer's bookings cannot both pass it.
 */
export async function checkLimits(db: Db, shop: Shop, userId: number, lines: ResolvedLine[]) {
  const groups = new Map<
    string,
    { product: CheckoutProduct; variantId: number | null; bookAt: string | null; requested: number }
  >();
  for (const line of lines) {
    const target = limitTarget(line.product.limitPurchasedType as "none" | "product" | "sku");
    if (target === "none" || line.product.limitPurchased <= 0) continue;
    const period = line.product.limitPeriod as LimitPeriod;
    const variantId = target === "variant" ? line.variant.id : null;
    const bookAt = period === "calendar" ? line.bookAt : null;
    const key = `${line.product.id}:${variantId ?? ""}:${bookAt ?? ""}`;
    const g = groups.get(key) ?? { product: line.product, variantId, bookAt, requested: 0 };
    g.requested += line.quantity;
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    const period = g.product.limitPeriod as LimitPeriod;
    if (period === "calendar" && !g.bookAt) continue;
    const window = limitWindow(period, shop.now, {
      periodFrom: g.product.availableFrom,
      periodTo: g.product.availableTo,
      bookAt: g.bookAt ?? undefined,
    });
    const where = [
      eq(s.orders.userId, userId),
      ne(s.orders.status, ORDER_STATUS.cancelled),
      eq(s.orderLines.productId, g.product.id),
      g.variantId !== null ? eq(s.orderLines.variantId, g.variantId) : undefined,
      window.from ? gte(s.orders.createdAt, window.from) : undefined,
      window.to ? lt(s.orders.createdAt, window.to) : undefined,
      window.bookAt ? eq(s.orderLines.bookAt, window.bookAt) : undefined,
    ];
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${s.orderLines.quantity}), 0)::int` })
      .from(s.orderLines)
      .innerJoin(s.orders, eq(s.orders.id, s.orderLines.orderId))
      .where(and(...where));
    const verdict = limitVerdict({
      limit: g.product.limitPurchased,
      alreadyBought: row?.n ?? 0,
      requested: g.requested,
    });
    if (!verdict.ok)
      throw new DomainError(Codes.beyondPurchaseRange, "beyond the purchase limit", {
        reason: period,
        quantity: verdict.left,
        product_id: g.product.id,
      });
  }
}

/**
 * §9 seckill once, said before the booking: a buyer who already holds a flash-sale item (a live
 * order under it) hears 21002 at the fee too. The booking's primary key stays the guarantee.
 */
async function checkSeckillOnce(db: Db, userId: number, lines: ResolvedLine[]) {
  const items = lines.flatMap((l) => (l.activityItem ? [l.activityItem.id] : []));
  if (items.length === 0) return;
  const held = await db
    .select({ id: s.seckillPurchases.activityItemId })
    .from(s.seckillPurchases)
    .where(
      and(eq(s.seckillPurchases.userId, userId), inArray(s.seckillPurchases.activityItemId, items)),
    )
    .limit(1);
  if (held.length > 0)
    throw new DomainError(Codes.seckillOnce, "flash-sale item purchasable once only");
}

async function isMember(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ end: s.memberships.endAt })
    .from(s.memberships)
    .where(eq(s.memberships.userId, userId));
  return !!row && row.end > now;
}

async function checkoutCoupons(
  db: Db,
  shop: Shop,
  userId: number,
  subtotal: number,
  productIds: number[],
) {
  const rows = await db
    .select({ uc: s.userCoupons, c: s.coupons })
    .from(s.userCoupons)
    .innerJoin(s.coupons, eq(s.coupons.id, s.userCoupons.couponId))
    .where(
      and(
        eq(s.userCoupons.userId, userId),
        eq(s.userCoupons.status, USER_COUPON_STATUS.active),
        eq(s.coupons.platformId, shop.platformId),
      ),
    );
  const member = await isMember(db, userId, shop.now);
  const list = rows.map(({ uc, c }) => {
    const terms: CheckoutCoupon = {
      discount_value_type:
        c.discountValueType === DISCOUNT_TYPE.percent ? DISCOUNT_TYPE.percent : DISCOUNT_TYPE.fixed,
      discount_value: money(shop, c.discountValue, Codes.offShelf),
      discount_percent: c.discountPercent,
      min_spent_amount: money(shop, c.minSpent, Codes.offShelf),
      max_discount_amount: c.maxDiscount ? money(shop, c.maxDiscount, Codes.offShelf) : null,
      is_membership_coupon: c.isMembershipCoupon,
      start: c.startDate,
      end: c.endDate,
      expires_at: uc.expiresAt,
      status: uc.status,
      product_ids: c.productIds,
    };
    return {
      userCouponId: uc.id,
      couponId: c.id,
      name: tr(shop, c.name),
      minSpent: terms.min_spent_amount,
      expiresAt: uc.expiresAt,
      verdict: couponVerdict(terms, { subtotal, productIds, isMember: member, now: shop.now }),
    };
  });
  return sortCheckoutCoupons(list);
}

/** The express fee of the shipping lines (per product rule), or -1 when one cannot reach the address. */
async function expressFor(
  db: Db,
  shop: Shop,
  lines: ResolvedLine[],
  region: string | null,
): Promise<number> {
  const shipping = lines.filter((l) => l.product.shippingRequired);
  if (shipping.length === 0) return 0;
  const rules = await db
    .select()
    .from(s.shippingRules)
    .where(
      inArray(
        s.shippingRules.productId,
        shipping.map((l) => l.product.id),
      ),
    );
  let total = 0;
  for (const productId of new Set(shipping.map((l) => l.product.id))) {
    const own = shipping.filter((l) => l.product.id === productId);
    const rule = rules.find((r) => r.productId === productId) ?? null;
    const fee = shippingFee(rule && expressRuleView(shop, rule), {
      quantity: own.reduce((n, l) => n + l.quantity, 0),
      weightGrams: own.reduce((n, l) => n + l.quantity * l.variant.weightGrams, 0),
      subtotal: own.reduce((n, l) => n + l.quantity * l.unit, 0),
      region,
    });
    if (fee === UNREACHABLE) return UNREACHABLE;
    total += fee;
  }
  return total;
}

/**
 * The lines of a checkout at the buyer's prices, checked: §5 a member's free products are priced 0
 * for them and never booked alone; §6 member prices on everything else except flash-sale items
 * (their activity price stands); one delivery type per order (20003); purchase limits; flash-sale
 * items once.
 */
async function pricedLines(db: Db, shop: Shop, buyer: Buyer, body: FeeBody) {
  const { checkoutType, inputs } = await lineInputs(db, shop, buyer.userId, body);
  const lines = await resolveLines(db, shop, inputs);
  const { free, discountPercent } = await memberBenefits(
    db,
    shop.platformId,
    buyer.userId,
    shop.now,
  );
  if (free.size > 0 && freeProductsAlone(lines.map((l) => ({ free: free.has(l.product.id) }))))
    throw new DomainError(Codes.freeProductAlone, "free products cannot be booked alone");
  for (const l of lines) {
    if (free.has(l.product.id)) l.unit = 0;
    else if (!l.activityItem) l.unit = memberPrice(l.unit, discountPercent);
  }
  if (
    deliverySplitVerdict(lines.map((l) => ({ shipping_required: l.product.shippingRequired }))) ===
    Codes.deliveryTypesDiffer
  )
    throw new DomainError(
      Codes.deliveryTypesDiffer,
      "items with different delivery types must be ordered separately",
    );
  await checkLimits(db, shop, buyer.userId, lines);
  await checkSeckillOnce(db, buyer.userId, lines);
  return { checkoutType, lines };
}

/** The buyer's own address chosen for the order (20004 when it is not theirs or gone). */
async function chosenAddress(
  db: Db,
  userId: number,
  addressId: number | null | undefined,
): Promise<Quote["address"]> {
  if (!addressId) return null;
  const [row] = await db
    .select()
    .from(s.addresses)
    .where(and(eq(s.addresses.id, addressId), eq(s.addresses.userId, userId)));
  if (!row) throw missing("address");
  return row;
}

/** The chosen coupon when it applies; `strict` refuses one that does not (20001). */
function chosenCoupon(
  coupons: Quote["coupons"],
  userCouponId: number | null | undefined,
  strict: boolean,
): { couponId: number | null; couponDiscount: number } {
  if (!userCouponId) return { couponId: null, couponDiscount: 0 };
  const chosen = coupons.find((c) => c.userCouponId === userCouponId);
  if (chosen?.verdict.usable)
    return { couponId: chosen.userCouponId, couponDiscount: chosen.verdict.discount };
  if (strict) throw new DomainError(Codes.couponAbnormal, "coupon cannot be used on this order");
  return { couponId: null, couponDiscount: 0 };
}

/** §6 points: the most that may pay for this order, what is used of it, and the payable amount. */
function pointsAndPayable(
  buyer: Buyer,
  shop: Shop,
  asked: number,
  ready: boolean,
  amounts: Omit<Parameters<typeof payableAmount>[0], "pointsMoney">,
) {
  const beforePoints = payableAmount({ ...amounts, pointsMoney: 0 });
  const best = ready
    ? pointsRedemption(buyer.points, buyer.platform.pointLevels, shop.currency, beforePoints)
    : { points: 0, money: 0 };
  if (asked > buyer.points)
    throw new DomainError(Codes.wrongAmount, "more points than the balance", {
      balance: buyer.points,
    });
  const usePoints = asked > 0 && best.points > 0;
  const pointsMoney = usePoints ? best.money : 0;
  return {
    pointsUsed: usePoints ? best.points : 0,
    pointsMoney,
    maxPoints: best.points,
    maxPointsMoney: best.money,
    payable: payableAmount({ ...amounts, pointsMoney }),
  };
}

/** The booking fields of the order (merged over its lines) and how many travellers it names. */
function orderFields(lines: ResolvedLine[], buyer: Buyer, checkoutType: 1 | 2) {
  const fields = mergeFields(
    lines.map((l) =>
      checkoutFields({
        productType: l.product.productType as 1 | 2 | 3,
        platformFields: buyer.platform.bookingFields,
        needContact: l.product.needContact,
        contactRequired: l.product.contactRequired,
        shippingRequired: l.product.shippingRequired,
        checkoutType,
      }),
    ),
  );
  const totalQuantity = lines.reduce((n, l) => n + l.quantity, 0);
  const travellers = fields.find((f) => f.key === "travelers");
  return {
    fields,
    travellerCount: travellerCount(
      travellers ? (travellers.required ? "each" : "none") : "none",
      totalQuantity,
    ),
  };
}

/** product id → its §3 refund policy items, in their order. */
async function refundPoliciesOf(db: Db, productIds: number[]) {
  const refundPolicies = new Map<number, RefundPolicyItem[]>();
  if (!productIds.length) return refundPolicies;
  const rows = await db
    .select()
    .from(s.refundPolicyItems)
    .where(inArray(s.refundPolicyItems.productId, productIds))
    .orderBy(asc(s.refundPolicyItems.id));
  for (const r of rows) {
    const items = refundPolicies.get(r.productId) ?? [];
    items.push({
      inventory_type: r.inventoryType as 0 | 1 | 2,
      date: r.days,
      time: r.time,
      before: r.before,
      proportion: r.proportion,
    });
    refundPolicies.set(r.productId, items);
  }
  return refundPolicies;
}

/**
 * The whole §7 checkout/fee computation. `strictCoupon`: a chosen coupon that does not apply is
 * refused with 20001 (booking) instead of being left unapplied (fee).
 */
export async function quote(
  db: Db,
  shop: Shop,
  buyer: Buyer,
  body: FeeBody,
  options: { strictCoupon: boolean },
): Promise<Quote> {
  const { checkoutType, lines } = await pricedLines(db, shop, buyer, body);
  const productAmount = lines.reduce((n, l) => n + l.unit * l.quantity, 0);
  const promoAmount = 0; // no promotion rules exist in the reference catalogue (order/booking_promo_discount answers 0)
  const addressNeeded = needsAddress(
    checkoutType,
    lines.map((l) => ({ shipping_required: l.product.shippingRequired })),
  );
  const address = await chosenAddress(db, buyer.userId, body.address_id);
  const ready = !addressNeeded || address !== null;
  const express = ready
    ? await expressFor(db, shop, lines, address ? address.region || address.district : null)
    : 0;

  // §5: coupons and points are not fetched without a chosen address
  const productIds = [...new Set(lines.map((l) => l.product.id))];
  const coupons = ready
    ? await checkoutCoupons(db, shop, buyer.userId, productAmount, productIds)
    : [];
  const { couponId, couponDiscount } = chosenCoupon(coupons, body.coupon_id, options.strictCoupon);
  return {
    checkoutType,
    lines,
    productAmount,
    promoAmount,
    coupons,
    couponId,
    couponDiscount,
    express,
    needsAddress: addressNeeded,
    address,
    pointsBalance: buyer.points,
    ...pointsAndPayable(buyer, shop, body.points ?? 0, ready, {
      total: productAmount,
      couponDiscount,
      shipping: express === UNREACHABLE ? 0 : express,
      promo: promoAmount,
      source: lines[0]?.product.source ?? 0,
    }),
    ...orderFields(lines, buyer, checkoutType),
    refundPolicies: await refundPoliciesOf(db, productIds),
  };
}

/** One field list for the order: a key shown by any line, required if any line requires it. */
function mergeFields(lists: BookingField[][]): BookingField[] {
  const out = new Map<string, boolean>();
  for (const list of lists)
    for (const f of list) out.set(f.key, (out.get(f.key) ?? false) || f.required);
  return [...out].map(([key, required]) => ({ key, required }));
}

export function quoteLineView(l: ResolvedLine, shop: Shop): QuoteLine {
  return {
    key: l.key,
    basket_line_id: l.basketLineId,
    product_id: l.product.id,
    variant_id: l.variant.id,
    sn: l.product.sn,
    seo_sn: l.product.seoSn,
    title: tr(shop, l.product.title),
    variant_name: l.variantName,
    image: l.product.images[0] ?? "",
    product_type: l.product.productType,
    shipping_required: l.product.shippingRequired,
    book_at: l.bookAt,
    book_time: l.bookTime,
    quantity: l.quantity,
    unit_amount: l.unit,
    total_amount: l.unit * l.quantity,
    promo_discount: 0,
    activity_item_id: l.activityItem?.id ?? null,
  };
}

export function feeView(q: Quote, shop: Shop): Fee {
  return {
    currency: shop.currency,
    symbol: symbolOf(shop),
    checkout_type: q.checkoutType,
    lines: q.lines.map((l) => ({
      ...quoteLineView(l, shop),
      refund: {
        tag: l.product.refundTag as 0 | 2 | 3,
        items: q.refundPolicies.get(l.product.id) ?? [],
      },
    })),
    product_amount: q.productAmount,
    promo_amount: q.promoAmount,
    coupons: q.coupons.map((c) => ({
      user_coupon_id: c.userCouponId,
      coupon_id: c.couponId,
      name: c.name,
      discount_amount: c.verdict.usable ? c.verdict.discount : 0,
      min_spent_amount: c.minSpent,
      expires_at: c.expiresAt.toISOString(),
      usable: c.verdict.usable,
      reason: c.verdict.usable ? null : c.verdict.reason,
    })),
    coupon_id: q.couponId,
    coupon_discount: q.couponDiscount,
    express: {
      amount: q.express,
      needs_address: q.needsAddress,
      address_id: q.address?.id ?? null,
    },
    point: {
      balance: q.pointsBalance,
      points: q.pointsUsed,
      money: q.pointsMoney,
      max_points: q.maxPoints,
      max_money: q.maxPointsMoney,
    },
    payable_amount: q.payable,
    fields: q.fields,
    traveller_count: q.travellerCount,
  };
}
