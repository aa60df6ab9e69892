import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { PaymentConfirm } from "@/components/payment/payment-confirm";
import { PaymentResult, POLL_MS } from "@/components/payment/payment-result";
import type { OrderStatus } from "@/lib/commerce/checkout/checkout.schema";
import { navigate } from "@/lib/client/navigate";
import en from "@/messages/en.json";
import { fail, fakeBff, ok, renderWithShop } from "../checkout/harness";

// Spec §2 /payment/confirm and /payment/result, §4 Unpaid orders (countdown), §8 20012 and
// 'The order is invalid, please order again', §9 payment methods.

jest.mock("@/lib/client/navigate", () => ({ navigate: jest.fn(), replaceLocation: jest.fn() }));

const SN = "2611230ABCDEFGHJK";
const order = (over: Partial<OrderStatus> = {}): OrderStatus => ({
  sn: SN,
  status: 0,
  requested_amount: 31600,
  paid_amount: 0,
  currency_code: "CNY",
  pay_deadline: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
  payment: null,
  order_type: 1,
  vouchers: 0,
  ...over,
});

beforeEach(() => (navigate as jest.Mock).mockClear());

describe("PaymentConfirm", () => {
  const renderConfirm = (deadline = order().pay_deadline) =>
    renderWithShop(
      <PaymentConfirm
        sn={SN}
        amount={31600}
        symbol="¥"
        deadline={deadline}
        methods={["wechat", "alipay", "credit_card"]}
      />,
    );

  it("shows the amount, a countdown in hours, minutes and seconds, and the methods in words", async () => {
    fakeBff({});
    renderConfirm();
    expect(screen.getByTestId("payment-amount")).toHaveTextContent("¥316.00");
    await waitFor(() =>
      expect(screen.getByTestId("payment-countdown")).toHaveTextContent(/^00:29:(29|30)$/),
    );
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      en.payment.method.wechat,
      en.payment.method.alipay,
      en.payment.method.credit_card,
    ]);
    expect(screen.getByRole("radio", { name: en.payment.method.wechat })).toBeChecked();
  });

  it("Pay opens the gateway's page for the chosen method", async () => {
    const bff = fakeBff({
      "/api/orders/pay": () => ok({ url: "http://localhost:4000/sandbox/pay/PAY1", paid: false }),
    });
    renderConfirm();
    fireEvent.click(screen.getByRole("radio", { name: en.payment.method.alipay }));
    await waitFor(() => expect(screen.getByTestId("payment-pay")).toBeEnabled());
    fireEvent.click(screen.getByTestId("payment-pay"));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("http://localhost:4000/sandbox/pay/PAY1"),
    );
    expect(bff.of("/api/orders/pay")[0]!.body).toEqual({ sn: SN, payment_method: "alipay" });
    expect(bff.of("/api/orders/pay")[0]!.headers["idempotency-key"]).toBeTruthy();
  });

  it("20012: below the card minimum, in words, and the shopper can pick another method", async () => {
    fakeBff({
      "/api/orders/pay": () => fail(400, 20012, "belowCardMinimum", { data: { minimum: 100 } }),
    });
    renderConfirm();
    fireEvent.click(screen.getByRole("radio", { name: en.payment.method.credit_card }));
    await waitFor(() => expect(screen.getByTestId("payment-pay")).toBeEnabled());
    fireEvent.click(screen.getByTestId("payment-pay"));
    expect(await screen.findByTestId("payment-error")).toHaveTextContent(
      en.errors.belowCardMinimum,
    );
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: en.payment.method.wechat }));
    expect(screen.queryByTestId("payment-error")).not.toBeInTheDocument();
  });

  it("a deadline that has passed reads as the closed order", async () => {
    fakeBff({});
    renderConfirm(new Date(Date.now() - 1000).toISOString());
    expect(await screen.findByTestId("payment-closed")).toHaveTextContent(en.payment.closed);
  });
});

