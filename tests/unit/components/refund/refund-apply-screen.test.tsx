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

// Issue 21: a paid goods order not yet shipped read "Refundable now JP¥9,710.00", then "JP¥9,074.00"
// on the line, then "This order cannot be refunded now." One answer (lib/commerce/after-sales
// refundNow): the header is the lines plus shipping, and the page offers the way to it.
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
const order = (over: Partial<OrderView> = {}) =>
  ({
    sn: "2611230ABCDEFGHJK",
    status: 1,
    label: "toShip",
    currency_code: "JPY",
    actions: ["cancel", "remind", "buyAgain"],
    lines: [line],
    refundable_amount: 971000,
    refund_shipping: 63600,
    refund_way: "cancel",
    refunds: [],
    points_used: 0,
    apply_types: [0, 1, 2],
    ...over,
  }) as unknown as OrderView;

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
