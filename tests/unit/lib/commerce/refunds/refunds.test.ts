import {
  applyTypes,
  cashShares,
  lineRefund,
  refundableAmount,
  refundNow,
  refundDisplayStatus,
  refundStatusLabel,
  returnsCoupon,
  type RefundLineFacts,
} from "@/lib/commerce/refunds/refunds";
import { refundApplyBody } from "@/lib/commerce/refunds/refunds.schema";
import { orderActions, type OrderFacts } from "@/lib/commerce/orders/orders";

// the shop's day is GMT+8: 2026-11-20 00:00 local is 2026-11-19T16:00Z
const paidAt = new Date("2026-11-20T02:00:00.000Z"); // 10:00 local on the 20th
const line = (over: Partial<RefundLineFacts>): RefundLineFacts => ({
  productType: 2,
  refundTag: 3,
  policy: [],
  bookAt: "2026-11-30",
  bookTime: null,
  cash: 10000,
  used: false,
  ...over,
});
const at = (now: string, extra: { completedAt?: Date | null } = {}) => ({
  paidAt,
  completedAt: extra.completedAt ?? null,
  shipped: false,
  now: new Date(now),
});

describe("§4 Product refund tag and §3 refund policy items: the refundable amount at a moment", () => {
  const beforeUse = [
    { inventory_type: 1 as const, date: 3, time: "23:59", before: true, proportion: 100 },
    { inventory_type: 1 as const, date: 1, time: "23:59", before: true, proportion: 50 },
  ];
  const afterPurchase = [
    { inventory_type: 0 as const, date: 7, time: "23:59", before: false, proportion: 100 },
    { inventory_type: 0 as const, date: 14, time: "23:59", before: false, proportion: 50 },
  ];
  const session = [
    { inventory_type: 2 as const, date: 1, time: "12:00", before: true, proportion: 70 },
  ];
  it.each<[string, RefundLineFacts, string, number, string]>([
    ["tag 0: nothing", line({ refundTag: 0 }), "2026-11-21T00:00:00Z", 0, "nonRefundable"],
    [
      "tag 2 undated: all",
      line({ refundTag: 2, bookAt: null }),
      "2027-01-01T00:00:00Z",
      10000,
      "anytime",
    ],
    [
      "tag 2 on the day of use at 23:59 local",
      line({ refundTag: 2 }),
      "2026-11-30T15:59:59.000Z",
      10000,
      "anytime",
    ],
    [
      "tag 2 after the day of use",
      line({ refundTag: 2 }),
      "2026-11-30T16:00:00.000Z",
      0,
      "expired",
    ],
    ["tag 2 used", line({ refundTag: 2, used: true }), "2026-11-21T00:00:00Z", 0, "used"],
    [
      "before use: 3 days before at 23:59:59 local → 100 %",
      line({ policy: beforeUse }),
      "2026-11-27T15:59:59.999Z",
      10000,
      "policy",
    ],
    [
      "before use: one ms later (2 days before) → 50 %",
      line({ policy: beforeUse }),
      "2026-11-27T16:00:00.000Z",
      5000,
      "policy",
    ],
    [
      "before use: 1 day before 23:59 local → 50 %",
      line({ policy: beforeUse }),
      "2026-11-29T15:59:00.000Z",
      5000,
      "policy",
    ],
    [
      "before use: on the day → nothing",
      line({ policy: beforeUse }),
      "2026-11-29T16:00:00.000Z",
      0,
      "expired",
    ],
    [
      "after purchase: day 7 end → 100 %",
      line({ policy: afterPurchase, bookAt: null }),
      "2026-11-27T15:59:59.999Z",
      10000,
      "policy",
    ],
    [
      "after purchase: day 8 → 50 %",
      line({ policy: afterPurchase, bookAt: null }),
      "2026-11-28T00:00:00.000Z",
      5000,
      "policy",
    ],
    [
      "after purchase: day 15 → nothing",
      line({ policy: afterPurchase, bookAt: null }),
      "2026-12-04T16:00:00.000Z",
      0,
      "expired",
    ],
    [
      "session: day before by 12:00 local (inclusive minute)",
      line({ policy: session, bookTime: "09:00" }),
      "2026-11-29T04:00:59.000Z",
      7000,
      "policy",
    ],
    [
      "session: 12:01 the day before → nothing",
      line({ policy: session, bookTime: "09:00" }),
      "2026-11-29T04:01:00.000Z",
      0,
      "expired",
    ],
    [
      "session items need a date of use",
      line({ policy: session, bookAt: null }),
      "2026-11-21T00:00:00Z",
      0,
      "expired",
    ],
    [
      "proportion rounds down to minor units",
      line({ policy: session, cash: 999 }),
      "2026-11-21T00:00:00Z",
      699,
      "policy",
    ],
  ])("%s", (_name, facts, nowIso, amount, rule) => {
    const r = lineRefund(facts, at(nowIso));
    expect(r.amount).toBe(amount);
    expect(r.rule).toBe(rule);
  });

  it("names the policy line that sets the amount and until when", () => {
    const r = lineRefund(line({ policy: beforeUse }), at("2026-11-28T00:00:00Z"));
    expect(r.item).toEqual(beforeUse[1]);
    expect(r.until).toBe("2026-11-29T15:59:59.999Z");
  });

  it.each<[string, Date | null, string, number]>([
    ["goods not yet received: all", null, "2026-12-20T00:00:00Z", 10000],
    [
      "goods 7 days after receipt: nothing",
      new Date("2026-11-21T00:00:00Z"),
      "2026-11-28T00:00:00Z",
      0,
    ],
    [
      "goods 6 days after receipt: all",
      new Date("2026-11-21T00:00:00Z"),
      "2026-11-27T00:00:00Z",
      10000,
    ],
  ])(
    "§9 goods follow the 7-day after-sales rule, not the refund tag: %s",
    (_n, completedAt, nowIso, amount) => {
      expect(
        lineRefund(line({ productType: 1, refundTag: 0 }), at(nowIso, { completedAt })).amount,
      ).toBe(amount);
    },
  );
});

