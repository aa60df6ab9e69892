import {
  bookingBodyFor,
  bookingFieldErrors,
  checkoutRequirements,
  EMPTY_CHECKOUT_FORM,
  feeBodyFor,
  type CheckoutFormValues,
  type CheckoutRequirements,
} from "@/lib/commerce/checkout/checkout-form";
import { checkoutFormSchema } from "@/lib/commerce/checkout/checkout-form.schema";

// Spec §5 Checkout requirements and Contact and other fields; §4 Checkout type; §7 checkout/fee
// and order/booking bodies.

const contact = {
  name: "Chan Tai Man",
  country_code: "852",
  phone: "91234567",
  email: "Chan@Example.com",
};
const valid: CheckoutFormValues = { ...EMPTY_CHECKOUT_FORM, contact };
const req = (over: Partial<CheckoutRequirements> = {}): CheckoutRequirements => ({
  travellerCount: 0,
  needsAddress: false,
  other: [],
  ...over,
});

/** The message keys by path of a failed parse ({} when it passes). */
function problems(r: CheckoutRequirements, values: CheckoutFormValues): Record<string, string> {
  const result = checkoutFormSchema(r).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("checkoutRequirements (from the checkout/fee answer)", () => {
  it("keeps the §3 other contact fields in the fee's order and leaves contact, travellers and address to their own sections", () => {
    const fee = {
      traveller_count: 2,
      express: { amount: 0, needs_address: true, address_id: null },
      fields: [
        { key: "contact", required: true },
        { key: "travelers", required: true },
        { key: "flight", required: false },
        { key: "shipping_address", required: true },
        { key: "people_count", required: true },
        { key: "custom_question", required: true },
      ],
    };
    expect(checkoutRequirements(fee)).toEqual({
      travellerCount: 2,
      needsAddress: true,
      other: [
        { key: "flight", required: false },
        { key: "people_count", required: true },
      ],
    });
  });
});

describe("checkoutFormSchema: contact (§5 contact name, phone and e-mail, valid)", () => {
  it.each([
    ["a complete contact", {}, {}],
    ["no name", { name: "  " }, { "contact.name": "required" }],
    ["a bad e-mail", { email: "chan@example" }, { "contact.email": "emailInvalid" }],
    ["no phone", { phone: "" }, { "contact.phone": "phoneRequired" }],
    ["a phone that does not fit +852", { phone: "1234" }, { "contact.phone": "phoneInvalid" }],
    ["a mainland number with +86", { country_code: "86", phone: "138 0013 8000" }, {}],
    [
      "an unknown calling code",
      { country_code: "9999" },
      { "contact.country_code": "callingCodeInvalid" },
    ],
  ])("%s", (_, change, expected) => {
    expect(problems(req(), { ...valid, contact: { ...contact, ...change } })).toEqual(expected);
  });
});

describe("checkoutFormSchema: number of travellers (§5: the selected count must match)", () => {
  it.each([
    [0, [], true],
    [0, [7], false],
    [1, [], false],
    [1, [7], true],
    [2, [7], false],
    [2, [7, 8], true],
    [2, [7, 7], false],
    [2, [7, 8, 9], false],
  ])("%i required, chosen %j → valid %p", (count, ids, ok) => {
    const result = problems(req({ travellerCount: count }), { ...valid, tourist_ids: ids });
    expect(result).toEqual(ok ? {} : { tourist_ids: "travellerCount" });
  });
});

describe("checkoutFormSchema: shipping address (§5: required for cart checkout or shipping-required products)", () => {
  it.each([
    [true, null, { address_id: "addressRequired" }],
    [true, 12, {}],
    [false, null, {}],
  ])("needed %p, chosen %p", (needsAddress, addressId, expected) => {
    expect(problems(req({ needsAddress }), { ...valid, address_id: addressId })).toEqual(expected);
  });
});

describe("checkoutFormSchema: other fields (§5: shown and required per the booking-field definition)", () => {
  const all = req({
    other: [
      { key: "emergency_contact", required: false },
      { key: "wechat", required: false },
      { key: "people_count", required: true },
      { key: "flight", required: true },
      { key: "note", required: false },
    ],
  });
  it.each([
    [
      "required ones empty",
      {},
      { "other.people_count": "fieldRequired", "other.flight": "fieldRequired" },
    ],
    [
      "required ones blank",
      { people_count: "  ", flight: " " },
      { "other.people_count": "fieldRequired", "other.flight": "fieldRequired" },
    ],
    ["required ones filled", { people_count: "2", flight: "CX123" }, {}],
    [
      "a headcount that is not a number",
      { people_count: "two", flight: "CX123" },
      { "other.people_count": "numericInvalid" },
    ],
    [
      "a WeChat id with Chinese",
      { people_count: "2", flight: "CX123", wechat: "微信abc" },
      { "other.wechat": "wechatInvalid" },
    ],
    [
      "a WeChat id of 21 characters",
      { people_count: "2", flight: "CX123", wechat: "a".repeat(21) },
      { "other.wechat": "wechatInvalid" },
    ],
    [
      "an emergency phone with letters",
      { people_count: "2", flight: "CX123", emergency_contact: "call me" },
      { "other.emergency_contact": "phoneInvalid" },
    ],
    [
      "an emergency phone with +",
      { people_count: "2", flight: "CX123", emergency_contact: "+852 9123 4567" },
      {},
    ],
    [
      "a note over 500 characters",
      { people_count: "2", flight: "CX123", note: "x".repeat(501) },
      { "other.note": "tooLong" },
    ],
  ])("%s", (_, other, expected) => {
    expect(problems(all, { ...valid, other })).toEqual(expected);
  });

  it("ignores stored fields the order does not ask for", () => {
    expect(problems(req(), { ...valid, other: { wechat: "微信" } })).toEqual({});
  });
});

describe("feeBodyFor (§7 checkout/fee body)", () => {
  const buy = {
    product_id: 5,
    product_sn: "P5",
    variants: [{ variant_id: 51, quantity: 2 }],
    book_at: "2026-12-01",
    book_time: "09:30",
  };
  it("sends a direct buy as checkout_lines with its date and session (checkout type 1)", () => {
    expect(
      feeBodyFor({ kind: "direct", buy }, "CNY", { address_id: null, coupon_id: null, points: 0 }),
    ).toEqual({
      currency: "CNY",
      main_product_id: 5,
      checkout_lines: [
        { product_id: 5, variant_id: 51, quantity: 2, book_at: "2026-12-01", book_time: "09:30" },
      ],
    });
  });
  it("adds §2 add-on products as extra checkout_lines under the main product (no date), never the main product twice", () => {
    const addOns = [
      { product_id: 12, variant_id: 121, quantity: 1 },
      { product_id: 5, variant_id: 52, quantity: 1 },
    ];
    expect(
      feeBodyFor({ kind: "direct", buy }, "CNY", {
        address_id: null,
        coupon_id: null,
        points: 0,
        addOns,
      }),
    ).toEqual({
      currency: "CNY",
      main_product_id: 5,
      checkout_lines: [
        { product_id: 5, variant_id: 51, quantity: 2, book_at: "2026-12-01", book_time: "09:30" },
        { product_id: 12, variant_id: 121, quantity: 1 },
      ],
    });
  });
  it("sends a §4 flash-sale grab with its activity item on the product's line", () => {
    const grab = {
      product_id: 5,
      product_sn: "P5",
      variants: [{ variant_id: 51, quantity: 1 }],
      activity_item_id: 88,
    };
    expect(
      feeBodyFor({ kind: "direct", buy: grab }, "CNY", {
        address_id: null,
        coupon_id: null,
        points: 0,
      }),
    ).toEqual({
      currency: "CNY",
      main_product_id: 5,
      checkout_lines: [{ product_id: 5, variant_id: 51, quantity: 1, activity_item_id: 88 }],
    });
  });
  it("ignores add-ons on a cart checkout (they are a direct-buy feature)", () => {
    const addOns = [{ product_id: 12, variant_id: 121, quantity: 1 }];
    expect(
      feeBodyFor({ kind: "cart", basketLineIds: [3] }, "CNY", {
        address_id: null,
        coupon_id: null,
        points: 0,
        addOns,
      }),
    ).toEqual({
      currency: "CNY",
      basket_lines_id: [3],
    });
  });
  it("sends the cart as basket_lines_id with the chosen address, coupon and points (checkout type 2)", () => {
    expect(
      feeBodyFor({ kind: "cart", basketLineIds: [3, 4] }, "HKD", {
        address_id: 9,
        coupon_id: 7,
        points: 500,
      }),
    ).toEqual({
      currency: "HKD",
      basket_lines_id: [3, 4],
      address_id: 9,
      coupon_id: 7,
      points: 500,
    });
  });
});

describe("bookingBodyFor (§7 order/booking body)", () => {
  it("adds the contact (phone as +code number, e-mail lower-case), travellers, asked-for fields only, and the amount on screen", () => {
    const feeBody = { currency: "CNY" as const, basket_lines_id: [3] };
    const r = req({ travellerCount: 1, other: [{ key: "flight", required: false }] });
    const body = bookingBodyFor(
      feeBody,
      { ...valid, tourist_ids: [8], other: { flight: " CX123 ", wechat: "ignored", note: "" } },
      r,
      12300,
    );
    expect(body).toEqual({
      currency: "CNY",
      basket_lines_id: [3],
      contact: { name: "Chan Tai Man", phone: "+852 91234567", email: "chan@example.com" },
      tourist_ids: [8],
      other: { flight: "CX123" },
      expected_amount: 12300,
    });
  });
});

describe("bookingFieldErrors (order/booking 40000 fields → form paths)", () => {
  it("keeps the paths the form knows", () => {
    expect(
      bookingFieldErrors({
        address_id: "addressRequired",
        tourist_ids: "travellerCount",
        "other.flight": "fieldRequired",
        "other.bogus": "x",
        contact: "y",
      }),
    ).toEqual([
      { path: "address_id", message: "addressRequired" },
      { path: "tourist_ids", message: "travellerCount" },
      { path: "other.flight", message: "fieldRequired" },
    ]);
  });
});
