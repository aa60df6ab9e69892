// Reads of the seeded catalogue straight from the upstream, for specs that need a product of a kind
// (a ticket, a plain food voucher in stock) without depending on the seed's ids.
import { expect, type APIRequestContext } from "@playwright/test";
import { UPSTREAM } from "./shop";

const HEADERS = { platform: "default", language: "en", currency: "CNY" };

export type Summary = {
  id: number;
  sn: string;
  seo_sn: string;
  product_type: number;
  stock_type: number;
};
export type Variant = { id: number; stock: number; min_purchase: number };

/** GET an upstream path as the default brand in English and CNY; expects 200 and answers `data`. */
export async function upstream<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, { headers: HEADERS });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

/** The first 50 products of the default brand's list. */
export async function firstProducts(request: APIRequestContext): Promise<Summary[]> {
  const { list } = await upstream<{ list: Summary[] }>(request, "products?page=1&page_size=50");
  return list;
}

/** A plain (undated) food voucher in stock: bookable straight from /book/{id}. */
export async function pickPlain(
  request: APIRequestContext,
  list?: Summary[],
): Promise<{ product: Summary; variant: Variant }> {
  for (const product of (list ?? (await firstProducts(request))).filter(
    (x) => x.product_type === 3 && x.stock_type === 0,
  )) {
    const { variants } = await upstream<{ variants: Variant[] }>(
      request,
      `product/${product.id}/variants`,
    );
    const variant = variants.find((v) => v.stock >= 10 && v.min_purchase <= 1);
    if (variant) return { product, variant };
  }
  throw new Error("no plain food voucher in the seed");
}
