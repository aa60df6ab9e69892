import {
  isSettled,
  OPEN_PAY_METHOD,
  paymentOutcome,
  shopperPaymentMethods,
} from "@/lib/commerce/checkout/payment";
import { payBody } from "@/lib/commerce/checkout/checkout.schema";

// Spec §9 payment methods, §2 /check (payment_method gat), §4 order status, §8 'The order is
// invalid, please order again'.

describe("shopperPaymentMethods (§9)", () => {
  it.each([
    [
      ["wechat", "alipay", "credit_card"],
      ["wechat", "alipay", "credit_card"],
    ],
    [
      ["credit_card", "wechat"],
      ["credit_card", "wechat"],
    ],
    // gat belongs to the partner app (open-pay, /check); unknown names and repeats drop out
    [
      ["wechat", "gat", "paypal", "wechat", "points_cash"],
      ["wechat", "points_cash"],
    ],
    [[], []],
  ])("%j → %j", (brand, expected) => {
    expect(shopperPaymentMethods(brand)).toEqual(expected);
  });
});

describe("§2 /check calls open-pay with payment_method gat, the partner app's method", () => {
  const pay = (payment_method: string) =>
    payBody.safeParse({
      sn: "2611230ABCDEFGHJK",
      payment_method,
      return_url: "https://shop.example.com/payment/result",
    }).success;

  // the pay body (accounts/order/confirm, open/order/confirm) takes gat beside the §9 methods
  it.each<[string, boolean]>([
    [OPEN_PAY_METHOD, true],
    ["gat", true],
    ["wechat", true],
    ["quota_cash", true],
    ["paypal", false],
    ["GAT", false],
  ])("the pay body takes payment_method %j: %s", (method, expected) => {
    expect(pay(method)).toBe(expected);
  });

  // /payment/confirm never offers it, whatever the brand lists and wherever it stands
  it.each<[string[]]>([[["gat"]], [["gat", "wechat"]], [["alipay", "gat", "credit_card", "gat"]]])(
    "a brand listing %j: gat is not a shopper's choice",
    (brand) => {
      expect(shopperPaymentMethods(brand)).not.toContain(OPEN_PAY_METHOD);
      expect(shopperPaymentMethods(brand)).toEqual(brand.filter((m) => m !== "gat"));
    },
  );
});

describe("paymentOutcome (/payment/result)", () => {
  it.each([
    // order status, latest payment status (null: none started) → outcome
    [0, null, "failed"],
    [0, 0, "pending"],
    [0, 1, "pending"],
    [0, 2, "failed"],
    [0, 3, "failed"],
    [1, 1, "paid"],
    [1, 3, "paid"],
    [2, null, "paid"],
    [4, 1, "paid"],
    [5, 0, "closed"],
    [5, 3, "closed"],
    [10, null, "closed"],
  ] as const)("order %i, payment %p → %s", (status, payment, expected) => {
    expect(paymentOutcome({ status, payment: payment === null ? null : { status: payment } })).toBe(
      expected,
    );
  });

  it.each([
    ["pending", false],
    ["paid", true],
    ["failed", true],
    ["closed", true],
  ] as const)("%s settled → %p (polling stops)", (outcome, settled) => {
    expect(isSettled(outcome)).toBe(settled);
  });
});
