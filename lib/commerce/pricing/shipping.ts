// Spec §3 Shipping fee (by item count, by weight, or fixed), §8 "an express amount of -1 means the
// address is unreachable for delivery", §9 "remote regions are excluded from free shipping".
import type { ExpressRule } from "../catalogue/product.schema";

/** §8: the express amount meaning "cannot deliver to this address". */
export const UNREACHABLE = -1;

/** first_fee for the first `firstUnit` units, then additional_fee per started `additionalUnit`. */
function stepped(
  units: number,
  firstUnit: number,
  firstFee: number,
  additionalUnit: number,
  additionalFee: number,
): number {
  const beyond = Math.max(0, units - Math.max(0, firstUnit));
  // an additional unit of 0 (or less) would divide by zero: charge per single unit instead
  return firstFee + Math.ceil(beyond / Math.max(1, additionalUnit)) * additionalFee;
}

/**
 * §3 Shipping fee, in minor units, or -1 (§8) when the rule cannot deliver to the region.
 * - excluded_regions are the regions the rule does not deliver to: -1, whatever the order;
 * - `remoteRegions` (§9) are delivered but never free: free_over_amount does not apply there;
 * - otherwise free when the subtotal reaches free_over_amount (null = never free);
 * - an empty order (quantity 0) costs nothing; no rule (null) costs nothing;
 * - count: first_fee covers the first `first_unit` items, then additional_fee per started
 *   `additional_unit` items; weight: the same in grams; fixed: fixed_fee.
 * A null region (no address chosen yet) is neither excluded nor remote.
 */
export function shippingFee(
  rule: ExpressRule | null,
  order: { quantity: number; weightGrams: number; subtotal: number; region: string | null },
  remoteRegions: readonly string[] = [],
): number {
  if (!rule) return 0;
  const region = order.region;
  if (region !== null && rule.excluded_regions.includes(region)) return UNREACHABLE;
  if (order.quantity <= 0) return 0;
  const remote = region !== null && remoteRegions.includes(region);
  if (!remote && rule.free_over_amount !== null && order.subtotal >= rule.free_over_amount)
    return 0;
  switch (rule.rule_type) {
    case "count":
      return stepped(
        order.quantity,
        rule.first_unit,
        rule.first_fee,
        rule.additional_unit,
        rule.additional_fee,
      );
    case "weight":
      return stepped(
        Math.max(0, order.weightGrams),
        rule.first_unit,
        rule.first_fee,
        rule.additional_unit,
        rule.additional_fee,
      );
    case "fixed":
      return rule.fixed_fee;
  }
}

/**
 * What the address asked at checkout is for (§5 Checkout requirements: an address for cart checkout
 * or shipping-required products). Goods that ship make it the shipping address; a cart of tickets
 * or e-vouchers ships nothing, so the address it still asks for is the billing address — and no
 * shipping line is shown at all (never "Shipping: Free" for an e-voucher).
 */
export type AddressPurpose = "shipping" | "billing";

/** Whether anything in the order is sent by post. */
export function shipsAnything(lines: readonly { shipping_required: boolean }[]): boolean {
  return lines.some((l) => l.shipping_required);
}

export function addressPurpose(ships: boolean): AddressPurpose {
  return ships ? "shipping" : "billing";
}
