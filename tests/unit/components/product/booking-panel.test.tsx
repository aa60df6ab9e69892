import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { BookingPanel } from "@/components/product/booking-panel";
import { goToSignIn } from "@/lib/client/api";
import { navigate } from "@/lib/client/navigate";
import type { PackedDay } from "@/lib/upstream/reshape/product";
import { epochDay } from "@/lib/commerce/booking/calendar";
import * as money from "@/lib/commerce/pricing/money";
import { directBuySchema } from "@/lib/commerce/checkout/purchase.schema";
import type { Variant } from "@/lib/commerce/catalogue/product.schema";
import en from "@/messages/en.json";
import {
  installIntersectionObserver,
  type ObserverHandle,
} from "../../../support/intersection-observer";
import { installFetch, jsonResponse, renderWithShop } from "../account/render";

/** One option's date as the page packs it (lib/upstream/reshape/product packCalendar): no sessions. */
const day = (variantId: number, date: string, price: number, stock: number): PackedDay => [
  variantId,
  epochDay(date),
  price,
  stock,
];

jest.mock("@/lib/client/toast", () => ({
  ...jest.requireActual("@/lib/client/toast"),
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));
jest.mock("@/lib/client/navigate", () => ({ navigate: jest.fn() }));
// the real formatter, watched: a date cell calls it when it renders (the date-pick re-render test
// below)
jest.mock("@/lib/commerce/pricing/money", () => {
  const actual = jest.requireActual<typeof import("@/lib/commerce/pricing/money")>(
    "@/lib/commerce/pricing/money",
  );
  return { ...actual, formatMoneyCompact: jest.fn(actual.formatMoneyCompact) };
});
jest.mock("@/lib/client/api", () => ({
  ...jest.requireActual("@/lib/client/api"),
  goToSignIn: jest.fn(),
}));

const NOW = "2026-03-02T02:00:00.000Z"; // 10:00 on 2 March in shop time

function variant(over: Partial<Variant> = {}): Variant {
  return {
    id: 501,
    sku: "SKU-501",
    attr_value_ids: [],
    price_amount: 12_000,
    original_price_amount: 0,
    stock: 5,
    min_purchase: 2,
    limit_purchased: 0,
    book_n_days_before_book_date: 0,
    book_time_before_book_date: "23:59",
    weight_grams: 0,
    ...over,
  };
}

type PanelProps = Parameters<typeof BookingPanel>[0];
/**
 * Renders the panel, waits for what its buttons do (booking-actions-live, loaded once the browser
 * is idle) and lets its session request settle (that asks who is signed in on mount).
 */
async function panel(over: Partial<PanelProps> = {}, { live = true } = {}) {
  const props: PanelProps = {
    productId: 77,
    productSn: "P77",
    productType: 1,
    shippingRequired: true,
    stockType: 0,
    symbol: "¥",
    now: NOW,
    variants: [variant()],
    valueNames: {},
    calendar: [],
    productMin: 1,
    productLimit: 0,
    refund: { tag: 0, items: [] },
    ...over,
  };
  const view = renderWithShop(<BookingPanel {...props} />);
  if (live)
    await waitFor(() =>
      expect(screen.getByTestId("booking-actions")).toHaveAttribute("data-live", "true"),
    );
  await act(async () => {});
  return view;
}

/** Answers /api/session as `signedIn`, and the other calls from the queue in order. */
function fetchAs(signedIn: boolean, ...answers: Response[]) {
  const mock = jest.fn((url: string, _init?: RequestInit) => {
    if (url === "/api/session")
      return Promise.resolve(jsonResponse(200, { user: signedIn ? { id: 9, name: "Ada" } : null }));
    const next = answers.shift();
    return next ? Promise.resolve(next) : Promise.reject(new TypeError("offline"));
  });
  installFetch(mock);
  return mock;
}

const more = () => fireEvent.click(screen.getByRole("button", { name: en.booking.increase }));
const fewer = () => fireEvent.click(screen.getByRole("button", { name: en.booking.decrease }));
const shown = () => screen.getByTestId("quantity").textContent;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  fetchAs(true);
});

