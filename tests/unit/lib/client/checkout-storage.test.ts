import {
  clearCheckout,
  formScope,
  readCheckoutForm,
  readCheckoutSource,
  saveCheckoutForm,
} from "@/lib/client/checkout-storage";
import { EMPTY_CHECKOUT_FORM } from "@/lib/commerce/checkout/checkout-form";
import { carryNotice, takeNotice } from "@/lib/client/notice";

// Spec §2 /checkout/confirm "state kept", §5 Purchase "direct-buy data is valid only if …", §9
// "stored locally: buy data, checkout info, coupon id, tourists".

const buy = {
  product_id: 5,
  product_sn: "P5",
  variants: [{ variant_id: 51, quantity: 2 }],
  book_at: "2026-12-01",
  book_time: "18:45",
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("readCheckoutSource", () => {
  it.each([
    ["valid, for this product", buy, true],
    ["for another product", { ...buy, product_id: 6 }, false],
    ["without the product sn", { ...buy, product_sn: "" }, false],
    ["with a zero quantity", { ...buy, variants: [{ variant_id: 51, quantity: 0 }] }, false],
    ["without variants", { ...buy, variants: [] }, false],
    ["with an impossible date", { ...buy, book_at: "2026-02-30" }, false],
    ["not JSON", "{", false],
  ])("tf_buy %s → usable %p", (_, value, usable) => {
    localStorage.setItem("tf_buy", typeof value === "string" ? value : JSON.stringify(value));
    const source = readCheckoutSource("direct", 5);
    expect(source !== null).toBe(usable);
    if (usable) expect(source).toEqual({ kind: "direct", buy });
  });

  it.each([
    [{ basket_lines_id: [4, 5, 4] }, { kind: "cart", basketLineIds: [4, 5] }],
    [{ basket_lines_id: [] }, null],
    [{ basket_lines_id: ["4"] }, null],
    [null, null],
  ])("tf_checkout %j → %j", (value, expected) => {
    if (value !== null) localStorage.setItem("tf_checkout", JSON.stringify(value));
    expect(readCheckoutSource("cart")).toEqual(expected);
  });
});

describe("the saved form", () => {
  it("is kept per checkout: one product's direct buy, or one choice of basket lines", () => {
    expect(formScope({ kind: "direct", buy })).toBe("book:5");
    expect(formScope({ kind: "cart", basketLineIds: [9, 4] })).toBe("cart:4,9");
  });

  const source = { kind: "direct", buy } as const;

  it("comes back for the same checkout only, and is gone once the order is placed", () => {
    const values = {
      ...EMPTY_CHECKOUT_FORM,
      tourist_ids: [7, 8],
      address_id: 3,
      coupon_id: 31,
      use_points: true,
      other: { flight: "CX123" },
      add_on_ids: [12, 14],
    };
    saveCheckoutForm(formScope(source), values);
    expect(readCheckoutForm("book:5")).toEqual(values);
    expect(readCheckoutForm("book:6")).toBeNull();
    expect(readCheckoutForm(formScope({ kind: "cart", basketLineIds: [4] }))).toBeNull();
    localStorage.setItem("tf_buy", JSON.stringify(buy));
    clearCheckout(source);
    expect(localStorage.getItem("tf_buy")).toBeNull();
    expect(readCheckoutForm("book:5")).toBeNull();
  });

  it("keeps only what fits, field by field", () => {
    sessionStorage.setItem(
      "tf_checkout_form",
      JSON.stringify({
        scope: "cart:4",
        values: {
          contact: { name: 7, email: "a@b.cn" },
          tourist_ids: [1, -2, "3", 4.5, 9],
          address_id: "3",
          coupon_id: 0,
          use_points: "yes",
          other: { flight: "CX1", evil: "x", note: 5 },
          add_on_ids: [12, "13", 0, 12, 14],
        },
      }),
    );
    expect(readCheckoutForm("cart:4")).toEqual({
      contact: { name: "", country_code: "86", phone: "", email: "a@b.cn" },
      tourist_ids: [1, 9],
      address_id: null,
      coupon_id: null,
      use_points: false,
      other: { flight: "CX1" },
      add_on_ids: [12, 14],
    });
  });
});

describe("carried notices", () => {
  it("are read once, by the page they are for (or below it)", () => {
    carryNotice("buyInvalid", "/product/5");
    expect(takeNotice("/book/5")).toBeNull();
    expect(takeNotice("/product/55/other")).toBeNull();
    expect(takeNotice("/product/5/harbour-cruise")).toBe("buyInvalid");
    expect(takeNotice("/product/5/harbour-cruise")).toBeNull();
  });
});
