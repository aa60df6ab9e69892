import { act, screen } from "@testing-library/react";
import { FlashSaleClock, type FlashWindow } from "@/components/promo/flash-sale-clock";
import { resetServerClock, TIME_ENDPOINT } from "@/lib/client/server-clock";
import { installFetch, jsonResponse, renderWithShop } from "../account/render";

// Spec §4 Flash sale on a cached page: the page carries absolute instants and the now it was
// rendered with; the browser counts down on its clock set by the server's (/api/time).
const NOW = Date.parse("2026-11-22T12:00:00.000Z");
const minutes = (n: number) => n * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function flashWindow(start: number, end: number, renderNow: number): FlashWindow {
  return {
    start_date: iso(start),
    end_date: iso(end),
    renderNow: iso(renderNow),
    startsAt: "22 Nov, 20:00",
    endsAt: "23 Nov, 20:00",
  };
}

/** The server's clock reads `serverNow` when asked; `null`: the request fails. */
function serverClock(serverNow: number | null) {
  const fetchMock = jest.fn((url: string) => {
    expect(url).toBe(TIME_ENDPOINT);
    if (serverNow === null) return Promise.reject(new TypeError("offline"));
    return Promise.resolve(jsonResponse(200, { now: iso(serverNow) }));
  });
  return installFetch(fetchMock);
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe("FlashSaleClock on a page rendered (cached) 27 minutes ago", () => {
  const renderedAt = NOW - minutes(27);
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    resetServerClock();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows the time left to the end from now, not from the render", async () => {
    serverClock(NOW);
    // on sale since two hours, ends in one hour: the render would have said 1:27:00
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW - minutes(120), NOW + minutes(60), renderedAt)} />,
    );
    await settle();
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ends in 01:00:00");
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ends in 00:59:55");
  });

  it("counts down to a start from now, and flips to the end countdown once started", async () => {
    serverClock(NOW);
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW + minutes(10), NOW + minutes(70), renderedAt)} />,
    );
    await settle();
    const clock = screen.getByTestId("countdown");
    expect(clock).toHaveTextContent("Starts in 00:10:00");
    expect(clock).toHaveAttribute("data-phase", "coming");
    act(() => jest.advanceTimersByTime(minutes(10)));
    expect(clock).toHaveAttribute("data-phase", "live");
    expect(clock).toHaveTextContent("Ends in 01:00:00");
  });

  it("a sale that was coming at the render and has started since shows as on", async () => {
    serverClock(NOW);
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW - minutes(5), NOW + minutes(25), renderedAt)} />,
    );
    await settle();
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ends in 00:25:00");
  });

  it("corrects a browser clock that runs 5 minutes fast by the server's", async () => {
    jest.setSystemTime(NOW + minutes(5));
    serverClock(NOW);
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW - minutes(120), NOW + minutes(60), renderedAt)} />,
    );
    await settle();
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ends in 01:00:00");
  });

  it("without the server's answer, a right browser clock still counts from now", async () => {
    serverClock(null);
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW - minutes(120), NOW + minutes(60), renderedAt)} />,
    );
    await settle();
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ends in 01:00:00");
  });

  it("asks the server's clock once for every countdown on the page", async () => {
    const fetchMock = serverClock(NOW);
    const w = flashWindow(NOW - minutes(120), NOW + minutes(60), renderedAt);
    renderWithShop(
      <div>
        <FlashSaleClock window={w} />
        <FlashSaleClock window={w} />
        <FlashSaleClock window={w} />
      </div>,
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId("countdown").map((c) => c.textContent)).toEqual([
      "Ends in 01:00:00",
      "Ends in 01:00:00",
      "Ends in 01:00:00",
    ]);
  });

  it("before the clock is known it shows the absolute time, which no cache makes wrong", async () => {
    serverClock(NOW);
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW - minutes(120), NOW + minutes(60), renderedAt)} />,
    );
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ends 23 Nov, 20:00 (GMT+8)");
    expect(screen.getByTestId("countdown")).toHaveAttribute("data-ticking", "false");
    await settle();
    expect(screen.getByTestId("countdown")).toHaveAttribute("data-ticking", "true");
  });

  it("an ended sale says so", async () => {
    serverClock(NOW);
    renderWithShop(
      <FlashSaleClock window={flashWindow(NOW - minutes(120), NOW - minutes(1), renderedAt)} />,
    );
    await settle();
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ended");
  });
});