describe("BookingPanel quantity (spec §5 Purchase)", () => {
  it("starts at the minimum, steps down from it to 0, jumps back up to it, and stops at the stock", async () => {
    await panel();
    expect(shown()).toBe("2");
    fewer();
    expect(shown()).toBe("0");
    expect(screen.getByRole("button", { name: en.booking.decrease })).toBeDisabled();
    more();
    expect(shown()).toBe("2");
    more();
    more();
    more();
    expect(shown()).toBe("5");
    expect(screen.getByRole("button", { name: en.booking.increase })).toBeDisabled();
    expect(screen.getByTestId("booking-total")).toHaveTextContent("¥600.00");
  });

  it("uses the larger of the product and option minimum and caps at the per-order limit", async () => {
    await panel({
      productMin: 3,
      variants: [variant({ min_purchase: 1, stock: 50, limit_purchased: 4 })],
    });
    expect(shown()).toBe("3");
    more();
    more();
    expect(shown()).toBe("4");
    expect(screen.getByRole("button", { name: en.booking.increase })).toBeDisabled();
  });

  it("counts a stock below min_purchase as 0: nothing to step and Book says it is sold out", async () => {
    await panel({ variants: [variant({ stock: 1, min_purchase: 2 })] });
    expect(shown()).toBe("0");
    expect(screen.getByRole("button", { name: en.booking.increase })).toBeDisabled();
    expect(screen.getByText(en.booking.soldOut)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("book-now"));
    expect(screen.getByRole("alert")).toHaveTextContent(en.booking.needStock);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("asks for a quantity when it was stepped down to 0", async () => {
    await panel();
    fewer();
    fireEvent.click(screen.getByTestId("book-now"));
    expect(screen.getByRole("alert")).toHaveTextContent(en.booking.needQuantity);
  });
});

describe("BookingPanel Book and Add to basket", () => {
  const days: PackedDay[] = [day(501, "2026-03-05", 15_000, 9), day(501, "2026-03-06", 16_000, 9)];

  it("on a dated product, Book without a date shows the translated 'choose a date' and stores nothing", async () => {
    await panel({ productType: 2, shippingRequired: false, stockType: 1, calendar: days });
    fireEvent.click(screen.getByTestId("book-now"));
    expect(screen.getByRole("alert")).toHaveTextContent(en.booking.needDate);
    expect(localStorage.getItem("tf_buy")).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("labels the months and, until a date is picked, says what the total is waiting for", async () => {
    await panel({ productType: 2, stockType: 1, calendar: days });
    expect(screen.getByRole("heading", { name: "March 2026" })).toBeInTheDocument();
    expect(screen.getByTestId("booking-total")).toHaveTextContent("Pick a date to see the total");
    fireEvent.click(screen.getByRole("button", { name: /3\/6/ }));
    expect(screen.getByTestId("booking-total")).toHaveTextContent("¥320.00");
  });

  it("stores tf_buy valid under directBuySchema and goes to /book/{id}", async () => {
    await panel({ productType: 2, shippingRequired: false, stockType: 1, calendar: days });
    fireEvent.click(screen.getByRole("button", { name: /3\/6/ }));
    more();
    fireEvent.click(screen.getByTestId("book-now"));
    const stored: unknown = JSON.parse(localStorage.getItem("tf_buy") ?? "null");
    expect(directBuySchema.parse(stored)).toEqual({
      product_id: 77,
      product_sn: "P77",
      variants: [{ variant_id: 501, quantity: 3 }],
      book_at: "2026-03-06",
    });
    expect(navigate).toHaveBeenCalledWith("/book/77");
  });

  // §4 Flash sale on a dated product: the option on sale is booked under its activity item while
  // the sale runs and this shopper holds none (the live answer from /api/seckill/live says so)
  const flash = {
    activityId: 31,
    variantId: 501,
    window: {
      start_date: "2020-01-01T00:00:00.000Z",
      end_date: "2099-01-01T00:00:00.000Z",
      renderNow: NOW,
      startsAt: "",
      endsAt: "",
    },
  };
  const liveAnswer = (bought: boolean, sold = 3) =>
    jsonResponse(200, {
      code: 10000,
      data: {
        now: NOW,
        items: [
          { id: 311, activity_id: 31, product_id: 77, variant_id: 501, stock: 20, sold, bought },
        ],
      },
    });
  it.each([
    ["live and not bought: under the sale", false, 3, 311],
    ["already bought: a plain booking", true, 3, undefined],
    ["sold out: a plain booking", false, 20, undefined],
  ])("Book on the flash-sale option — %s", async (_label, bought, sold, item) => {
    const fetched = fetchAs(true, liveAnswer(bought, sold));
    await panel({ productType: 2, shippingRequired: false, stockType: 1, calendar: days, flash });
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith("/api/seckill/live", expect.anything()),
    );
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: /3\/6/ }));
    fireEvent.click(screen.getByTestId("book-now"));
    const stored = directBuySchema.parse(JSON.parse(localStorage.getItem("tf_buy") ?? "null"));
    expect(stored.activity_item_id).toBe(item);
  });

  // What the buttons do loads after the page (it brings SWR); a press before that is kept
  it("carries out a Book pressed before the buttons' code has loaded", async () => {
    // the browser never turns idle here, so only the press can bring the buttons' code
    const idle = jest.fn(() => 1);
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    try {
      await panel({ productType: 1 }, { live: false });
      expect(idle).toHaveBeenCalled();
      expect(screen.getByTestId("booking-actions")).toHaveAttribute("data-live", "false");
      fireEvent.click(screen.getByTestId("book-now"));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith("/book/77"));
      expect(
        directBuySchema.safeParse(JSON.parse(localStorage.getItem("tf_buy") ?? "null")).success,
      ).toBe(true);
    } finally {
      Reflect.deleteProperty(window, "requestIdleCallback");
      Reflect.deleteProperty(window, "cancelIdleCallback");
    }
  });

  it("sends a visitor through sign-in to /book/{id}, with the choice already stored", async () => {
    fetchAs(false);
    await panel({ productType: 1 });
    fireEvent.click(screen.getByTestId("book-now"));
    expect(
      directBuySchema.safeParse(JSON.parse(localStorage.getItem("tf_buy") ?? "null")).success,
    ).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/auth/index?redirect=%2Fbook%2F77");
  });

  // lib/commerce/catalogue/product-wording: goods are bought, trips and dated food booked, food vouchers bought
  it.each([
    [
      "goods",
      { productType: 1, shippingRequired: true, stockType: 0 },
      en.booking.titleBuy,
      en.booking.buy,
    ],
    [
      "a trip",
      { productType: 2, shippingRequired: false, stockType: 1, calendar: days },
      en.booking.title,
      en.booking.book,
    ],
    [
      "a dated food booking",
      { productType: 3, shippingRequired: false, stockType: 1, calendar: days },
      en.booking.title,
      en.booking.book,
    ],
    [
      "a food voucher",
      { productType: 3, shippingRequired: false, stockType: 0 },
      en.booking.titleVoucher,
      en.booking.buy,
    ],
  ] as const)("words the panel for %s", async (_label, over, title, action) => {
    await panel(over);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(title);
    expect(screen.getByTestId("book-now")).toHaveTextContent(action);
  });

  it("adds to the basket with an Idempotency-Key, reuses it after a network failure, and says the §8 message", async () => {
    // first no answer at all (offline), then a 21001 maxQuantity, then success
    const fetchMock = fetchAs(true);
    await panel();
    const posts = () =>
      fetchMock.mock.calls.filter(([url]) => url === "/api/basket/line").map(([, init]) => init!);
    const keyOf = (i: number) => (posts()[i]!.headers as Record<string, string>)["idempotency-key"];

    fireEvent.click(screen.getByTestId("add-to-cart"));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(en.cart.addFailed));

    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(
        jsonResponse(409, {
          code: 21001,
          errorKey: "beyondPurchaseRange",
          data: { reason: "maxQuantity", quantity: 5 },
        }),
      ),
    );
    fireEvent.click(screen.getByTestId("add-to-cart"));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("Maximum purchase quantity 5."),
    );
    // the retry of the same action kept its key
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(posts()[1]!.body as string)).toEqual({
      product_id: 77,
      variant_id: 501,
      quantity: 2,
    });

    // an answer ends the key: the next press is a new action
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse(200, { code: 10000, data: { id: 1, quantity: 2 } })),
    );
    fireEvent.click(screen.getByTestId("add-to-cart"));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(en.cart.added, expect.anything()),
    );
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it("turns the daily limit (21001 day) into words with what is left", async () => {
    fetchAs(
      true,
      jsonResponse(409, {
        code: 21001,
        errorKey: "beyondPurchaseRange",
        data: { reason: "day", quantity: 1 },
      }),
    );
    await panel();
    fireEvent.click(screen.getByTestId("add-to-cart"));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`${en.cart.limitDay} You can buy 1 more.`),
    );
  });

  it("sends a visitor to sign in and back instead of posting", async () => {
    const fetchMock = fetchAs(false);
    await panel();
    fireEvent.click(screen.getByTestId("add-to-cart"));
    expect(goToSignIn).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/basket/line")).toBe(false);
  });

  it("signs in again when the basket answers 40003", async () => {
    fetchAs(true, jsonResponse(401, { code: 40003, errorKey: "loginExpired" }));
    await panel();
    fireEvent.click(screen.getByTestId("add-to-cart"));
    await waitFor(() => expect(goToSignIn).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
  });
});

