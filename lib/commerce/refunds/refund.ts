// Spec §4 refund tags (0 non-refundable, 2 refundable any time before use, 3 conditional) and §3
// refund policy items: inventoryType 0 relative to purchase, 1 to the date of use, 2 to the
// session; 23:59 is the end-of-day cutoff. The storefront states each rule in words: this turns
// a policy into message keys + values; messages/*.json "refund" holds the words.
import { AFTER_SALES_DAYS } from "../orders/orders";
import type { RefundPolicyItem } from "../catalogue/product.schema";

/** §9 after-sales: a request is reviewed within 24 hours; the refund is credited in 1–5 working days. */
export const AFTER_SALES_REVIEW_HOURS = 24;
export const REFUND_CREDIT_WORKING_DAYS = { min: 1, max: 5 } as const;

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

export function refundLines(tag: 0 | 2 | 3, items: RefundPolicyItem[]): RefundLine[] {
  if (tag === 0) return [{ key: "nonRefundable" }];
  if (tag === 2) return [{ key: "anytime" }];
  if (items.length === 0) return [{ key: "noPolicy" }];
  // most generous window first, the way a shopper reads a policy
  return [...items]
    .sort((a, b) => b.proportion - a.proportion || b.date - a.date)
    .map((item) => ({
      key:
        item.inventory_type === 0
          ? "afterPurchase"
          : item.inventory_type === 1
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
 * lib/commerce/refunds/after-sales.schema lineRefund applies: 7 days from receipt, reviewed within 24 hours,
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
