import { render, screen } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { RefundApplyScreen } from "@/components/refund/refund-apply-screen";
import type { OrderView } from "@/lib/upstream/orders";
import en from "@/messages/en.json";

// The server screen's translations, from the real English messages.
jest.mock("next-intl/server", () => {
  const messages = jest.requireActual("@/messages/en.json");
  const { createTranslator: make } = jest.requireActual("next-intl");
  return {
    getTranslations: async (namespace: string) => make({ locale: "en", messages, namespace }),
    getMessages: async () => messages,
  };
});
jest.mock("@/lib/upstream/personal", () => ({ loadOrderData: jest.fn(), requireToken: jest.fn() }));

// A paid goods order not yet shipped gives one answer everywhere (lib/commerce/refunds/refunds
// refundNow, docs/decisions/refund-before-shipping.md): the header is the lines plus shipping, the
// lines say the same amounts, and the page offers the way to it.
const line = {
  id: 1,
  product_id: 5,
  variant_id: 51,
  seo_sn: "tea-set",
  title: "Tea set",
  variant_name: "Blue",
  image: "",
  product_type: 1,
  confirmation: 0,
  refund_tag: 0,
  book_at: null,
  book_time: null,
  quantity: 1,
  unit_amount: 907400,
  total_amount: 907400,
  promo_discount: 0,
  refund: { amount: 907400, proportion: 100, rule: "cancel" as const, item: null, until: null },
  vouchers: 0,
};
const order = (over: Partial<OrderView> = {}): OrderView => ({
  sn: "2611230ABCDEFGHJK",
  status: 1,
  label: "toShip",
  order_type: 1,
  currency_code: "JPY",
  requested_amount: 971000,
  paid_amount: 971000,
  is_delivery: true,
  created_at: "2026-11-23T01:00:00.000Z",
  pay_deadline: "2026-11-23T01:30:00.000Z",
  actions: ["cancel", "remind", "buyAgain"],
  language_code: "en",
  fulfillment_type: 0,
  confirmed_at: null,
  has_multiple_shipping: false,
  product_amount: 907400,
  promo_amount: 0,
  coupon_discount: 0,
  shipping_amount: 63600,
  points_used: 0,
  points_money: 0,
  payment_method: "sandbox",
  paid_at: "2026-11-23T01:05:00.000Z",
  shipped_at: null,
  completed_at: null,
  closed_at: null,
  reminded_at: null,
  contact: { name: "Mei Chan", phone: "+852 91234567", email: "mei@example.com" },
  address: null,
  booking_fields: { travelers: [], other: {} },
  lines: [line],
  refundable_amount: 971000,
  refund_shipping: 63600,
  refund_way: "cancel",
  apply_types: [0, 1, 2],
  after_sales_until: null,
  refunds: [],
  ...over,
});

async function show(o: OrderView) {
  const ui = await RefundApplyScreen({ order: o, header: null });
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe("RefundApplyScreen", () => {
  it("an unshipped paid order: header = line + shipping, and the way is cancelling — never 'cannot be refunded now'", async () => {
    await show(order());
    const header = screen.getByTestId("refundable-amount").textContent!;
    expect(header).toContain("9,710.00");
    expect(screen.getByTestId("refundable-line")).toHaveTextContent("9,074.00");
    expect(screen.getByTestId("refundable-shipping")).toHaveTextContent("636.00");
    expect(screen.getByTestId("refund-by-cancel")).toHaveTextContent(
      createTranslator({ locale: "en", messages: en, namespace: "refundApply" })("cancelWay", {
        amount: header,
      }),
    );
    expect(screen.getByRole("link", { name: en.refundApply.cancelAction })).toHaveAttribute(
      "href",
      "/order/cancel?sn=2611230ABCDEFGHJK",
    );
    expect(screen.queryByTestId("refund-not-allowed")).not.toBeInTheDocument();
  });

  it("no way now: the amounts are 0 and the page says it cannot be refunded now", async () => {
    await show(
      order({
        refundable_amount: 0,
        refund_shipping: 0,
        refund_way: "none",
        lines: [{ ...line, refund: { ...line.refund, amount: 0, rule: "goods" } }],
      } as Partial<OrderView>),
    );
    expect(screen.getByTestId("refundable-amount")).toHaveTextContent("0.00");
    expect(screen.queryByTestId("refundable-shipping")).not.toBeInTheDocument();
    expect(screen.getByTestId("refund-not-allowed")).toHaveTextContent(
      en.refundApply.notAllowedNow,
    );
  });
});
