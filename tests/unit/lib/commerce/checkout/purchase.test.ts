import {
  addOnCandidates,
  addOnLine,
  checkoutFields,
  deliverySplitVerdict,
  needsAddress,
  travellerCount,
  type TravellerSetting,
} from "@/lib/commerce/checkout/purchase";
import { directBuySchema } from "@/lib/commerce/checkout/purchase.schema";
import { type BookingField } from "@/lib/commerce/platform/platform.schema";

describe("§5 Purchase: direct-buy data needs product id, sn and variants with quantity above 0", () => {
  const ok = { product_id: 12, product_sn: "P12", variants: [{ variant_id: 3, quantity: 1 }] };
  it.each<[string, unknown, boolean]>([
    ["minimal", ok, true],
    ["with date and time", { ...ok, book_at: "2026-11-23", book_time: "09:30" }, true],
    [
      "several variants",
      {
        ...ok,
        variants: [
          { variant_id: 3, quantity: 2 },
          { variant_id: 4, quantity: 1 },
        ],
      },
      true,
    ],
    ["leap day", { ...ok, book_at: "2028-02-29" }, true],
    ["time 23:59", { ...ok, book_time: "23:59" }, true],
    ["no product id", { product_sn: "P12", variants: ok.variants }, false],
    ["product id 0", { ...ok, product_id: 0 }, false],
    ["product id not an integer", { ...ok, product_id: 1.5 }, false],
    ["product id as a string", { ...ok, product_id: "12" }, false],
    ["no sn", { product_id: 12, variants: ok.variants }, false],
    ["empty sn", { ...ok, product_sn: "" }, false],
    ["blank sn", { ...ok, product_sn: "   " }, false],
    ["no variants", { product_id: 12, product_sn: "P12" }, false],
    ["empty variants", { ...ok, variants: [] }, false],
    ["quantity 0", { ...ok, variants: [{ variant_id: 3, quantity: 0 }] }, false],
    ["negative quantity", { ...ok, variants: [{ variant_id: 3, quantity: -1 }] }, false],
    ["fractional quantity", { ...ok, variants: [{ variant_id: 3, quantity: 1.5 }] }, false],
    [
      "one good and one zero quantity",
      {
        ...ok,
        variants: [
          { variant_id: 3, quantity: 1 },
          { variant_id: 4, quantity: 0 },
        ],
      },
      false,
    ],
    ["variant id 0", { ...ok, variants: [{ variant_id: 0, quantity: 1 }] }, false],
    ["variant without quantity", { ...ok, variants: [{ variant_id: 3 }] }, false],
    ["date in another shape", { ...ok, book_at: "23/11/2026" }, false],
    ["date that does not exist", { ...ok, book_at: "2026-02-30" }, false],
    ["month 13", { ...ok, book_at: "2026-13-01" }, false],
    ["time 24:00", { ...ok, book_time: "24:00" }, false],
    ["time without leading zero", { ...ok, book_time: "9:30" }, false],
    ["time with seconds", { ...ok, book_time: "09:30:00" }, false],
    ["null", null, false],
    ["a string", "{}", false],
    ["undefined", undefined, false],
  ])("%s → %p", (_label, data, expected) => {
    expect(directBuySchema.safeParse(data).success).toBe(expected);
  });
});

describe("§5 Checkout requirements: number of travellers", () => {
  it.each<[TravellerSetting, number, number]>([
    ["none", 5, 0],
    ["none", 0, 0],
    ["one", 5, 1],
    ["one", 1, 1],
    ["one", 0, 0],
    ["each", 5, 5],
    ["each", 1, 1],
    ["each", 0, 0],
    ["each", -3, 0],
    ["each", Number.NaN, 0],
  ])("%s with %p items → %p", (setting, quantity, expected) => {
    expect(travellerCount(setting, quantity)).toBe(expected);
  });
});

