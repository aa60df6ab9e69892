// Spec §4 Product refund tag (0 non-refundable, 2 refundable any time before use, 3 conditional),
// §3 refund policy items (inventoryType 0 relative to purchase, 1 to the date of use, 2 to the
// session; 23:59 is the end-of-day cutoff) and §9 after-sales, in words: the policy as message keys
// and values (messages/*.json "refund" holds the words), and the one-line cancellation terms shown
// where the price is — in the booking panel beside the total and at checkout before Pay ("Free
// cancellation until …", "Non-refundable"). The terms ask ./refunds lineRefund what a line bought
// now would refund, so the summary cannot promise more than the refund page later gives.
import { AFTER_SALES_DAYS } from "../orders/orders";
import { lineRefund, POLICY_BASE, REFUND_TAG, type RefundTag } from "./refunds";
import { PRODUCT_TYPE } from "../catalogue/product-types";
import { shopMinute } from "../time/shop-time";
import type { RefundPolicyItem } from "../catalogue/product.schema";

/** §9 after-sales: a request is reviewed within 24 hours; the refund is credited in 1–5 working days. */
const AFTER_SALES_REVIEW_HOURS = 24;
const REFUND_CREDIT_WORKING_DAYS = { min: 1, max: 5 } as const;

export type RefundLine =
  | { key: "nonRefundable" }
  | { key: "anytime" }
  | { key: "noPolicy" }
  | { key: "afterSales"; values: { days: number } }
  | { key: "afterSalesReview"; values: { hours: number; min: number; max: number } }
  | {
      key: "beforeUse" | "afterPurchase" | "beforeSession";
      values: {
        days: number;
        time: string;
        endOfDay: "yes" | "no";
        proportion: number;
        full: "yes" | "no";
      };
    };

export function refundLines(tag: RefundTag, items: RefundPolicyItem[]): RefundLine[] {
  if (tag === REFUND_TAG.nonRefundable) return [{ key: "nonRefundable" }];
  if (tag === REFUND_TAG.anytime) return [{ key: "anytime" }];
  if (items.length === 0) return [{ key: "noPolicy" }];
  // most generous window first, the way a shopper reads a policy
  return [...items]
    .sort((a, b) => b.proportion - a.proportion || b.date - a.date)
    .map((item) => ({
      key:
        item.inventory_type === POLICY_BASE.purchase
          ? "afterPurchase"
          : item.inventory_type === POLICY_BASE.useDate
            ? "beforeUse"
            : "beforeSession",
      values: {
        days: item.date,
        time: item.time,
        endOfDay: item.time === "23:59" ? "yes" : "no",
        proportion: item.proportion,
        full: item.proportion >= 100 ? "yes" : "no",
      },
    }));
}

/**
 * Goods (product type 1) are not refunded by a policy but by the §9 after-sales rule — the rule
 * ./refunds lineRefund applies: 7 days from receipt, reviewed within 24 hours,
 * credited in 1–5 working days.
 */
export function afterSalesLines(): RefundLine[] {
  return [
    { key: "afterSales", values: { days: AFTER_SALES_DAYS } },
    {
      key: "afterSalesReview",
      values: {
        hours: AFTER_SALES_REVIEW_HOURS,
        min: REFUND_CREDIT_WORKING_DAYS.min,
        max: REFUND_CREDIT_WORKING_DAYS.max,
      },
    },
  ];
}

export type TermsFacts = {
  /** §3 product_type: 1 commodity, 2 trip, 3 food */
  productType: number;
  refundTag: number;
  policy: RefundPolicyItem[];
  /** does the product need a date of use (stock type 1 or 2)? */
  dated: boolean;
  /** the chosen date of use and session, when chosen */
  bookAt: string | null;
  bookTime: string | null;
};

export type CancellationTerms =
  /** goods: §9 after-sales, `days` from receipt */
  | { kind: "goods"; days: number }
  | { kind: "nonRefundable" }
  /** a full refund until `until` (shop time "YYYY-MM-DD HH:mm"), or any time before use when null */
  | { kind: "free"; until: string | null }
  /** the best refund open now is partial, until `until` */
  | { kind: "partial"; proportion: number; until: string }
  /** no date chosen yet: a full refund up to `days` before the date of use, by `time` */
  | { kind: "freeBefore"; days: number; time: string }
  /** refundable by the policy, depending on the date (no full refund in it, or a session-relative one) */
  | { kind: "conditional" };

/**
 * What cancelling a booking of this product made `now` would give back, in one line. Goods follow
 * after-sales; tag 0 never refunds; otherwise the refund a line paid now would get (lineRefund):
 * full → "free until", less → "partial until", nothing left for that date → non-refundable. Before
 * a date is chosen, a dated product's date-relative policy is stated in days before use.
 */
export function cancellationTerms(p: TermsFacts, now: Date): CancellationTerms {
  if (p.productType === PRODUCT_TYPE.goods) return { kind: "goods", days: AFTER_SALES_DAYS };
  if (p.refundTag === REFUND_TAG.nonRefundable) return { kind: "nonRefundable" };
  if (p.dated && p.bookAt === null) {
    if (p.refundTag === REFUND_TAG.anytime) return { kind: "free", until: null };
    const full = p.policy
      .filter((i) => i.proportion >= 100 && i.before && i.inventory_type === POLICY_BASE.useDate)
      .sort((a, b) => a.date - b.date)[0];
    if (full) return { kind: "freeBefore", days: full.date, time: full.time };
    return p.policy.length ? { kind: "conditional" } : { kind: "nonRefundable" };
  }
  const r = lineRefund(
    {
      productType: p.productType,
      refundTag: p.refundTag,
      policy: p.policy,
      bookAt: p.bookAt,
      bookTime: p.bookTime,
      cash: 10_000,
      used: false,
    },
    { paidAt: now, completedAt: null, shipped: false, now },
  );
  if (r.proportion <= 0) return { kind: "nonRefundable" };
  const until = r.until === null ? null : shopMinute(r.until);
  if (r.proportion >= 100) return { kind: "free", until };
  return until === null
    ? { kind: "conditional" }
    : { kind: "partial", proportion: r.proportion, until };
}
