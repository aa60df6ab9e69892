import { screen } from "@testing-library/react";
import { OrderCardView } from "@/components/order/order-card";
import { OrderList } from "@/components/order/order-list";
import type { OrderCard } from "@/lib/commerce/orders/orders.schema";
import en from "@/messages/en.json";
import { renderWithShop } from "../account/render";

// A cancelled order's card shows what it cost (not ¥0.00); an empty tab says so and offers a way
// on.

const card = (over: Partial<OrderCard> = {}): OrderCard => ({
  sn: "2611230ABCDEFGHJK",
  status: 5,
  label: "cancelled",
  order_type: 1,
  currency_code: "CNY",
  requested_amount: 12800,
  paid_amount: 0,
  is_delivery: true,
  created_at: "2026-11-23T02:00:00.000Z",
  pay_deadline: "2026-11-23T02:30:00.000Z",
  lines: [
    {
      id: 1,
      title: "Tea set",
      variant_name: "Blue",
      image: "",
      quantity: 1,
      book_at: null,
      book_time: null,
    },
  ],
  actions: ["buyAgain"],
  ...over,
});

describe("OrderCardView total", () => {
  it.each<[string, Partial<OrderCard>, string]>([
    ["a cancelled unpaid order shows what it asked for", {}, "¥128.00"],
    [
      "an unpaid order shows what is to pay",
      { status: 0, label: "pending", actions: ["pay", "cancel"] },
      "¥128.00",
    ],
    [
      "a paid order shows the cash paid",
      { status: 1, label: "toShip", paid_amount: 12000, requested_amount: 12000, actions: [] },
      "¥120.00",
    ],
  ])("%s", (_name, over, amount) => {
    renderWithShop(<OrderCardView order={card(over)} onChanged={jest.fn()} />);
    expect(screen.getByTestId("order-card-amount")).toHaveTextContent(amount);
  });
});

describe("OrderList with nothing under the tab", () => {
  it("says the tab is empty and offers the shop, never a blank", () => {
    renderWithShop(
      <OrderList
        tab="pending"
        initial={{ list: [], count: 0, page: 1, page_size: 10 }}
        nextHref={null}
      />,
    );
    expect(screen.getByTestId("orders-empty")).toHaveTextContent(en.orders.empty.pending);
    expect(screen.getByRole("link", { name: en.orders.browse })).toHaveAttribute(
      "href",
      "/products",
    );
  });
});
