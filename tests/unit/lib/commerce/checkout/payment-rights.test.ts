import {
  checkPayment,
  offeredPaymentMethods,
  pointsForAmount,
  type PaymentRights,
} from "@/lib/commerce/checkout/payment-rights";

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
