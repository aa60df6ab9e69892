import { act } from "@testing-library/react";
import type { Fee } from "@/lib/commerce/checkout/checkout.schema";
import { installFetch, jsonResponse } from "../account/render";

export { renderWithShop } from "../account/render";

/** A checkout/fee answer: one ticket line at ¥100 × 2, contact only, nothing to ship. */
export function feeAnswer(over: Partial<Fee> = {}): Fee {
  return {
    currency: "CNY",
    symbol: "¥",
    checkout_type: 1,
    lines: [
      {
        key: "51::",
        basket_line_id: null,
        product_id: 5,
        variant_id: 51,
        sn: "P5",
        seo_sn: "harbour-cruise",
        title: "Harbour Cruise",
        variant_name: "Adult",
        image: "",
        product_type: 2,
        shipping_required: false,
        book_at: "2026-12-01",
        book_time: "18:45",
        quantity: 2,
        unit_amount: 10000,
        total_amount: 20000,
        promo_discount: 0,
        activity_item_id: null,
        refund: {
          tag: 3,
          items: [{ inventory_type: 1, date: 2, time: "23:59", before: true, proportion: 100 }],
        },
      },
    ],
    product_amount: 20000,
    promo_amount: 0,
    coupons: [],
    coupon_id: null,
    coupon_discount: 0,
    express: { amount: 0, needs_address: false, address_id: null },
    point: { balance: 0, points: 0, money: 0, max_points: 0, max_money: 0 },
    payable_amount: 20000,
    fields: [{ key: "contact", required: true }],
    traveller_count: 0,
    ...over,
  };
}

export const tourist = (id: number, last: string) => ({
  id,
  first_name: "TAI MAN",
  last_name: last,
  chinese_name: "",
  id_type: 2,
  id_number: `E1234567${id}`,
  birthday: "1990-01-31",
  country_code: "852",
  phone: "+852 91234567",
  is_default: false,
});

export const address = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: "Chan Tai Man",
  country_code: "86",
  phone: "13800138000",
  region: "Guangdong",
  district: "Tianhe",
  address: "1 Harbour Road",
  email: "chan@example.com",
  is_default: false,
  ...over,
});

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };
type Reply = { status?: number; body: unknown };

/**
 * A fetch double answering like the BFF: each route is a function of the request body (and of how
 * many times the route was called), returning the data of a success or a whole failure envelope.
 */
export function fakeBff(routes: Record<string, (body: unknown, nth: number) => Reply>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      url,
      method: init.method ?? "GET",
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[url];
    if (!route) return jsonResponse(404, { code: 40004, errorKey: "unknownRoute" });
    const reply = route(body, calls.filter((c) => c.url === url).length);
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  installFetch(fetchMock);
  return { calls, of: (url: string) => calls.filter((c) => c.url === url) };
}

export const ok = (data: unknown): Reply => ({ body: { code: 10000, data } });
export const fail = (
  status: number,
  code: number,
  errorKey: string,
  extra: Record<string, unknown> = {},
): Reply => ({ status, body: { code, errorKey, ...extra } });

/**
 * Lets every pending promise and React update run (a form's async validation, a handler's
 * awaits) without waiting on the clock: after it, a request the UI was going to send is sent.
 */
export async function settle(rounds = 10) {
  for (let i = 0; i < rounds; i++) await act(async () => {});
}
