// Spec §3 Refund policy item, §4 Product refund tag, §9 after-sales: what one line refunds at a
// moment (lib/commerce/refunds/after-sales.schema applies it to orders). Apart from after-sales' request schemas,
// so the product page's cancellation terms (lib/commerce/refunds/refund-terms) bring no zod to the
// browser (issue 20). Times are the shop's (GMT+8); every cut-off minute is inclusive.
import { withinAfterSales } from "../orders/orders";
import type { RefundPolicyItem } from "../catalogue/product.schema";

const SHOP_OFFSET_MS = 8 * 3_600_000;

/** The shop-local calendar day of an instant, "YYYY-MM-DD". */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last instant of minute `time` ("HH:mm") on shop day `day` shifted by `days`. */
export function cutOff(day: string, days: number, time: string): Date {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const midnight = Date.parse(`${day}T00:00:00.000Z`) - SHOP_OFFSET_MS;
  return new Date(midnight + days * 86_400_000 + (h * 60 + m) * 60_000 + 59_999);
}

/** What a line's refund is based on. */
export type RefundLineFacts = {
  /** §3 product_type: 1 commodity, 2 trip, 3 food */
  productType: number;
  refundTag: number;
  policy: RefundPolicyItem[];
  /** date of use / session, when the product has them */
  bookAt: string | null;
  bookTime: string | null;
  /** the cash paid for this line (its share of paid_amount) */
  cash: number;
  /** a voucher of this line has been used */
  used: boolean;
};

export type LineRefund = {
  amount: number;
  /** percent of the line's cash */
  proportion: number;
  /** the policy item that sets it, when one does */
  item: RefundPolicyItem | null;
  /** why: refundable any time, by a policy item, goods after-sales, or why not */
  rule: "anytime" | "policy" | "goods" | "nonRefundable" | "expired" | "used" | "cancel";
  /** until when this amount holds (null: no time limit) */
  until: string | null;
};

type Moment = { paidAt: Date; completedAt: Date | null; shipped: boolean; now: Date };

function policyDeadline(item: RefundPolicyItem, line: RefundLineFacts, paidAt: Date): Date | null {
  const reference = item.inventory_type === 0 ? shopDay(paidAt) : line.bookAt;
  if (reference === null) return null;
  return cutOff(reference, item.before ? -item.date : item.date, item.time);
}

/**
 * §4 Product refund tag and §3 refund policy items: what a line refunds at `now`. Tag 0 refunds
 * nothing; tag 2 refunds all until the end of the date of use (or any time when undated) while
 * unused; tag 3 takes the most generous item whose cut-off has not passed (inventoryType 0 from the
 * purchase day, 1 and 2 from the date of use or session). Goods (product type 1) follow the §9
 * after-sales rule instead: all of it until 7 days after receipt.
 */
export function lineRefund(line: RefundLineFacts, at: Moment): LineRefund {
  const none = (rule: LineRefund["rule"]): LineRefund => ({
    amount: 0,
    proportion: 0,
    item: null,
    rule,
    until: null,
  });
  const share = (proportion: number) => Math.floor((line.cash * proportion) / 100);
  if (line.productType === 1) {
    if (!withinAfterSales(at.completedAt, at.now)) return none("expired");
    const until = at.completedAt
      ? new Date(at.completedAt.getTime() + 7 * 86_400_000).toISOString()
      : null;
    return { amount: line.cash, proportion: 100, item: null, rule: "goods", until };
  }
  if (line.used) return none("used");
  if (line.refundTag === 0) return none("nonRefundable");
  if (line.refundTag === 2) {
    if (line.bookAt === null)
      return { amount: line.cash, proportion: 100, item: null, rule: "anytime", until: null };
    const end = cutOff(line.bookAt, 0, "23:59");
    if (at.now.getTime() > end.getTime()) return none("expired");
    return {
      amount: line.cash,
      proportion: 100,
      item: null,
      rule: "anytime",
      until: end.toISOString(),
    };
  }
  let best: LineRefund | null = null;
  for (const item of line.policy) {
    const deadline = policyDeadline(item, line, at.paidAt);
    if (deadline === null || at.now.getTime() > deadline.getTime()) continue;
    if (best === null || item.proportion > best.proportion) {
      best = {
        amount: share(item.proportion),
        proportion: item.proportion,
        item,
        rule: "policy",
        until: deadline.toISOString(),
      };
    }
  }
  return best ?? none("expired");
}
