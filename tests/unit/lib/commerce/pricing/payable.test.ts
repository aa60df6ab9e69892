import { payableAmount } from "@/lib/commerce/pricing/payable";

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
