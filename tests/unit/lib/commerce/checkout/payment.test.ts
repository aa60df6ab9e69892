import {
  isSettled,
  OPEN_PAY_METHOD,
  paymentOutcome,
  shopperPaymentMethods,
  checkPayment,
  offeredPaymentMethods,
  pointsForAmount,
  type PaymentRights,
  payableAmount,
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

// Spec §6 "Payment by points or quota applies to certain users only"; §9 payment methods (points,
// quota, points plus cash, quota plus cash) and "Points are redeemed for currency".

const ALL = [
  "wechat",
  "alipay",
  "credit_card",
  "points",
  "quota",
  "points_cash",
  "quota_cash",
  "gat",
];
// 100 points = 1.00 CNY; 1000 points = 12.00 CNY (the better rate)
const LEVELS = [
  { points: 100, exchangeMoney: { amount: { CNY: 100 } } },
  { points: 1000, exchangeMoney: { amount: { CNY: 1200 } } },
];
const granted = (
  quota: number,
  points: number,
  methods = ["points", "quota", "points_cash", "quota_cash"],
): PaymentRights => ({
  methods,
  quota: { currency: "CNY", balance: quota },
  points,
});
const order = { currency: "CNY", amount: 1000 };

describe("checkPayment (§6 certain users only, §9 methods)", () => {
  it.each([
    // method, brand methods, rights, → ok / refusal, split (quota, points, cash)
    ["wechat", ALL, null, "ok", [0, 0, 1000]],
    ["credit_card", ["wechat"], null, "notOffered", null],
    ["quota", ALL, null, "notAllowed", null],
    ["quota", ALL, granted(5000, 0, ["points"]), "notAllowed", null],
    ["quota", ["wechat"], granted(5000, 0), "notOffered", null],
    ["quota", ALL, granted(1000, 0), "ok", [1000, 0, 0]],
    ["quota", ALL, granted(999, 0), "insufficient", null],
    [
      "quota",
      ALL,
      { methods: ["quota"], quota: { currency: "HKD", balance: 9999 }, points: 0 },
      "wrongCurrency",
      null,
    ],
    ["quota", ALL, { methods: ["quota"], quota: null, points: 0 }, "wrongCurrency", null],
    ["quota_cash", ALL, granted(300, 0), "ok", [300, 0, 700]],
    // plus-cash needs both parts: all from quota is plain quota, nothing from quota is plain cash
    ["quota_cash", ALL, granted(1000, 0), "insufficient", null],
    ["quota_cash", ALL, granted(0, 0), "insufficient", null],
    // 1000 minor units at 1000 points per 1200 → ceil(833.3) = 834 points
    ["points", ALL, granted(0, 834), "ok", [0, 834, 0]],
    ["points", ALL, granted(0, 833), "insufficient", null],
    ["points", ALL, granted(0, 0, ["quota"]), "notAllowed", null],
    // 500 points pay floor(500 × 1200 / 1000) = 600; 600 cost ceil(500) = 500 points
    ["points_cash", ALL, granted(0, 500), "ok", [0, 500, 400]],
    ["points_cash", ALL, granted(0, 5000), "insufficient", null],
    ["points_cash", ALL, granted(0, 0), "insufficient", null],
  ] as const)("%s on %j for %j → %s", (method, brand, rights, outcome, split) => {
    const result = checkPayment(method, brand, rights, order, LEVELS);
    if (outcome === "ok") {
      expect(result).toMatchObject({
        ok: true,
        quota: split![0],
        points: split![1],
        cash: split![2],
      });
    } else {
      expect(result).toEqual({ ok: false, reason: outcome });
    }
  });

  it("never lets the balance part exceed the order", () => {
    for (const amount of [1, 99, 1000, 123_456]) {
      for (const method of ["quota_cash", "points_cash"] as const) {
        const r = checkPayment(
          method,
          ALL,
          granted(amount * 3, amount * 3),
          { currency: "CNY", amount },
          LEVELS,
        );
        if (r.ok) expect(r.quota + r.pointsMoney + r.cash).toBe(amount);
      }
    }
  });

  it("prices points at the best rate, rounding up", () => {
    expect(pointsForAmount(LEVELS, "CNY", 1200)).toBe(1000);
    expect(pointsForAmount(LEVELS, "CNY", 1)).toBe(1);
    expect(pointsForAmount(LEVELS, "USD", 100)).toBeNull();
  });
});

describe("offeredPaymentMethods (/payment/confirm)", () => {
  it.each([
    [null, ["wechat", "alipay", "credit_card"]],
    [granted(5000, 0, ["quota"]), ["wechat", "alipay", "credit_card", "quota"]],
    [granted(400, 500), ["wechat", "alipay", "credit_card", "points_cash", "quota_cash"]],
    [granted(2000, 2000), ["wechat", "alipay", "credit_card", "points", "quota"]],
  ] as const)("%j → %j", (rights, expected) => {
    expect(offeredPaymentMethods(ALL, rights, order, LEVELS)).toEqual(expected);
  });
});

type Input = Parameters<typeof payableAmount>[0];
const base: Input = {
  total: 10000,
  couponDiscount: 0,
  shipping: 0,
  promo: 0,
  pointsMoney: 0,
  source: 0,
};

describe("§5 Price rule: total − coupon + shipping + promo − points, never below 0", () => {
  it.each<[string, Partial<Input>, number]>([
    ["total only", {}, 10000],
    ["coupon", { couponDiscount: 1500 }, 8500],
    ["shipping", { shipping: 800 }, 10800],
    ["points", { pointsMoney: 600 }, 9400],
    ["everything", { couponDiscount: 1000, shipping: 800, promo: -300, pointsMoney: 500 }, 9000],
    ["promo discount (negative)", { promo: -2000 }, 8000],
    ["promo surcharge (positive)", { promo: 500 }, 10500],
    ["source 1: promo discount ignored", { promo: -2000, source: 1 }, 10000],
    ["source 1: promo surcharge ignored", { promo: 500, source: 1 }, 10000],
    ["source 2: promo applies", { promo: -2000, source: 2 }, 8000],
    ["exactly 0", { couponDiscount: 4000, pointsMoney: 6000 }, 0],
    ["coupon above the total: 0", { couponDiscount: 20000 }, 0],
    ["points above the rest: 0", { couponDiscount: 5000, pointsMoney: 9000 }, 0],
    ["promo below the total: 0", { promo: -20000 }, 0],
    ["floor applies after shipping is added", { couponDiscount: 10500, shipping: 800 }, 300],
    ["empty order", { total: 0 }, 0],
  ])("%s → %p", (_label, over, expected) => {
    expect(payableAmount({ ...base, ...over })).toBe(expected);
  });

  it.each<[string, Partial<Input>]>([
    ["unreachable shipping (-1, §8)", { shipping: -1 }],
    ["negative shipping", { shipping: -500 }],
    ["a fractional amount", { total: 100.5 }],
    ["NaN", { couponDiscount: Number.NaN }],
    ["Infinity", { pointsMoney: Number.POSITIVE_INFINITY }],
  ])("%s throws RangeError", (_label, over) => {
    expect(() => payableAmount({ ...base, ...over })).toThrow(RangeError);
  });
});
