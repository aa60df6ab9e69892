import "server-only";
import type { AddOnOffer } from "../commerce/checkout/checkout-form";
import { addOnCandidates, addOnLine } from "../commerce/checkout/purchase";
import type { CallContext } from "./client";
import { getProduct, getProductCombination } from "./catalogue";

/**
 * §2 Cart and checkout "add-on products" for a direct buy of `productId`: the main product and its
 * combination ("bought together") products, the ones addOnCandidates lets through, then one detail
 * call per candidate for its variant and minimum purchase. An add-on is an extra, never a reason
 * for the checkout to fail: any failed call leaves that offer (or all of them) out.
 */
export async function loadAddOns(ctx: CallContext, productId: number): Promise<AddOnOffer[]> {
  try {
    const [main, combination] = await Promise.all([
      getProduct(ctx, productId),
      getProductCombination(ctx, productId),
    ]);
    const candidates = addOnCandidates(main, combination);
    const offers = await Promise.all(
      candidates.map(async (c): Promise<AddOnOffer | null> => {
        const detail = await getProduct(ctx, c.id).catch(() => null);
        const line = detail ? addOnLine(detail, detail.variants) : null;
        return line
          ? {
              product_id: c.id,
              title: c.title,
              image: c.image,
              symbol: detail?.symbol ?? c.symbol,
              ...line,
            }
          : null;
      }),
    );
    return offers.filter((o): o is AddOnOffer => o !== null);
  } catch {
    return [];
  }
}