// The calendar and the price per person follow the chosen option and date; the total
// follows the quantity; the stepper stops at what is left; the terms sit beside the price.
describe("BookingPanel true prices (spec §2 booking, §5 limits and stock)", () => {
  const adult = variant({
    id: 601,
    attr_value_ids: [1],
    min_purchase: 1,
    limit_purchased: 10,
    stock: 0,
  });
  const child = variant({
    id: 602,
    attr_value_ids: [2],
    min_purchase: 1,
    limit_purchased: 10,
    stock: 0,
  });
  const days: PackedDay[] = [
    day(601, "2026-03-05", 1_225_400, 40),
    day(602, "2026-03-05", 737_800, 40),
    day(601, "2026-03-06", 1_300_000, 1),
    day(602, "2026-03-06", 800_000, 30),
  ];
  const dated = {
    productType: 2 as const,
    shippingRequired: false,
    stockType: 1 as const,
    variants: [adult, child],
    valueNames: { 1: "Adult", 2: "Child" },
    calendar: days,
  };
  const cell = (d: string) =>
    screen.getByTestId("price-calendar").querySelector(`[data-date="${d}"]`)!;

  it("shows the preselected Adult's price on each date, and Child's once Child is chosen", async () => {
    await panel(dated);
    expect(cell("2026-03-05")).toHaveTextContent("12,254");
    expect(cell("2026-03-05")).not.toHaveTextContent("7,378");
    expect(screen.getByText("Price per day for the chosen option, in ¥")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: /Child/ }));
    expect(cell("2026-03-05")).toHaveTextContent("7,378");
    expect(cell("2026-03-06")).toHaveTextContent("8,000");
  });

  it("the price per person follows option and date, and the total the quantity", async () => {
    await panel(dated);
    fireEvent.click(screen.getByRole("button", { name: /3\/5/ }));
    expect(screen.getByTestId("unit-price")).toHaveTextContent("¥12,254.00");
    expect(screen.getByTestId("booking-total")).toHaveTextContent("¥12,254.00");
    more();
    expect(screen.getByTestId("booking-total")).toHaveTextContent("¥24,508.00");
    expect(screen.getByTestId("booking-unit-times")).toHaveTextContent("¥12,254.00 × 2");
    fireEvent.click(screen.getByRole("radio", { name: /Child/ }));
    expect(screen.getByTestId("unit-price")).toHaveTextContent("¥7,378.00");
    expect(screen.getByTestId("booking-total")).toHaveTextContent("¥14,756.00");
    fireEvent.click(screen.getByRole("button", { name: /3\/6/ }));
    expect(screen.getByTestId("unit-price")).toHaveTextContent("¥8,000.00");
    expect(screen.getByTestId("booking-total")).toHaveTextContent("¥16,000.00");
  });

  // A date pick or a quantity step re-renders only the date cells whose state changed, and builds
  // no new Intl.DateTimeFormat: the cells are memoised and the formatters kept (INP).
  it("a quantity step re-renders no date cell, and the date formatters are built once per style", async () => {
    const Real = Intl.DateTimeFormat;
    const built = jest.fn();
    const spy = jest.spyOn(Intl, "DateTimeFormat").mockImplementation((...args) => {
      built(args[0], args[1]);
      return new Real(...args);
    });
    try {
      await panel({ ...dated, calendar: [...days, day(601, "2026-03-07", 1_300_000, 9)] });
      fireEvent.click(screen.getByRole("button", { name: /3\/5/ }));
      // a date cell formats its price (formatMoneyCompact) each time it renders
      const cellPrice = jest.mocked(money.formatMoneyCompact);
      expect(cellPrice).toHaveBeenCalled();
      cellPrice.mockClear();
      more();
      more();
      expect(shown()).toBe("3");
      expect(screen.getByTestId("booking-total")).toHaveTextContent("¥36,762.00");
      expect(cellPrice).not.toHaveBeenCalled();
      // month, weekday and day formats: at most one each for the page's language, whatever the
      // number of cells and renders (a new one per cell and render was ~10 per cell per pick)
      const styles = new Set(built.mock.calls.map(([, o]) => JSON.stringify(o)));
      expect(built.mock.calls.length).toBe(styles.size);
      expect(styles.size).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });

  it("one Adult ticket left that day: the stepper stops at 1, Few left shows, and the note says 1 is left (not up to 10)", async () => {
    await panel(dated);
    fireEvent.click(screen.getByRole("button", { name: /3\/6/ }));
    expect(shown()).toBe("1");
    more();
    expect(shown()).toBe("1");
    expect(screen.getByRole("button", { name: en.booking.increase })).toBeDisabled();
    expect(screen.getByTestId("quantity-note")).toHaveTextContent("Only 1 left for 2026-03-06.");
    expect(screen.getByTestId("quantity-note")).not.toHaveTextContent("up to 10");
    expect(
      within(screen.getByRole("radio", { name: /Adult/ }).closest("label")!).getByText(
        en.booking.fewLeft,
      ),
    ).toBeInTheDocument();
    expect(cell("2026-03-06").querySelector("[data-testid='few-left']")).not.toBeNull();
  });

  it.each([
    [{ tag: 0 as const, items: [] }, null, "Non-refundable"],
    [
      {
        tag: 3 as const,
        items: [
          { inventory_type: 1 as const, date: 1, time: "23:59", before: true, proportion: 100 },
        ],
      },
      null,
      "Free cancellation until 23:59 (GMT+8) 1 day before the date of use",
    ],
    [
      {
        tag: 3 as const,
        items: [
          { inventory_type: 1 as const, date: 1, time: "23:59", before: true, proportion: 100 },
        ],
      },
      /3\/6/,
      "Free cancellation until 2026-03-05 23:59 (GMT+8)",
    ],
  ])("cancellation terms %j beside the price (date %s): %s", async (refund, day, words) => {
    // the shopper's clock at the pick: the day the panel was rendered
    const clock = jest.spyOn(Date, "now").mockReturnValue(Date.parse(NOW));
    await panel({ ...dated, refund });
    if (day) fireEvent.click(screen.getByRole("button", { name: day }));
    clock.mockRestore();
    expect(screen.getByTestId("cancellation-terms")).toHaveTextContent(words);
  });
});