describe("refundableAmount: cash shares, points never refunded, shipping back until shipped", () => {
  const lines = [
    { ...line({ refundTag: 2, bookAt: null }), total: 3000 },
    { ...line({ refundTag: 0 }), total: 7000 },
  ];
  it.each<[number[], number, number[]]>([
    [[3000, 7000], 9000, [2700, 6300]],
    [[1, 1, 1], 100, [33, 33, 34]],
    [[0, 0], 50, [0, 50]],
  ])("cashShares(%p, %i) → %p", (totals, cash, shares) =>
    expect(cashShares(cash, totals)).toEqual(shares),
  );

  it("refunds the refundable line's share of cash (points money excluded) and the unshipped shipping fee", () => {
    const r = refundableAmount(
      { paidAmount: 9500, shippingAmount: 500, paidAt, completedAt: null, shipped: false },
      lines,
      new Date("2026-11-21T00:00:00Z"),
    );
    expect(r.lines.map((l) => l.amount)).toEqual([2700, 0]);
    expect(r.shipping).toBe(500);
    expect(r.amount).toBe(3200);
  });
  it("keeps the shipping fee once shipped, and an unpaid order refunds nothing", () => {
    expect(
      refundableAmount(
        { paidAmount: 9500, shippingAmount: 500, paidAt, completedAt: null, shipped: true },
        lines,
        new Date("2026-11-21T00:00:00Z"),
      ).amount,
    ).toBe(2700);
    expect(
      refundableAmount(
        { paidAmount: 0, shippingAmount: 0, paidAt: null, completedAt: null, shipped: false },
        lines,
        new Date(),
      ).amount,
    ).toBe(0);
  });
});

describe("§4 Refund status display (6 → 0, 7 → 4) and §9 coupon only on full refund", () => {
  it.each<[number, number, string]>([
    [0, 0, "processing"],
    [1, 1, "approvedReturn"],
    [2, 2, "awaitingInspection"],
    [3, 3, "awaitingRefund"],
    [4, 4, "rejected"],
    [5, 5, "refunded"],
    [6, 0, "processing"],
    [7, 4, "rejected"],
    [42, 0, "processing"],
  ])("status %i shows as %i (%s)", (status, shown, label) => {
    expect(refundDisplayStatus(status)).toBe(shown);
    expect(refundStatusLabel(status)).toBe(label);
  });
  it.each<[number, number, number, boolean]>([
    [9500, 9500, 0, true],
    [9499, 9500, 0, false],
    [0, 0, 0, true],
    [9000, 9500, 500, true],
    [8999, 9500, 500, false],
    [0, 300, 500, true],
  ])("returnsCoupon(%i of %i, shipping kept %i) → %p", (refunded, paid, kept, expected) =>
    expect(returnsCoupon(refunded, paid, kept)).toBe(expected),
  );
  it("tickets are refunded only; goods also returned or exchanged", () => {
    expect(applyTypes(false)).toEqual([0]);
    expect(applyTypes(true)).toEqual([0, 1, 2]);
  });
});