describe("PaymentResult", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const status = `/api/orders/${SN}/status`;

  it.each([
    [
      order({ status: 1, paid_amount: 31600, payment: { ref: "P", method: "wechat", status: 1 } }),
      "paid",
      en.payment.paid,
    ],
    [order({ payment: { ref: "P", method: "wechat", status: 2 } }), "failed", en.payment.failed],
  ])("settled: %#", async (initial, outcome, heading) => {
    const bff = fakeBff({ [status]: () => ok(initial) });
    renderWithShop(<PaymentResult sn={SN} initial={initial} />);
    expect(screen.getByTestId("payment-result")).toHaveAttribute("data-outcome", outcome);
    expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.payment.home })).toHaveAttribute("href", "/");
    // nothing left to wait for: no polling, however long the page stays open
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(bff.of(status)).toHaveLength(0);
  });

  // The next step after paying, not only "Back to home"
  it.each([
    ["instant confirmation (vouchers issued): View vouchers and View order", 2, 3, true],
    ["on request (no vouchers yet): View order only", 1, 0, false],
  ])("paid, %s", (_label, status, vouchers, offersVouchers) => {
    fakeBff({});
    renderWithShop(
      <PaymentResult
        sn={SN}
        initial={order({
          status,
          vouchers,
          paid_amount: 31600,
          payment: { ref: "P", method: "wechat", status: 1 },
        })}
      />,
    );
    expect(screen.getByRole("link", { name: en.payment.viewOrder })).toHaveAttribute(
      "href",
      `/account/order/${SN}`,
    );
    const link = screen.queryByRole("link", { name: en.payment.viewVouchers });
    if (offersVouchers) expect(link).toHaveAttribute("href", `/account/order/${SN}/vouchers`);
    else expect(link).toBeNull();
    expect(screen.getByRole("link", { name: en.payment.home })).toHaveAttribute("href", "/");
  });

  it("failed or pending: no order or voucher links yet", () => {
    fakeBff({});
    renderWithShop(
      <PaymentResult
        sn={SN}
        initial={order({ vouchers: 0, payment: { ref: "P", method: "wechat", status: 2 } })}
      />,
    );
    expect(screen.queryByRole("link", { name: en.payment.viewOrder })).toBeNull();
    expect(screen.queryByRole("link", { name: en.payment.viewVouchers })).toBeNull();
  });

  it("failed: Try again goes back to /payment/confirm", () => {
    fakeBff({});
    renderWithShop(
      <PaymentResult
        sn={SN}
        initial={order({ payment: { ref: "P", method: "wechat", status: 2 } })}
      />,
    );
    expect(screen.getByRole("link", { name: en.payment.tryAgain })).toHaveAttribute(
      "href",
      `/payment/confirm?sn=${SN}`,
    );
  });

  it("closed (5): 'The order is invalid, please order again'", () => {
    fakeBff({});
    renderWithShop(<PaymentResult sn={SN} initial={order({ status: 5 })} />);
    expect(screen.getByTestId("payment-closed")).toHaveTextContent(
      "The order is invalid, please order again",
    );
  });

  it("pending: waits, asks again, and stops once paid", async () => {
    const bff = fakeBff({
      [status]: (_, nth) =>
        ok(
          nth < 2
            ? order({ payment: { ref: "P", method: "wechat", status: 0 } })
            : order({
                status: 1,
                paid_amount: 31600,
                payment: { ref: "P", method: "wechat", status: 1 },
              }),
        ),
    });
    renderWithShop(
      <PaymentResult
        sn={SN}
        initial={order({ payment: { ref: "P", method: "wechat", status: 0 } })}
      />,
    );
    expect(screen.getByRole("heading", { name: en.payment.pending })).toBeInTheDocument();
    // the page asks every POLL_MS (a fake clock: no real waiting)
    for (
      let i = 0;
      i < 5 && screen.getByTestId("payment-result").getAttribute("data-outcome") !== "paid";
      i++
    ) {
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    }
    expect(screen.getByTestId("payment-result")).toHaveAttribute("data-outcome", "paid");
    expect(screen.getByTestId("payment-result")).toHaveTextContent("¥316.00");
    const polls = bff.of(status).length;
    // once on arrival, once more after POLL_MS (the second answer is paid)
    expect(polls).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(bff.of(status)).toHaveLength(polls);
  });
});
