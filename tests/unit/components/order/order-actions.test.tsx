import { fireEvent, screen, waitFor } from "@testing-library/react";
import { OrderActions, type ActionOrder } from "@/components/order/order-actions";
import en from "@/messages/en.json";
import { fail, fakeBff, ok, renderWithShop, settle } from "../checkout/harness";

// Spec §4 Order actions: cancel asks to confirm or keep; confirm receipt and remind say their outcome in words.

const SN = "2611230ABCDEFGHJK";
const order = (over: Partial<ActionOrder> = {}): ActionOrder => ({
  sn: SN,
  status: 0,
  paid_amount: 0,
  points_used: 0,
  actions: ["pay", "cancel"],
  ...over,
});

describe("OrderActions", () => {
  it("offers exactly the actions the upstream allows, pay going to the payment screen", () => {
    fakeBff({});
    renderWithShop(<OrderActions order={order()} symbol="¥" onChanged={jest.fn()} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([
      en.orders.action.pay,
      en.orders.action.cancel,
    ]);
    expect(screen.getByTestId("order-action-pay")).toHaveAttribute(
      "href",
      `/payment/confirm?sn=${SN}`,
    );
    // without JavaScript the cancel link leads to the cancellation screen
    expect(screen.getByTestId("order-action-cancel")).toHaveAttribute(
      "href",
      `/order/cancel?sn=${SN}`,
    );
  });

  it("cancel → Keep order closes the question and sends nothing", async () => {
    const bff = fakeBff({
      [`/api/orders/${SN}/cancel`]: () => ok({ cancel_status: "succeeded", label: "cancelled" }),
    });
    const onChanged = jest.fn();
    renderWithShop(<OrderActions order={order()} symbol="¥" onChanged={onChanged} />);
    fireEvent.click(screen.getByTestId("order-action-cancel"));
    const dialog = screen.getByRole("alertdialog", { name: en.orders.cancelTitle });
    expect(dialog).toHaveTextContent(en.orders.cancelUnpaid);
    expect(screen.getByTestId("cancel-dialog-keep")).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: en.orders.cancelKeep }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await settle();
    expect(bff.calls).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("cancel → Cancel order calls the BFF, says so and reloads the order", async () => {
    const bff = fakeBff({
      [`/api/orders/${SN}/cancel`]: () => ok({ cancel_status: "succeeded", label: "cancelled" }),
    });
    const onChanged = jest.fn();
    renderWithShop(<OrderActions order={order()} symbol="¥" onChanged={onChanged} />);
    fireEvent.click(screen.getByTestId("order-action-cancel"));
    fireEvent.click(screen.getByRole("button", { name: en.orders.cancelConfirm }));
    expect(await screen.findByText(en.orders.cancelled)).toBeInTheDocument();
    expect(bff.of(`/api/orders/${SN}/cancel`)).toHaveLength(1);
    expect(bff.of(`/api/orders/${SN}/cancel`)[0]!.method).toBe("POST");
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("a paid order: the question names the full refund; in progress is said as such", async () => {
    fakeBff({
      [`/api/orders/${SN}/cancel`]: () => ok({ cancel_status: "in_progress", label: "canceling" }),
    });
    renderWithShop(
      <OrderActions
        order={order({ status: 1, paid_amount: 31600, actions: ["cancel"] })}
        symbol="¥"
        onChanged={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId("order-action-cancel"));
    expect(screen.getByRole("alertdialog")).toHaveTextContent("You get a full refund of ¥316.00.");
    fireEvent.click(screen.getByTestId("cancel-dialog-confirm"));
    expect(await screen.findByText(en.orders.cancelInProgress)).toBeInTheDocument();
  });

  it("10033 (e.g. points used): cancel failed, in words, and nothing reloads", async () => {
    fakeBff({ [`/api/orders/${SN}/cancel`]: () => fail(400, 10033, "orderTypeNotAllowed") });
    const onChanged = jest.fn();
    renderWithShop(<OrderActions order={order()} symbol="¥" onChanged={onChanged} />);
    fireEvent.click(screen.getByTestId("order-action-cancel"));
    fireEvent.click(screen.getByTestId("cancel-dialog-confirm"));
    expect(await screen.findByText(en.orders.cancelNotAllowed)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("confirm receipt asks first, then says it is done", async () => {
    const bff = fakeBff({ [`/api/orders/${SN}/complete`]: () => ok({}) });
    const onChanged = jest.fn();
    renderWithShop(
      <OrderActions
        order={order({ status: 3, actions: ["confirmReceipt", "logistics"] })}
        symbol="¥"
        onChanged={onChanged}
      />,
    );
    expect(screen.getByTestId("order-action-logistics")).toHaveAttribute(
      "href",
      `/account/order/${SN}/shipping`,
    );
    fireEvent.click(screen.getByTestId("order-action-confirmReceipt"));
    expect(bff.calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId("receive-dialog-confirm"));
    expect(await screen.findByText(en.orders.received)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("remind: too soon is said with the time it becomes possible (shop time)", async () => {
    fakeBff({
      [`/api/orders/${SN}/remind`]: () =>
        ok({ reminded: false, next_at: "2026-11-24T02:30:00.000Z" }),
    });
    renderWithShop(
      <OrderActions
        order={order({ status: 1, actions: ["remind"] })}
        symbol="¥"
        onChanged={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId("order-action-remind"));
    expect(
      await screen.findByText(
        "You have already reminded the merchant. You can remind again after 2026-11-24 10:30.",
      ),
    ).toBeInTheDocument();
  });

  it("remind: done", async () => {
    fakeBff({
      [`/api/orders/${SN}/remind`]: () =>
        ok({ reminded: true, next_at: "2026-11-24T02:30:00.000Z" }),
    });
    renderWithShop(
      <OrderActions
        order={order({ status: 1, actions: ["remind"] })}
        symbol="¥"
        onChanged={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId("order-action-remind"));
    await waitFor(() => expect(screen.getByText(en.orders.reminded)).toBeInTheDocument());
  });
});
