import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import {
  EMPTY_CHECKOUT_FORM,
  type AddOnOffer,
  type CheckoutFormValues,
  type CheckoutSource,
} from "@/lib/commerce/checkout/checkout-form";
import { navigate } from "@/lib/client/navigate";
import en from "@/messages/en.json";
import { installFetch } from "../account/render";
import { address, fail, fakeBff, feeAnswer, ok, renderWithShop, tourist } from "./harness";

// Spec §5 Checkout requirements (traveller count, other fields, address before coupons and
// points), Coupons and points, Price rule; §8 20002 "the price has expired", express -1.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/client/navigate", () => ({ navigate: jest.fn(), replaceLocation: jest.fn() }));

const FEE = "/api/checkout/fee";
const BOOK = "/api/orders/booking";
const codes = callingCodeOptions("en");
const direct: CheckoutSource = {
  kind: "direct",
  buy: {
    product_id: 5,
    product_sn: "P5",
    variants: [{ variant_id: 51, quantity: 2 }],
    book_at: "2026-12-01",
    book_time: "18:45",
  },
};
const filled: CheckoutFormValues = {
  ...EMPTY_CHECKOUT_FORM,
  contact: {
    name: "Chan Tai Man",
    country_code: "852",
    phone: "91234567",
    email: "chan@example.com",
  },
};

function renderForm(
  source: CheckoutSource = direct,
  initial: CheckoutFormValues = filled,
  addOns: AddOnOffer[] = [],
) {
  return renderWithShop(
    <CheckoutForm
      source={source}
      initial={initial}
      currency="CNY"
      callingCodes={codes}
      today="2026-11-23"
      addOns={addOns}
    />,
  );
}
const payButton = () => screen.getByTestId("checkout-pay");
const pay = () => fireEvent.click(payButton());
const booked = ok({
  sn: "2611230ABCDEFGHJK",
  requested_amount: 20000,
  currency_code: "CNY",
  pay_deadline: "2026-11-23T06:00:00Z",
  paid: false,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  (navigate as jest.Mock).mockClear();
});