// A price-and-Book bar on phones while the panel is out of view.
describe("BookingPanel sticky bar (phones)", () => {
  let observer: ObserverHandle;
  beforeEach(() => {
    observer = installIntersectionObserver();
  });
  const dated = {
    productType: 2 as const,
    shippingRequired: false,
    stockType: 1 as const,
    calendar: [day(501, "2026-03-05", 15_000, 9)],
  };

  it("is hidden (and out of the tab order) while the panel is in view, shown once it scrolls away", async () => {
    await panel(dated);
    const bar = screen.getByTestId("sticky-book-bar");
    expect(bar).toHaveAttribute("data-shown", "false");
    expect(bar).toHaveAttribute("data-bottom-bar", "phone");
    expect(bar).toHaveAttribute("inert");
    act(() => observer.report(false));
    expect(bar).toHaveAttribute("data-shown", "true");
    expect(bar).not.toHaveAttribute("inert");
    expect(within(bar).getByTestId("sticky-book-price")).toHaveTextContent("from ¥150.00");
    act(() => observer.report(true));
    expect(bar).toHaveAttribute("data-shown", "false");
  });

  it("takes the shopper to what is still missing (the date), then shows the total once chosen", async () => {
    const scroll = jest.fn();
    await panel(dated);
    // jsdom does not scroll: the date picker gets a scrollIntoView of its own
    document.getElementById("booking-date")!.scrollIntoView = scroll;
    act(() => observer.report(false));
    fireEvent.click(screen.getByTestId("sticky-book"));
    expect(scroll.mock.instances[0]).toBe(document.getElementById("booking-date"));
    fireEvent.click(screen.getByRole("button", { name: /3\/5/ }));
    expect(
      within(screen.getByTestId("sticky-book-bar")).getByTestId("sticky-book-price"),
    ).toHaveTextContent("¥300.00");
  });
});