describe("§5 Checkout requirements: booking fields shown and required", () => {
  const platformFields: Record<string, BookingField[]> = {
    "1": [
      { key: "contact", required: false },
      { key: "shipping_address", required: false },
      { key: "note", required: false },
    ],
    "2": [
      { key: "travelers", required: true },
      { key: "flight", required: false },
      { key: "emergency_contact", required: true },
    ],
    "3": [
      { key: "people_count", required: true },
      { key: "wechat", required: false },
      { key: "people_count", required: false },
      { key: "contact", required: true },
    ],
  };
  const base = {
    platformFields,
    needContact: false,
    contactRequired: false,
    shippingRequired: false,
    checkoutType: 1 as const,
  };

  it.each<
    [
      string,
      Partial<Parameters<typeof checkoutFields>[0]> & { productType: 1 | 2 | 3 },
      BookingField[],
    ]
  >([
    [
      "commodity, direct buy, not shipped: as defined",
      { productType: 1 },
      [
        { key: "contact", required: false },
        { key: "shipping_address", required: false },
        { key: "note", required: false },
      ],
    ],
    [
      "commodity, shipping required: address required",
      { productType: 1, shippingRequired: true },
      [
        { key: "contact", required: false },
        { key: "shipping_address", required: true },
        { key: "note", required: false },
      ],
    ],
    [
      "commodity, cart checkout: address required",
      { productType: 1, checkoutType: 2 },
      [
        { key: "contact", required: false },
        { key: "shipping_address", required: true },
        { key: "note", required: false },
      ],
    ],
    [
      "commodity, contact required by the product",
      { productType: 1, contactRequired: true },
      [
        { key: "contact", required: true },
        { key: "shipping_address", required: false },
        { key: "note", required: false },
      ],
    ],
    [
      "trip, no contact defined or needed: as defined",
      { productType: 2 },
      [
        { key: "travelers", required: true },
        { key: "flight", required: false },
        { key: "emergency_contact", required: true },
      ],
    ],
    [
      "trip, needs contact: contact added first, optional",
      { productType: 2, needContact: true },
      [
        { key: "contact", required: false },
        { key: "travelers", required: true },
        { key: "flight", required: false },
        { key: "emergency_contact", required: true },
      ],
    ],
    [
      "trip, contact required without need_contact: still shown, required",
      { productType: 2, contactRequired: true },
      [
        { key: "contact", required: true },
        { key: "travelers", required: true },
        { key: "flight", required: false },
        { key: "emergency_contact", required: true },
      ],
    ],
    [
      "trip in the cart: address added last, required",
      { productType: 2, checkoutType: 2 },
      [
        { key: "travelers", required: true },
        { key: "flight", required: false },
        { key: "emergency_contact", required: true },
        { key: "shipping_address", required: true },
      ],
    ],
    [
      "food: duplicate key once, required if either says so; contact required by the platform",
      { productType: 3, needContact: true, contactRequired: false },
      [
        { key: "people_count", required: true },
        { key: "wechat", required: false },
        { key: "contact", required: true },
      ],
    ],
  ])("%s", (_label, input, expected) => {
    expect(checkoutFields({ ...base, ...input })).toEqual(expected);
  });

  it("a product type the platform does not define: only what the product asks for", () => {
    expect(
      checkoutFields({
        ...base,
        platformFields: {},
        productType: 2,
        needContact: true,
        shippingRequired: true,
      }),
    ).toEqual([
      { key: "contact", required: false },
      { key: "shipping_address", required: true },
    ]);
    expect(checkoutFields({ ...base, platformFields: {}, productType: 2 })).toEqual([]);
  });
});

describe("§5 Checkout requirements: shipping address for cart checkout or shipping-required products", () => {
  it.each<[string, 1 | 2, { shipping_required: boolean }[], boolean]>([
    ["direct buy, not shipped", 1, [{ shipping_required: false }], false],
    ["direct buy, shipped", 1, [{ shipping_required: true }], true],
    ["direct buy, nothing", 1, [], false],
    ["cart, not shipped", 2, [{ shipping_required: false }], true],
    ["cart, shipped", 2, [{ shipping_required: true }, { shipping_required: true }], true],
    ["cart, empty", 2, [], true],
  ])("%s → %p", (_label, type, lines, expected) => {
    expect(needsAddress(type, lines)).toBe(expected);
  });
});

