import { pointsRedemption, type PointLevel } from "@/lib/commerce/points";

const level = (points: number, amount: Partial<Record<string, number>>): PointLevel => ({ points, exchangeMoney: { amount } });
const levels: PointLevel[] = [
  level(1000, { CNY: 1500 }),
  level(100, { CNY: 100, HKD: 110 }),
  level(2000, { CNY: 1500 }),
  level(500, { CNY: 600 }),
  level(50, { CNY: 0 }),
];

describe("§3 Points (pointLevelList), §5 points within the balance, §9 no wasted points: pointsRedemption", () => {
  it.each<[string, number, PointLevel[], string, number, { points: number; money: number }]>([
    ["no balance", 0, levels, "CNY", 10000, { points: 0, money: 0 }],
    ["negative balance", -100, levels, "CNY", 10000, { points: 0, money: 0 }],
    ["balance below every level", 99, levels, "CNY", 10000, { points: 0, money: 0 }],
    ["balance exactly the first level", 100, levels, "CNY", 10000, { points: 100, money: 100 }],
    ["best level the balance reaches", 750, levels, "CNY", 10000, { points: 500, money: 600 }],
    ["a larger balance reaches more", 5000, levels, "CNY", 10000, { points: 1000, money: 1500 }],
    ["equal money: fewer points", 5000, levels, "CNY", 1500, { points: 1000, money: 1500 }],
    ["money must not exceed what is payable", 5000, levels, "CNY", 1499, { points: 500, money: 600 }],
    ["money equal to what is payable", 5000, levels, "CNY", 600, { points: 500, money: 600 }],
    ["payable below every level", 5000, levels, "CNY", 99, { points: 0, money: 0 }],
    ["nothing payable", 5000, levels, "CNY", 0, { points: 0, money: 0 }],
    ["only levels priced in the currency", 5000, levels, "HKD", 10000, { points: 100, money: 110 }],
    ["no level in the currency", 5000, levels, "USD", 10000, { points: 0, money: 0 }],
    ["a level worth 0 is never offered", 60, levels, "CNY", 10000, { points: 0, money: 0 }],
    ["no levels", 5000, [], "CNY", 10000, { points: 0, money: 0 }],
    ["a level of 0 points is ignored", 5000, [level(0, { CNY: 999 })], "CNY", 10000, { points: 0, money: 0 }],
  ])("%s", (_label, balance, list, currency, payable, expected) => {
    expect(pointsRedemption(balance, list, currency, payable)).toEqual(expected);
  });
});
