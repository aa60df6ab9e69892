// Orders in a known state for the after-sales suites: booked (and paid through the sandbox page)
// by a shopper, for a ticket or a good of the seed catalogue.
import { eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import type { AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, goods, ticket, type Goods, type Ticket } from "./checkout-fixtures";

const RETURN_URL = "http://localhost:3000/payment/result";
let keyNo = 0;
export const key = () => ({ "idempotency-key": `orders-${Date.now().toString(36)}-${++keyNo}` });

export type Placed = { sn: string; token: string; amount: number };

async function travellers(h: AccountHarness, token: string, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await h.as(token)("POST", "/accounts/tourist", {
      first_name: "Ada",
      last_name: "Lee",
      chinese_name: "",
      id_type: 2,
      id_number: `E1234567${i}`,
      birthday: "1990-01-01",
      country_code: "86",
      phone: "13800138000",
    });
    ids.push(res.body.data.id as number);
  }
  return ids;
}

/** Books `lines` for `token` (travellers and an address as the quote asks) and answers the order. */
export async function place(
  h: AccountHarness,
  token: string,
  lines: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Promise<Placed> {
  const address = (await h.as(token)("POST", "/accounts/address", ADDRESS)).body.data.id as number;
  const q = (
    await h.as(token)("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: lines,
      address_id: address,
      ...extra,
    })
  ).body.data;
  const tourist_ids = await travellers(h, token, q.traveller_count as number);
  const res = await h.as(token)(
    "POST",
    "/order/booking",
    {
      currency: "CNY",
      contact: CONTACT,
      checkout_lines: lines,
      address_id: address,
      tourist_ids,
      expected_amount: q.payable_amount,
      ...extra,
    },
    key(),
  );
  if (res.body.code !== 10000) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return { sn: res.body.data.sn as string, token, amount: q.payable_amount as number };
}

/** Pays an order through the sandbox gateway page (Approve). */
export async function pay(h: AccountHarness, order: Placed) {
  const res = await h.as(order.token)(
    "POST",
    "/accounts/order/confirm",
    { sn: order.sn, payment_method: "alipay", return_url: RETURN_URL },
    key(),
  );
  const ref = (res.body.data.url as string).split("/").pop();
  const approved = await h.app.request(`/sandbox/pay/${ref}`, {
    method: "POST",
    body: new URLSearchParams({ decision: "approve" }),
  });
  if (approved.status !== 303) throw new Error(`sandbox approve answered ${approved.status}`);
}

const ticketLine = (t: Ticket, quantity = 1) => ({
  product_id: t.productId,
  variant_id: t.variantId,
  quantity,
  book_at: t.bookAt,
  book_time: t.bookTime,
});
export const goodsLine = (g: Goods, quantity = 1) => ({
  product_id: g.productId,
  variant_id: g.variantId,
  quantity,
});

/** A paid ticket order; `onRequest` makes the product confirmed by the provider. */
export async function paidTicket(
  h: AccountHarness,
  token: string,
  options: { quantity?: number; onRequest?: boolean; stock?: number; refundTag?: number } = {},
) {
  const t = await ticket(h, options.stock ?? 20);
  await h.database.db
    .update(s.products)
    .set({ confirmation: options.onRequest ? 1 : 0, refundTag: options.refundTag ?? 2 })
    .where(eq(s.products.id, t.productId));
  const order = await place(h, token, [ticketLine(t, options.quantity ?? 2)]);
  await pay(h, order);
  return { ...order, ticket: t };
}

export async function paidGoods(
  h: AccountHarness,
  token: string,
  options: { quantity?: number; stock?: number; skip?: number } = {},
) {
  const g = await goods(h, options.stock ?? 20, options.skip ?? 0);
  const order = await place(h, token, [goodsLine(g, options.quantity ?? 1)]);
  await pay(h, order);
  return { ...order, goods: g };
}
