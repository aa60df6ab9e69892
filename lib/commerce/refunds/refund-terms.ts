// Spec §4 Product refund tag (0 non-refundable, 2 refundable any time, 3 conditional), §3 refund
// policy items and §9 after-sales: the one-line cancellation terms shown where the price is — in
// the booking panel beside the total and at checkout before Pay ("Free cancellation until …",
// "Non-refundable"). It asks lib/commerce/refunds/after-sales.schema lineRefund what a line bought now would
// refund, so the summary cannot promise more than the refund page later gives.
import { AFTER_SALES_DAYS } from "../orders/orders";
import { lineRefund } from "./line-refund";
import type { RefundPolicyItem } from "../catalogue/product.schema";

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

const SHOP_OFFSET_MS = 8 * 3_600_000;

/** An instant as the shop's clock shows it (GMT+8): "YYYY-MM-DD HH:mm". */
export function shopMinute(iso: string): string {
  return new Date(Date.parse(iso) + SHOP_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/**
 * What cancelling a booking of this product made `now` would give back, in one line. Goods follow
 * after-sales; tag 0 never refunds; otherwise the refund a line paid now would get (lineRefund):
 * full → "free until", less → "partial until", nothing left for that date → non-refundable. Before
 * a date is chosen, a dated product's date-relative policy is stated in days before use.
 */
export function cancellationTerms(p: TermsFacts, now: Date): CancellationTerms {
  if (p.productType === 1) return { kind: "goods", days: AFTER_SALES_DAYS };
  if (p.refundTag === 0) return { kind: "nonRefundable" };
  if (p.dated && p.bookAt === null) {
    if (p.refundTag === 2) return { kind: "free", until: null };
    const full = p.policy
      .filter((i) => i.proportion >= 100 && i.before && i.inventory_type === 1)
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
