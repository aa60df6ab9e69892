import { AmountFacts, BookingFacts, ContactFacts } from "@/components/order/order-facts";
import type { OrderDetail } from "@/lib/commerce/orders/orders.schema";
import { renderWithShop } from "../account/render";

// The order page's facts are a valid definition list (axe, serious): no wrapper `div` around the
// total inside the list. A `dl` holds only groups of one `dt` and its `dd`; and a
// label never wraps ("E-/mail" beside a long address at 390 px).

const order: OrderDetail = {
  sn: "2611230ABCDEFGHJK",
  status: 1,
  label: "toShip",
  order_type: 1,
  currency_code: "CNY",
  requested_amount: 13_800,
  paid_amount: 13_800,
  is_delivery: true,
  created_at: "2026-11-23T02:00:00.000Z",
  pay_deadline: "2026-11-23T02:30:00.000Z",
  actions: [],
  language_code: "en",
  fulfillment_type: 0,
  confirmed_at: null,
  has_multiple_shipping: false,
  product_amount: 12_800,
  promo_amount: 0,
  coupon_discount: 500,
  shipping_amount: 1_500,
  points_used: 0,
  points_money: 0,
  payment_method: "sandbox",
  paid_at: "2026-11-23T02:05:00.000Z",
  shipped_at: null,
  completed_at: null,
  closed_at: null,
  reminded_at: null,
  contact: { name: "Ada Chan", phone: "+852 51234567", email: "ada.chan.long.name@example.com" },
  address: null,
  booking_fields: { travelers: [], other: { people_count: "2" } },
  lines: [],
  refundable_amount: 13_800,
  refund_shipping: 1_500,
  refund_way: "cancel",
  apply_types: [0],
  after_sales_until: null,
  refunds: [],
};

/** Every `dl` rendered: its children, each a `div` holding exactly one `dt` then one `dd`. */
function groupsOf(container: HTMLElement) {
  return [...container.querySelectorAll("dl")].flatMap((dl) =>
    [...dl.children].map((group) => ({
      tag: group.tagName.toLowerCase(),
      inside: [...group.children].map((c) => c.tagName.toLowerCase()),
    })),
  );
}

describe("order facts (definition lists)", () => {
  it.each([
    ["amounts", <AmountFacts key="a" order={order} symbol="¥" />],
    ["contact", <ContactFacts key="c" order={order} />],
    ["booking fields", <BookingFacts key="b" fields={order.booking_fields} />],
  ])("%s: each entry of the list is a dt and its dd in one div", (_name, element) => {
    const { container } = renderWithShop(element);
    const groups = groupsOf(container);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group).toEqual({ tag: "div", inside: ["dt", "dd"] });
  });

  it("keeps each label on one line; the value wraps instead", () => {
    const { container } = renderWithShop(<ContactFacts order={order} />);
    for (const dt of container.querySelectorAll("dt"))
      expect(dt.className).toEqual(expect.stringContaining("whitespace-nowrap"));
  });
});