describe("§5 Refund application: type, reason, amount required; tracking number for return and refund", () => {
  it.each<[string, unknown, string | null]>([
    ["refund only", { type: 0, reason: "Plans changed", amount: 100 }, null],
    ["return without tracking", { type: 1, reason: "Broken", amount: 100 }, "trackingRequired"],
    ["return with tracking", { type: 1, reason: "Broken", amount: 100, tracking: "SF123" }, null],
    ["exchange for nothing", { type: 2, reason: "Wrong size", amount: 0 }, null],
    ["no reason", { type: 0, reason: "  ", amount: 100 }, "reasonRequired"],
    ["zero refund", { type: 0, reason: "x", amount: 0 }, "amountRequired"],
    ["type 3", { type: 3, reason: "x", amount: 1 }, "any"],
    [
      "seven images",
      { type: 0, reason: "x", amount: 1, images: [1, 2, 3, 4, 5, 6, 7] },
      "tooManyImages",
    ],
  ])("%s", (_n, body, error) => {
    const parsed = refundApplyBody.safeParse(body);
    if (error === null) expect(parsed.success).toBe(true);
    else {
      expect(parsed.success).toBe(false);
      if (error !== "any") expect(parsed.error?.issues.map((i) => i.message)).toContain(error);
    }
  });
});

describe("refundNow (§4 Order actions, §9 after-sales): one answer for the refund page header, its lines and the order page", () => {
  const goods = [{ ...line({ productType: 1, refundTag: 0, bookAt: null }), total: 9074 }];
  const order = (shipped: boolean) => ({
    paidAmount: 9710,
    shippingAmount: 636,
    paidAt,
    completedAt: null,
    shipped,
  });
  const facts = (status: number, extra: Partial<OrderFacts> = {}): OrderFacts => ({
    status,
    isDelivery: true,
    fulfillmentType: 0,
    confirmed: false,
    pointsUsed: 0,
    payDeadline: null,
    completedAt: null,
    remindedAt: null,
    hasVouchers: false,
    hasShipments: status >= 2,
    openRefund: null,
    statusBeforeComplaint: null,
    refundable: 0,
    ...extra,
  });
  const now = new Date("2026-11-21T00:00:00Z");
  const answer = (
    status: number,
    shipped: boolean,
    extra: Partial<OrderFacts> = {},
    refunded = 0,
  ) => {
    const policy = refundableAmount(order(shipped), goods, now);
    const actions = orderActions(facts(status, { ...extra, refundable: policy.amount }), now);
    return refundNow(
      policy,
      { paidAmount: 9710, shippingAmount: 636, refunded, lineTotals: [9074] },
      actions,
      extra.openRefund != null,
    );
  };
  const sum = (r: { lines: { amount: number }[]; shipping: number }) =>
    r.lines.reduce((a, l) => a + l.amount, 0) + r.shipping;

  it.each<
    [
      string,
      number,
      boolean,
      Partial<OrderFacts>,
      { way: string; amount: number; shipping: number },
    ]
  >([
    [
      "paid goods, not shipped: cancel gives back all, shipping included",
      1,
      false,
      {},
      { way: "cancel", amount: 9710, shipping: 636 },
    ],
    [
      "paid goods, not shipped, paid partly with points: no cancel (§4), so nothing now",
      1,
      false,
      { pointsUsed: 100 },
      { way: "none", amount: 0, shipping: 0 },
    ],
    [
      "shipped goods: an application, the shipping fee kept",
      3,
      true,
      {},
      { way: "apply", amount: 9074, shipping: 0 },
    ],
    [
      "an application already open",
      6,
      true,
      { openRefund: { isCancel: false }, statusBeforeComplaint: 3 },
      { way: "open", amount: 9074, shipping: 0 },
    ],
  ])("%s", (_name, status, shipped, extra, expected) => {
    const r = answer(status, shipped, extra);
    expect(r).toMatchObject(expected);
    // the header is always the lines plus shipping
    expect(sum(r)).toBe(r.amount);
  });

  it("a cancel gives back what is left after an earlier refund, and says so line by line", () => {
    const r = answer(1, false, {}, 710);
    expect(r).toMatchObject({ way: "cancel", amount: 9000, shipping: 636 });
    expect(r.lines).toEqual([
      { amount: 8364, proportion: 100, item: null, rule: "cancel", until: null },
    ]);
  });
});
