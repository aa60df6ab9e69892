// Spec §4 refund tags (0 non-refundable, 2 refundable any time before use, 3 conditional) and §3
// refund policy items: inventoryType 0 relative to purchase, 1 to the date of use, 2 to the
// session; 23:59 is the end-of-day cutoff. The storefront states each rule in words: this turns
// a policy into message keys + values; messages/*.json "refund" holds the words.
import type { RefundPolicyItem } from "./wire/product";

export type RefundLine =
  | { key: "nonRefundable" }
  | { key: "anytime" }
  | { key: "noPolicy" }
  | {
      key: "beforeUse" | "afterPurchase" | "beforeSession";
      values: { days: number; time: string; endOfDay: "yes" | "no"; proportion: number; full: "yes" | "no" };
    };

export function refundLines(tag: 0 | 2 | 3, items: RefundPolicyItem[]): RefundLine[] {
  if (tag === 0) return [{ key: "nonRefundable" }];
  if (tag === 2) return [{ key: "anytime" }];
  if (items.length === 0) return [{ key: "noPolicy" }];
  // most generous window first, the way a shopper reads a policy
  return [...items]
    .sort((a, b) => b.proportion - a.proportion || b.date - a.date)
    .map((item) => ({
      key: item.inventory_type === 0 ? "afterPurchase" : item.inventory_type === 1 ? "beforeUse" : "beforeSession",
      values: {
        days: item.date,
        time: item.time,
        endOfDay: item.time === "23:59" ? "yes" : "no",
        proportion: item.proportion,
        full: item.proportion >= 100 ? "yes" : "no",
      },
    }));
}