describe("§5 Purchase / §8 20003: items with different delivery types are ordered separately", () => {
  const s = (shipping_required: boolean) => ({ shipping_required });
  it.each<[string, { shipping_required: boolean }[], "ok" | 20003]>([
    ["empty", [], "ok"],
    ["one shipped", [s(true)], "ok"],
    ["all shipped", [s(true), s(true)], "ok"],
    ["none shipped", [s(false), s(false)], "ok"],
    ["mixed", [s(true), s(false)], 20003],
    ["mixed, not shipped first", [s(false), s(false), s(true)], 20003],
  ])("%s → %p", (_label, lines, expected) => {
    expect(deliverySplitVerdict(lines)).toBe(expected);
  });
});

describe("§2 add-on products: which combination products a direct buy may add (§5 one delivery type per order)", () => {
  const p = (
    id: number,
    over: Partial<{ stock_type: 0 | 1 | 2; shipping_required: boolean; status: number }> = {},
  ) => ({
    id,
    stock_type: 0 as const,
    shipping_required: false,
    status: 1,
    ...over,
  });
  const ticket = { id: 5, shipping_required: false };
  const parcel = { id: 5, shipping_required: true };
  it.each<[string, { id: number; shipping_required: boolean }, ReturnType<typeof p>[], number[]]>([
    ["plain stock, same delivery type, on shelf: offered", ticket, [p(11), p(12)], [11, 12]],
    [
      "a product with a date to choose (stock_type 1) is not",
      ticket,
      [p(11, { stock_type: 1 })],
      [],
    ],
    [
      "a product with a date and session (stock_type 2) is not",
      ticket,
      [p(11, { stock_type: 2 })],
      [],
    ],
    [
      "§5: a shipped product is not added to a ticket (different delivery types)",
      ticket,
      [p(11, { shipping_required: true })],
      [],
    ],
    [
      "§5: a ticket is not added to a shipped product",
      parcel,
      [p(11), p(12, { shipping_required: true })],
      [12],
    ],
    ["off shelf (status other than 1) is not", ticket, [p(11, { status: 0 })], []],
    ["the main product itself is not", ticket, [p(5), p(11)], [11]],
    ["a product listed twice appears once", ticket, [p(11), p(11)], [11]],
    ["none at all: nothing to show", ticket, [], []],
  ])("%s", (_, main, candidates, ids) => {
    expect(addOnCandidates(main, candidates).map((c) => c.id)).toEqual(ids);
  });
});

describe("§2 add-on line: the first variant with stock for the smallest quantity it sells in (§5 sale from {minBuy})", () => {
  const v = (id: number, stock: number, min_purchase = 1, price_amount = 1000) => ({
    id,
    stock,
    min_purchase,
    price_amount,
  });
  it.each<[string, number, ReturnType<typeof v>[], ReturnType<typeof addOnLine>]>([
    [
      "first variant in stock, quantity 1",
      1,
      [v(1, 5), v(2, 5)],
      { variant_id: 1, quantity: 1, price_amount: 1000 },
    ],
    [
      "skips a variant without stock",
      1,
      [v(1, 0), v(2, 3, 1, 2500)],
      { variant_id: 2, quantity: 1, price_amount: 2500 },
    ],
    [
      "a variant sold from 2 pieces needs stock for 2 and adds 2",
      1,
      [v(1, 1, 2), v(2, 4, 2)],
      { variant_id: 2, quantity: 2, price_amount: 2000 },
    ],
    [
      "the product's min_purchase counts too",
      3,
      [v(1, 3)],
      { variant_id: 1, quantity: 3, price_amount: 3000 },
    ],
    ["no variant with enough stock: not offered", 1, [v(1, 0)], null],
    ["no variants: not offered", 1, [], null],
  ])("%s", (_, minPurchase, variants, line) => {
    expect(addOnLine({ min_purchase: minPurchase }, variants)).toEqual(line);
  });
});
