import { act, screen } from "@testing-library/react";
import { UnpaidCountdown } from "@/components/order/unpaid-countdown";
import en from "@/messages/en.json";
import { renderWithShop } from "../account/render";

// Spec §4 Unpaid orders: a countdown in hours, minutes and seconds; the order closes when it ends.

beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-23T10:00:00.000Z") }));
afterEach(() => jest.useRealTimers());

describe("UnpaidCountdown", () => {
  it("counts down in h:m:s and, at 0, shows the order closed and calls onClosed once", () => {
    const onClosed = jest.fn();
    renderWithShop(<UnpaidCountdown deadline="2026-11-23T11:00:03.000Z" onClosed={onClosed} />);
    expect(screen.getByTestId("order-countdown")).toHaveTextContent("01:00:03");
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByTestId("order-countdown")).toHaveTextContent("01:00:00");
    act(() => jest.advanceTimersByTime(3_599_000));
    expect(screen.getByTestId("order-countdown")).toHaveTextContent("00:00:01");
    expect(onClosed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByTestId("order-countdown")).not.toBeInTheDocument();
    expect(screen.getByTestId("order-countdown-closed")).toHaveTextContent(en.orders.closedNow);
    expect(onClosed).toHaveBeenCalledTimes(1);
    // it keeps ticking at 0 without asking again (the page refresh must not loop)
    act(() => jest.advanceTimersByTime(5_000));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("a deadline already past reads as closed at once", () => {
    const onClosed = jest.fn();
    renderWithShop(<UnpaidCountdown deadline="2026-11-23T09:59:59.000Z" onClosed={onClosed} />);
    expect(screen.getByTestId("order-countdown-closed")).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
