import {
  exchangeLevel,
  exchangeOptions,
  pointsEarned,
  pointsRedemption,
  type PointLevel,
} from "@/lib/commerce/pricing/points";

const level = (points: number, amount: Partial<Record<string, number>>): PointLevel => ({
  points,
  exchangeMoney: { amount },
});
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
    [
      "money must not exceed what is payable",
      5000,
      levels,
      "CNY",
      1499,
      { points: 500, money: 600 },
    ],
    ["money equal to what is payable", 5000, levels, "CNY", 600, { points: 500, money: 600 }],
    ["payable below every level", 5000, levels, "CNY", 99, { points: 0, money: 0 }],
    ["nothing payable", 5000, levels, "CNY", 0, { points: 0, money: 0 }],
    ["only levels priced in the currency", 5000, levels, "HKD", 10000, { points: 100, money: 110 }],
    ["no level in the currency", 5000, levels, "USD", 10000, { points: 0, money: 0 }],
    ["a level worth 0 is never offered", 60, levels, "CNY", 10000, { points: 0, money: 0 }],
    ["no levels", 5000, [], "CNY", 10000, { points: 0, money: 0 }],
    [
      "a level of 0 points is ignored",
      5000,
      [level(0, { CNY: 999 })],
      "CNY",
      10000,
      { points: 0, money: 0 },
    ],
  ])("%s", (_label, balance, list, currency, payable, expected) => {
    expect(pointsRedemption(balance, list, currency, payable)).toEqual(expected);
  });
});

describe("§3 pointLevelList, points_api_config 1 point per yuan: pointsEarned", () => {
  const seedLike: PointLevel[] = [
    level(100, { CNY: 100, JPY: 2000, HKD: 110 }),
    level(500, { CNY: 500 }),
  ];
  it.each<[string, number, PointLevel[], string, number]>([
    ["100 yuan paid → 100 points", 10000, seedLike, "CNY", 100],
    ["fractions of a yuan are not earned", 199, seedLike, "CNY", 1],
    [
      "other currencies valued through the table (2000 JPY minor = 1 yuan)",
      200000,
      seedLike,
      "JPY",
      100,
    ],
    ["HKD rounds down", 10000, seedLike, "HKD", 90],
    ["nothing paid", 0, seedLike, "CNY", 0],
    ["negative amount", -500, seedLike, "CNY", 0],
    ["currency without a level", 10000, seedLike, "USD", 0],
    ["no levels", 10000, [], "CNY", 0],
  ])("%s", (_label, paid, list, currency, expected) => {
    expect(pointsEarned(paid, list, currency)).toBe(expected);
  });
});

describe("§3 pointLevelList, §5 points within the balance: exchangeOptions / exchangeLevel (/vip/exchange)", () => {
  it("lists the currency's levels by points with what the balance reaches", () => {
    expect(exchangeOptions(600, levels, "CNY")).toEqual([
      { points: 100, money: 100, affordable: true },
      { points: 500, money: 600, affordable: true },
      { points: 1000, money: 1500, affordable: false },
      { points: 2000, money: 1500, affordable: false },
    ]);
  });
  it.each<[string, number, string, { points: number; money: number } | null]>([
    ["a level the platform offers", 500, "CNY", { points: 500, money: 600 }],
    ["a level not in the table", 300, "CNY", null],
    ["a level not priced in the currency", 500, "HKD", null],
    ["a level worth nothing", 50, "CNY", null],
  ])("%s", (_label, points, currency, expected) => {
    expect(exchangeLevel(levels, points, currency)).toEqual(expected);
  });
});
