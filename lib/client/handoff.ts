import type { DirectBuy } from "@/lib/commerce/checkout/purchase.schema";

// What one screen hands the next through localStorage (spec §9 "stored locally: buy data,
// checkout info"). The product page writes the direct-buy choice before /book/{id}; the cart writes
// the chosen basket lines before /checkout/confirm. Readers validate with the lib/commerce schemas
// (directBuySchema); writers here stay free of zod, since they run on cached catalogue pages.

/** Spec §5 direct buy (checkout type 1): valid under directBuySchema. */
const DIRECT_BUY_KEY = "tf_buy";
/** Cart checkout (checkout type 2): { basket_lines_id: number[] }. */
const CART_CHECKOUT_KEY = "tf_checkout";

export type CartCheckout = { basket_lines_id: number[] };

function write(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // private mode or a full quota: the next page finds nothing and says so
    return false;
  }
}

export function saveDirectBuy(choice: DirectBuy): boolean {
  return write(DIRECT_BUY_KEY, choice);
}

export function saveCartCheckout(choice: CartCheckout): boolean {
  return write(CART_CHECKOUT_KEY, choice);
}
