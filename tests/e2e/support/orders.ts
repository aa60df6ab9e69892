// Orders placed through the storefront's own route handlers, and the ops steps on the upstream's
// /ops routes with the e2e ops token (orders.spec, serverless.spec).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { post, unique, UPSTREAM } from "./shop";

const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";

export type Summary = { id: number; sn: string; product_type: number; stock_type: number };
export type Detail = Summary & {
  confirmation: number;
  refund: { tag: number };
  title: string;
  shipping_required: boolean;
};
export type Variant = { id: number; stock: number; min_purchase: number };

export async function upstream<T>(
  request: APIRequestContext,
  path: string,
  language = "en",
): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: "default", language, currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

export async function ops(
  request: APIRequestContext,
  command: string,
  body: Record<string, unknown>,
) {
  const res = await request.post(`${UPSTREAM}/ops/${command}`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  const json = await res.json();
  expect(json.code, JSON.stringify(json)).toBe(10000);
  return json.data;
}

/** A plain (undated) product of `type` in stock; for tickets, instant and refundable any time. */
export async function pick(request: APIRequestContext, type: 1 | 2) {
  for (let page = 1; page <= 3; page++) {
    const { list } = await upstream<{ list: Summary[] }>(request, `products?page=${page}`);
    for (const p of list.filter((x) => x.product_type === type && x.stock_type === 0)) {
      const detail = await upstream<Detail>(request, `product/${p.id}`);
      if (type === 2 && (detail.confirmation !== 0 || detail.refund.tag !== 2)) continue;
      const { variants } = await upstream<{ variants: Variant[] }>(
        request,
        `product/${p.id}/variants`,
      );
      const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
      if (variant) return { product: detail, variant };
    }
  }
  throw new Error(`no plain product of type ${type} for this spec`);
}

type Line = { product_id: number; variant_id: number; quantity: number };

/**
 * Books `line` through the BFF — an address when it ships, a traveller for each one the fee asks
 * for — and answers the order's sn and the amount it costs.
 */
export async function bookLine(
  page: Page,
  line: Line,
  { shipping = false }: { shipping?: boolean } = {},
): Promise<{ sn: string; amount: number }> {
  let address_id: number | undefined;
  if (shipping) {
    address_id = (
      await post(page, "/api/account/address", {
        name: "Ada",
        country_code: "86",
        phone: "13800138000",
        region: "Shanghai",
        district: "Pudong",
        address: "1 Century Ave",
        email: "ada@example.com",
      })
    ).id;
  }
  const fee = await post(page, "/api/checkout/fee", {
    currency: "CNY",
    checkout_lines: [line],
    ...(address_id ? { address_id } : {}),
  });
  const tourist_ids: number[] = [];
  for (let i = 0; i < fee.traveller_count; i++) {
    const traveller = await post(page, "/api/account/tourist", {
      first_name: "Xiaoming",
      last_name: "Chen",
      chinese_name: "陈小明",
      id_type: 2,
      id_number: `E1234567${i}`,
      birthday: "1990-01-01",
      country_code: "86",
      phone: "13800138000",
    });
    tourist_ids.push(traveller.id);
  }
  const booked = await post(
    page,
    "/api/orders/booking",
    {
      currency: "CNY",
      checkout_lines: [line],
      ...(address_id ? { address_id } : {}),
      contact: { name: "陈小明", phone: "13800138000", email: "ada@example.com" },
      tourist_ids,
      other: {},
      expected_amount: fee.payable_amount,
    },
    { "idempotency-key": `e2e-${unique()}` },
  );
  return { sn: booked.sn as string, amount: fee.payable_amount as number };
}

/** Books one unit of a plain product (an address for goods); answers the order sn. */
export async function book(page: Page, item: { product: Detail; variant: Variant }) {
  const line = { product_id: item.product.id, variant_id: item.variant.id, quantity: 1 };
  return (await bookLine(page, line, { shipping: item.product.shipping_required })).sn;
}

export async function pay(page: Page, sn: string) {
  const { url } = await post(
    page,
    "/api/orders/pay",
    { sn, payment_method: "alipay" },
    { "idempotency-key": `e2e-pay-${unique()}` },
  );
  await page.goto(url);
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);
}
