import { fetcherFor } from "@/lib/client/fetcher";
import { deliverySplitVerdict } from "@/lib/commerce/checkout/purchase";
import { basketSchema, type Basket } from "@/lib/commerce/checkout/checkout.schema";
import { Codes } from "@/lib/commerce/contract/error-codes";

// The cart page's data: the basket from GET /api/basket parsed with the wire schema, and the
// selection rules of spec §5 (lines with a problem cannot be checked out; one delivery type per
// order, §8 20003).

export type BasketLine = Basket["lines"][number];
export type { Basket };

export const fetchBasket = fetcherFor(basketSchema);

export type Selection = {
  /** ids that can go to checkout now: selected, still in the basket, without a problem */
  ids: number[];
  /** the pieces chosen: the sum of the lines' quantities ("2 items" for one line × 2) */
  items: number;
  total: number;
  /** true when the selection mixes shipped and not-shipped lines (§5, §8 20003) */
  mixed: boolean;
};

export function selectionOf(lines: BasketLine[], selected: ReadonlySet<number>): Selection {
  const chosen = lines.filter(
    (l) => l.basket_line_id !== null && selected.has(l.basket_line_id) && !l.problem,
  );
  return {
    ids: chosen.map((l) => l.basket_line_id!),
    items: chosen.reduce((sum, l) => sum + l.quantity, 0),
    total: chosen.reduce((sum, l) => sum + l.total_amount, 0),
    mixed: deliverySplitVerdict(chosen) === Codes.deliveryTypesDiffer,
  };
}

/** Lines grouped by delivery type, not-shipped (tickets, vouchers) first; empty groups left out. */
export function groupsOf(lines: BasketLine[]): { shipped: boolean; lines: BasketLine[] }[] {
  return [false, true]
    .map((shipped) => ({ shipped, lines: lines.filter((l) => l.shipping_required === shipped) }))
    .filter((g) => g.lines.length > 0);
}

/** Ids of the lines that can be selected for checkout (no problem). */
export function eligibleIds(lines: BasketLine[]): number[] {
  return lines.filter((l) => !l.problem && l.basket_line_id !== null).map((l) => l.basket_line_id!);
}

/** The basket after a quantity change, as the shopper should see it before the server answers. */
export function withQuantity(basket: Basket, id: number, quantity: number): Basket {
  return {
    ...basket,
    lines: basket.lines.map((l) =>
      l.basket_line_id === id ? { ...l, quantity, total_amount: l.unit_amount * quantity } : l,
    ),
  };
}

export function without(basket: Basket, id: number): Basket {
  return { ...basket, lines: basket.lines.filter((l) => l.basket_line_id !== id) };
}
