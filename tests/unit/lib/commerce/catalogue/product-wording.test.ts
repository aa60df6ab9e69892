import {
  productKind,
  productWording,
  type ProductWording,
  type WordingInput,
} from "@/lib/commerce/catalogue/product-wording";
import en from "@/messages/en.json";

// Spec §3 product_type (1 commodity, 2 trip, 3 food) and shipping_required; §9 after-sales (7 days
// from receipt) for goods: the words a product is sold with.
const input = (
  product_type: 1 | 2 | 3,
  shipping_required: boolean,
  stock_type: 0 | 1 | 2 = 0,
): WordingInput => ({ product_type, shipping_required, stock_type });

describe("productWording (spec §3 product_type and shipping_required)", () => {
  it.each<[string, WordingInput, Partial<ProductWording>]>([
    [
      "§3 type 1 commodity, shipped: bought, dispatch times, §9 after-sales",
      input(1, true),
      {
        kind: "goods",
        panelTitle: "titleBuy",
        action: "buy",
        inStock: "availableBuy",
        hoursHeading: "dispatchTimes",
        noticeHeading: "shipping",
        refund: "afterSales",
        confirmation: null,
        cardLabel: "kindGoods",
      },
    ],
    [
      "§3 type 1 commodity not shipped (delivered otherwise): bought, service hours, §9 after-sales",
      input(1, false),
      {
        kind: "goods",
        action: "buy",
        hoursHeading: "serviceHours",
        noticeHeading: "purchaseNotice",
        refund: "afterSales",
        confirmation: null,
      },
    ],
    [
      "§3 type 2 trip, plain stock (an admission ticket): booked, opening hours, its refund policy",
      input(2, false, 0),
      {
        kind: "trip",
        panelTitle: "title",
        action: "book",
        inStock: "available",
        hoursHeading: "openingHours",
        refund: "policy",
        cardLabel: "kindTrip",
      },
    ],
    [
      "§3 type 2 trip by date and session: booked",
      input(2, false, 2),
      { kind: "trip", panelTitle: "title", action: "book", refund: "policy" },
    ],
    [
      "§3 type 3 food voucher (plain stock): a voucher bought, opening hours, its refund policy",
      input(3, false, 0),
      {
        kind: "food",
        panelTitle: "titleVoucher",
        action: "buy",
        inStock: "availableVoucher",
        hoursHeading: "openingHours",
        refund: "policy",
        cardLabel: "kindFood",
      },
    ],
    [
      "§3 type 3 food by date (a buffet): booked",
      input(3, false, 1),
      { kind: "food", panelTitle: "title", action: "book", inStock: "available", refund: "policy" },
    ],
    [
      "§3 type 3 food that ships (a hamper): goods words, but the food's own refund policy",
      input(3, true),
      {
        kind: "goods",
        action: "buy",
        hoursHeading: "dispatchTimes",
        noticeHeading: "shipping",
        refund: "policy",
        cardLabel: "kindGoods",
      },
    ],
  ])("%s", (_label, product, expected) => {
    expect(productWording(product)).toMatchObject(expected);
  });

  it("vouchers are promised only where vouchers are issued (not for goods)", () => {
    expect(productWording(input(2, false)).confirmation).toEqual({
      instant: "confirmInstant",
      onRequest: "confirmOnRequest",
    });
    expect(productWording(input(3, false)).confirmation).toEqual({
      instant: "confirmInstantVoucher",
      onRequest: "confirmOnRequestVoucher",
    });
    expect(productWording(input(1, true)).confirmation).toBeNull();
  });

  it.each([
    [1, false, "goods"],
    [1, true, "goods"],
    [2, false, "trip"],
    [2, true, "goods"],
    [3, false, "food"],
    [3, true, "goods"],
  ] as const)("productKind(type %p, shipping %p) → %p", (product_type, shipping_required, kind) => {
    expect(productKind({ product_type, shipping_required })).toBe(kind);
  });

  it("every key it names exists in the messages", () => {
    for (const type of [1, 2, 3] as const)
      for (const shipping of [true, false])
        for (const stock of [0, 1, 2] as const) {
          const w = productWording(input(type, shipping, stock));
          expect(en.booking).toHaveProperty(w.panelTitle);
          expect(en.booking).toHaveProperty(w.action);
          expect(en.booking).toHaveProperty(w.inStock);
          expect(en.product).toHaveProperty(w.hoursHeading);
          expect(en.product).toHaveProperty(w.noticeHeading);
          expect(en.card).toHaveProperty(w.cardLabel);
          if (w.confirmation) {
            expect(en.product).toHaveProperty(w.confirmation.instant);
            expect(en.product).toHaveProperty(w.confirmation.onRequest);
          }
        }
  });

  it("goods never read as tickets: no booking, opening hours or non-refundable words", () => {
    const goods = productWording(input(1, true));
    const words = [
      en.booking[goods.panelTitle],
      en.booking[goods.action],
      en.product[goods.hoursHeading],
      en.product[goods.noticeHeading],
    ].join(" ");
    expect(words).not.toMatch(/book|opening|ticket/i);
  });
});