describe("CheckoutForm: travellers (§5 the selected count must match)", () => {
  it("asks for exactly two, blocks a third, and books with the two chosen under an Idempotency-Key", async () => {
    const bff = fakeBff({
      [FEE]: () =>
        ok(
          feeAnswer({
            traveller_count: 2,
            fields: [
              { key: "contact", required: true },
              { key: "travelers", required: true },
            ],
          }),
        ),
      "/api/account/tourist": () => ok([tourist(7, "CHAN"), tourist(8, "LEE"), tourist(9, "WONG")]),
      [BOOK]: () => booked,
    });
    renderForm();
    const boxes = await screen.findAllByRole("checkbox");
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(boxes[0]!);
    pay();
    expect(await screen.findByTestId("checkout-travellers-error")).toHaveTextContent(
      "Please choose exactly 2 travellers.",
    );
    expect(bff.of(BOOK)).toHaveLength(0);

    fireEvent.click(boxes[1]!);
    await waitFor(() => expect(boxes[2]).toBeDisabled());
    expect(screen.getByTestId("checkout-travellers")).toHaveTextContent("2 of 2 chosen");
    await waitFor(() =>
      expect(screen.queryByTestId("checkout-travellers-error")).not.toBeInTheDocument(),
    );

    pay();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/payment/confirm?sn=2611230ABCDEFGHJK"),
    );
    const [call] = bff.of(BOOK);
    expect(call!.body).toMatchObject({
      checkout_lines: [
        { product_id: 5, variant_id: 51, quantity: 2, book_at: "2026-12-01", book_time: "18:45" },
      ],
      tourist_ids: [7, 8],
      contact: { name: "Chan Tai Man", phone: "+852 91234567", email: "chan@example.com" },
      expected_amount: 20000,
    });
    expect(call!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("one traveller to choose: a tap on another one swaps", async () => {
    fakeBff({
      [FEE]: () =>
        ok(feeAnswer({ traveller_count: 1, fields: [{ key: "travelers", required: true }] })),
      "/api/account/tourist": () => ok([tourist(7, "CHAN"), tourist(8, "LEE")]),
    });
    renderForm();
    const boxes = await screen.findAllByRole("checkbox");
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    await waitFor(() => expect(boxes[1]).toBeChecked());
    expect(boxes[0]).not.toBeChecked();
  });
});

describe("CheckoutForm: other fields (§5 shown and required per the booking-field definition)", () => {
  it("refuses an empty required field with its translated message and marks the optional one", async () => {
    const bff = fakeBff({
      [FEE]: () =>
        ok(
          feeAnswer({
            fields: [
              { key: "contact", required: true },
              { key: "people_count", required: true },
              { key: "flight", required: false },
            ],
          }),
        ),
      [BOOK]: () => booked,
    });
    renderForm();
    const people = await screen.findByLabelText(en.checkout.field.people_count);
    expect(people).toHaveAttribute("aria-required", "true");
    expect(screen.getByText(`(${en.checkout.optional})`)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    expect(await screen.findByTestId("other-people-count-error")).toHaveTextContent(
      "Please fill in Number of people.",
    );
    expect(screen.queryByTestId("other-flight-error")).not.toBeInTheDocument();
    expect(await screen.findByText(en.checkout.fixErrors)).toBeInTheDocument();
    expect(bff.of(BOOK)).toHaveLength(0);

    fireEvent.change(people, { target: { value: "3" } });
    pay();
    await waitFor(() => expect(bff.of(BOOK)).toHaveLength(1));
    expect(bff.of(BOOK)[0]!.body).toMatchObject({ other: { people_count: "3" } });
  });

  it("shows the upstream's 40000 field errors on the fields", async () => {
    fakeBff({
      [FEE]: () => ok(feeAnswer({ fields: [{ key: "flight", required: false }] })),
      [BOOK]: () => fail(400, 40000, "badRequest", { fields: { "other.flight": "fieldRequired" } }),
    });
    renderForm();
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    expect(await screen.findByTestId("other-flight-error")).toHaveTextContent(
      "Please fill in Flight information.",
    );
  });
});

describe("CheckoutForm: 20002 price changed (§8)", () => {
  it("says the price has expired, shows the new amounts and pays them under a new key", async () => {
    const bff = fakeBff({
      [FEE]: (_, nth) =>
        ok(feeAnswer(nth === 1 ? {} : { product_amount: 22000, payable_amount: 22000 })),
      [BOOK]: (_, nth) =>
        nth === 1 ? fail(409, 20002, "priceChanged", { data: { payable_amount: 22000 } }) : booked,
    });
    renderForm();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByTestId("checkout-payable")).toHaveTextContent("¥200.00");
    pay();
    expect(await screen.findByText(en.checkout.priceExpired)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("checkout-payable")).toHaveTextContent("¥220.00"),
    );
    expect(bff.of(FEE)).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByTestId("checkout-problem")).not.toBeInTheDocument();

    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [first, second] = bff.of(BOOK);
    expect(first!.body).toMatchObject({ expected_amount: 20000 });
    expect(second!.body).toMatchObject({ expected_amount: 22000 });
    expect(second!.headers["idempotency-key"]).not.toBe(first!.headers["idempotency-key"]);
  });

  it("a double press places one order", async () => {
    const bff = fakeBff({ [FEE]: () => ok(feeAnswer()), [BOOK]: () => booked });
    renderForm();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await act(async () => {
      fireEvent.click(payButton());
      fireEvent.click(payButton());
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(bff.of(BOOK)).toHaveLength(1);
  });

  it("a lost connection keeps the key, so pressing Pay again cannot make a second order", async () => {
    let attempt = 0;
    const bff = fakeBff({ [FEE]: () => ok(feeAnswer()), [BOOK]: () => booked });
    const inner = global.fetch;
    installFetch(async (url: string, init?: RequestInit) => {
      if (url === BOOK && attempt++ === 0) {
        bff.calls.push({
          url,
          method: "POST",
          body: null,
          headers: (init?.headers ?? {}) as Record<string, string>,
        });
        throw new TypeError("network down");
      }
      return inner(url, init);
    });
    renderForm();
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    expect(await screen.findByText(en.errors.unavailable)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [first, second] = bff.of(BOOK);
    expect(second!.headers["idempotency-key"]).toBe(first!.headers["idempotency-key"]);
  });
});

describe("CheckoutForm: address, coupons and points (§5 Coupons and points, §8 express -1)", () => {
  const coupons = [
    {
      user_coupon_id: 31,
      coupon_id: 101,
      name: "¥20 off",
      discount_amount: 2000,
      min_spent_amount: 20000,
      expires_at: "2026-12-31T16:00:00Z",
      usable: true,
      reason: null,
    },
    {
      user_coupon_id: 32,
      coupon_id: 102,
      name: "Big spender",
      discount_amount: 0,
      min_spent_amount: 50000,
      expires_at: "2026-12-31T16:00:00Z",
      usable: false,
      reason: "minSpent",
    },
    {
      user_coupon_id: 33,
      coupon_id: 103,
      name: "Members",
      discount_amount: 0,
      min_spent_amount: 0,
      expires_at: "2026-12-31T16:00:00Z",
      usable: false,
      reason: "memberOnly",
    },
  ];
  const cart: CheckoutSource = { kind: "cart", basketLineIds: [4] };
  const withAddress = (body: unknown) =>
    typeof body === "object" && body !== null && "address_id" in body;
  // goods that ship (the shipping address and fee); the default answer's ticket ships nothing
  const lines = feeAnswer().lines.map((l) => ({
    ...l,
    product_type: 1,
    shipping_required: true,
    book_at: null,
    book_time: null,
  }));

  it("prices the chosen address's order and shows the coupons and points with their value", async () => {
    const bff = fakeBff({
      [FEE]: (body) => {
        const b = body as { address_id?: number; coupon_id?: number; points?: number };
        if (!b.address_id)
          return ok(
            feeAnswer({
              lines,
              checkout_type: 2,
              express: { amount: 0, needs_address: true, address_id: null },
            }),
          );
        const coupon = b.coupon_id === 31 ? 2000 : 0;
        const points = b.points ? { points: 500, money: 500 } : { points: 0, money: 0 };
        return ok(
          feeAnswer({
            lines,
            checkout_type: 2,
            express: { amount: 1800, needs_address: true, address_id: b.address_id },
            coupons,
            coupon_id: b.coupon_id ?? null,
            coupon_discount: coupon,
            point: { balance: 800, ...points, max_points: 500, max_money: 500 },
            payable_amount: 20000 - coupon + 1800 - points.money,
          }),
        );
      },
      "/api/account/address": () => ok([address(3)]),
    });
    renderForm(cart);
    // the only address is chosen for the shopper, and the coupons for it follow
    expect(await screen.findByTestId("checkout-coupons")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Chan Tai Man/ })).toBeChecked();
    expect(bff.of(FEE).some((c) => withAddress(c.body))).toBe(true);

    const usable = screen.getByTestId("checkout-coupon");
    expect(usable).toHaveTextContent("¥20 off");
    expect(usable).toHaveTextContent("Save ¥20.00");
    expect(usable).toHaveTextContent("Orders from ¥200.00");
    const greyed = screen.getAllByTestId("checkout-coupon-unusable");
    expect(greyed.map((g) => within(g).getByTestId("checkout-coupon-reason").textContent)).toEqual([
      "Spend ¥300.00 more to use it",
      "For members only",
    ]);
    for (const g of greyed) expect(within(g).getByRole("radio")).toBeDisabled();

    expect(screen.getByTestId("checkout-points-offer")).toHaveTextContent(
      "Use 500 points to save ¥5.00",
    );
    expect(screen.getByTestId("checkout-points")).toHaveTextContent("Balance: 800 points");
    expect(screen.getByTestId("checkout-shipping")).toHaveTextContent("¥18.00");

    fireEvent.click(within(usable).getByRole("radio"));
    await waitFor(() =>
      expect(screen.getByTestId("checkout-coupon-discount")).toHaveTextContent("-¥20.00"),
    );
    fireEvent.click(screen.getByTestId("checkout-points-switch"));
    await waitFor(() =>
      expect(screen.getByTestId("checkout-points-money")).toHaveTextContent("-¥5.00"),
    );
    expect(screen.getByTestId("checkout-payable")).toHaveTextContent("¥193.00");
    // points are asked for up to the balance; the upstream picks the best level
    expect(bff.of(FEE).at(-1)!.body).toMatchObject({ address_id: 3, coupon_id: 31, points: 800 });
  });

  it("an address outside the delivery area (express -1) says so and Pay cannot be pressed", async () => {
    fakeBff({
      [FEE]: (body) =>
        ok(
          feeAnswer({
            lines,
            checkout_type: 2,
            express: {
              amount: withAddress(body) ? -1 : 0,
              needs_address: true,
              address_id: withAddress(body) ? 3 : null,
            },
          }),
        ),
      "/api/account/address": () => ok([address(3, { region: "Xinjiang", is_default: true })]),
    });
    renderForm(cart);
    expect(await screen.findByTestId("checkout-address-unreachable")).toHaveTextContent(
      en.checkout.outsideArea,
    );
    expect(screen.getByTestId("checkout-shipping")).toHaveTextContent(en.checkout.shippingOutside);
    expect(payButton()).toBeDisabled();
  });

  it("no address saved: no coupons or points, and Pay shows the address message and sends nothing", async () => {
    const bff = fakeBff({
      [FEE]: () =>
        ok(
          feeAnswer({
            lines,
            checkout_type: 2,
            express: { amount: 0, needs_address: true, address_id: null },
          }),
        ),
      "/api/account/address": () => ok([]),
    });
    renderForm(cart);
    expect(await screen.findByTestId("checkout-address-empty")).toHaveTextContent(
      en.checkout.addressNone,
    );
    expect(screen.getByTestId("checkout-shipping")).toHaveTextContent(en.checkout.shippingPending);
    // §5: coupons and points are not offered without a chosen address
    expect(screen.queryByTestId("checkout-coupons")).not.toBeInTheDocument();
    expect(screen.queryByTestId("checkout-points")).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    expect(await screen.findByTestId("checkout-address-error")).toHaveTextContent(
      en.checkout.addressRequired,
    );
    expect(bff.of(BOOK)).toHaveLength(0);
  });

  it("a cart of e-vouchers ships nothing: the address it asks for is the billing address, and there is no shipping line", async () => {
    fakeBff({
      [FEE]: (body) =>
        ok(
          feeAnswer({
            checkout_type: 2,
            express: { amount: 0, needs_address: true, address_id: withAddress(body) ? 3 : null },
          }),
        ),
      "/api/account/address": () => ok([address(3, { is_default: true })]),
    });
    renderForm(cart);
    const section = await screen.findByTestId("checkout-address");
    expect(
      within(section).getByRole("heading", { name: en.checkout.addressBilling }),
    ).toBeInTheDocument();
    expect(section).not.toHaveTextContent(en.checkout.address);
    await waitFor(() => expect(screen.getByTestId("checkout-product-amount")).toBeInTheDocument());
    expect(screen.queryByTestId("checkout-shipping")).not.toBeInTheDocument();
  });
});

describe("CheckoutForm: the fee cannot be priced (§8 fee failures)", () => {
  it.each([
    [fail(409, 20005, "insufficientStock"), en.errors.insufficientStock],
    // The refusal says how many are left of that slot (data.available, data.book_at)
    [
      fail(409, 20005, "insufficientStock", {
        data: { available: 1, book_at: "2026-11-30", book_time: null },
      }),
      "Only 1 left for 2026-11-30.",
    ],
    [
      fail(409, 20005, "insufficientStock", {
        data: { available: 0, book_at: null, book_time: null },
      }),
      "Sold out. Please choose fewer",
    ],
    [
      fail(409, 21001, "beyondPurchaseRange", { data: { reason: "day", quantity: 1 } }),
      "Daily limit reached: you can buy 1 more.",
    ],
    [fail(502, -1, "unavailable"), en.checkout.couponLoadFailed],
  ])("%j → its words and a way back", async (reply, words) => {
    fakeBff({ [FEE]: () => reply });
    renderForm();
    expect(await screen.findByTestId("checkout-problem")).toHaveTextContent(words);
    expect(screen.getByRole("link", { name: en.checkout.backToProduct })).toHaveAttribute(
      "href",
      "/product/5",
    );
  });
});

describe("CheckoutForm: state kept (§2)", () => {
  it("saves every change in sessionStorage for a reload", async () => {
    fakeBff({ [FEE]: () => ok(feeAnswer({ fields: [{ key: "flight", required: false }] })) });
    renderForm();
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${en.checkout.field.flight}`)), {
      target: { value: "CX123" },
    });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("tf_checkout_form") ?? "{}")).toMatchObject({
        scope: "book:5",
        values: { other: { flight: "CX123" } },
      }),
    );
  });
});

describe("CheckoutForm: a saved choice that no longer fits", () => {
  it("drops saved travellers when this order takes none, so Pay is not blocked by an unseen field", async () => {
    const bff = fakeBff({ [FEE]: () => ok(feeAnswer()), [BOOK]: () => booked });
    renderForm(direct, { ...filled, tourist_ids: [7, 8] });
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    await waitFor(() => expect(bff.of(BOOK)).toHaveLength(1));
    expect(bff.of(BOOK)[0]!.body).toMatchObject({ tourist_ids: [] });
  });
});

describe("CheckoutForm: add-on products (§2 Cart and checkout)", () => {
  const offers: AddOnOffer[] = [
    {
      product_id: 12,
      variant_id: 121,
      quantity: 1,
      title: "Harbour Snack Box",
      image: "",
      price_amount: 3500,
      symbol: "¥",
    },
    {
      product_id: 14,
      variant_id: 141,
      quantity: 1,
      title: "Souvenir Photo",
      image: "",
      price_amount: 2000,
      symbol: "¥",
    },
  ];
  const mainLine = {
    product_id: 5,
    variant_id: 51,
    quantity: 2,
    book_at: "2026-12-01",
    book_time: "18:45",
  };
  const linesOf = (call: { body: unknown } | undefined) =>
    (call?.body as { checkout_lines: unknown[] }).checkout_lines;

  it("Add puts a second line in the fee request, Remove takes it out, and Pay books what was priced", async () => {
    const bff = fakeBff({ [FEE]: () => ok(feeAnswer()), [BOOK]: () => booked });
    renderForm(direct, filled, offers);
    const section = await screen.findByTestId("checkout-add-ons");
    expect(section).toHaveTextContent(en.checkout.addOns);
    expect(section).toHaveTextContent("Harbour Snack Box");
    expect(section).toHaveTextContent("¥35");
    await waitFor(() => expect(bff.of(FEE)).toHaveLength(1));
    expect(linesOf(bff.of(FEE)[0])).toEqual([mainLine]);

    fireEvent.click(within(section).getByRole("button", { name: "Add Harbour Snack Box" }));
    await waitFor(() => expect(bff.of(FEE)).toHaveLength(2));
    expect(bff.of(FEE)[1]!.body).toMatchObject({
      main_product_id: 5,
      checkout_lines: [mainLine, { product_id: 12, variant_id: 121, quantity: 1 }],
    });
    expect(
      within(section).getByRole("button", { name: "Remove Harbour Snack Box" }),
    ).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("tf_checkout_form") ?? "{}")).toMatchObject({
        values: { add_on_ids: [12] },
      }),
    );

    fireEvent.click(within(section).getByRole("button", { name: "Remove Harbour Snack Box" }));
    await waitFor(() => expect(bff.of(FEE).length).toBeGreaterThanOrEqual(3));
    expect(linesOf(bff.of(FEE).at(-1))).toEqual([mainLine]);

    fireEvent.click(within(section).getByRole("button", { name: "Add Souvenir Photo" }));
    await waitFor(() => expect(linesOf(bff.of(FEE).at(-1))).toHaveLength(2));
    await waitFor(() => expect(payButton()).toBeEnabled());
    pay();
    await waitFor(() => expect(bff.of(BOOK)).toHaveLength(1));
    expect(bff.of(BOOK)[0]!.body).toMatchObject({
      main_product_id: 5,
      checkout_lines: [mainLine, { product_id: 14, variant_id: 141, quantity: 1 }],
    });
  });

  it("a saved choice comes back priced after a reload; none offered or a cart checkout shows no section", async () => {
    const bff = fakeBff({ [FEE]: () => ok(feeAnswer()) });
    const view = renderForm(direct, { ...filled, add_on_ids: [14, 99] }, offers);
    await waitFor(() => expect(bff.of(FEE)).toHaveLength(1));
    expect(linesOf(bff.of(FEE)[0])).toEqual([
      mainLine,
      { product_id: 14, variant_id: 141, quantity: 1 },
    ]);
    expect(
      await screen.findByRole("button", { name: "Remove Souvenir Photo" }),
    ).toBeInTheDocument();
    view.unmount();

    renderForm(direct, filled, []);
    await screen.findByTestId("checkout-lines");
    expect(screen.queryByTestId("checkout-add-ons")).not.toBeInTheDocument();
  });

  it("an added add-on the fee refuses (off shelf) is taken out with a note, and the order is priced without it", async () => {
    const bff = fakeBff({
      [FEE]: (body) =>
        linesOf({ body }).length > 1
          ? fail(409, 20006, "offShelf", { data: { product_id: 12 } })
          : ok(feeAnswer()),
    });
    renderForm(direct, { ...filled, add_on_ids: [12] }, offers);
    expect(await screen.findByText(en.checkout.addOnDropped)).toBeInTheDocument();
    await waitFor(() => expect(linesOf(bff.of(FEE).at(-1))).toEqual([mainLine]));
    expect(
      await screen.findByRole("button", { name: "Add Harbour Snack Box" }),
    ).toBeInTheDocument();
  });
});

// Checkout lines read unit × quantity = line total, and the cancellation terms come
// before Pay (lib/commerce/refunds/refund-terms, from each line's refund data).
describe("CheckoutForm: lines and cancellation terms", () => {
  it("shows ¥100.00 × 2 beside the line total ¥200.00", async () => {
    fakeBff({ [FEE]: () => ok(feeAnswer()) });
    renderForm();
    const line = await screen.findByTestId("checkout-line");
    expect(within(line).getByTestId("checkout-line-unit")).toHaveTextContent("¥100.00 × 2");
    expect(within(line).getByTestId("checkout-line-total")).toHaveTextContent("¥200.00");
  });

  it.each([
    [
      {
        tag: 3 as const,
        items: [
          { inventory_type: 1 as const, date: 2, time: "23:59", before: true, proportion: 100 },
        ],
      },
      "2099-12-01",
      "Free cancellation until 2099-11-29 23:59 (GMT+8)",
    ],
    [{ tag: 0 as const, items: [] }, "2099-12-01", "Non-refundable"],
    [
      { tag: 2 as const, items: [] },
      "2099-12-01",
      "Free cancellation until 2099-12-01 23:59 (GMT+8)",
    ],
  ])("terms %j for %s: %s, above Pay", async (refund, bookAt, words) => {
    const base = feeAnswer();
    fakeBff({
      [FEE]: () => ok({ ...base, lines: [{ ...base.lines[0]!, book_at: bookAt, refund }] }),
    });
    renderForm();
    const terms = await screen.findByTestId("checkout-line-terms");
    expect(terms).toHaveTextContent(words);
    // before Pay in reading order
    expect(
      terms.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
