import {
  nextReminder,
  orderActions,
  orderTotal,
  orderLabel,
  parseOrderTab,
  TAB_STATUSES,
  withinAfterSales,
  type OrderAction,
  type OrderFacts,
} from "@/lib/commerce/orders/orders";

const now = new Date("2026-11-23T08:00:00.000Z");
const ticket: OrderFacts = {
  status: 2,
  isDelivery: false,
  fulfillmentType: 0,
  confirmed: false,
  pointsUsed: 0,
  payDeadline: new Date("2026-11-23T08:30:00.000Z"),
  completedAt: null,
  remindedAt: null,
  hasVouchers: true,
  hasShipments: false,
  openRefund: null,
  statusBeforeComplaint: null,
  refundable: 5000,
};
const goods: OrderFacts = { ...ticket, isDelivery: true, hasVouchers: false, status: 1 };

describe("§4 Order status → label (10 shown as 5, waiting/confirming, canceling)", () => {
  it.each<[string, Partial<OrderFacts>, string]>([
    ["0 before its deadline", { status: 0 }, "pending"],
    [
      "0 past its deadline reads as closed",
      { status: 0, payDeadline: new Date("2026-11-23T07:59:59.000Z") },
      "cancelled",
    ],
    ["1 ticket, instant", { status: 1 }, "processing"],
    [
      "1 ticket, on request, not yet confirmed: waiting",
      { status: 1, fulfillmentType: 1 },
      "confirming",
    ],
    [
      "1 ticket, on request, confirmed",
      { status: 1, fulfillmentType: 1, confirmed: true },
      "processing",
    ],
    ["1 goods", { status: 1, isDelivery: true }, "toShip"],
    ["2 ticket: to be used", { status: 2 }, "toUse"],
    ["2 goods: partly shipped", { status: 2, isDelivery: true }, "partlyShipped"],
    ["3 goods: shipped", { status: 3, isDelivery: true }, "shipped"],
    ["3 ticket: fulfilled", { status: 3 }, "fulfilled"],
    ["4", { status: 4 }, "completed"],
    ["5", { status: 5 }, "cancelled"],
    ["10 is shown as 5", { status: 10 }, "cancelled"],
    [
      "6 with an ordinary application",
      { status: 6, openRefund: { isCancel: false } },
      "afterSalesPending",
    ],
    [
      "6 with a cancel request: canceling",
      { status: 6, openRefund: { isCancel: true } },
      "canceling",
    ],
    [
      "7 with a cancel request: canceling",
      { status: 7, openRefund: { isCancel: true } },
      "canceling",
    ],
    ["7", { status: 7, openRefund: { isCancel: false } }, "afterSalesProcessing"],
    ["8", { status: 8 }, "afterSalesRejected"],
    ["9", { status: 9 }, "refunded"],
  ])("%s → %s", (_name, facts, expected) => {
    expect(orderLabel({ ...ticket, ...facts }, now)).toBe(expected);
  });
});

describe("§4 Order list tabs", () => {
  it.each<[unknown, string]>([
    ["pending", "pending"],
    ["afterSales", "afterSales"],
    ["nonsense", "all"],
    [undefined, "all"],
    [["pending"], "all"],
  ])("parseOrderTab(%p) → %s", (value, tab) => expect(parseOrderTab(value)).toBe(tab));

  it("lists each non-cancelled status under exactly one tab besides all", () => {
    for (const status of [0, 1, 2, 3, 4, 6, 7, 8, 9]) {
      const tabs = Object.entries(TAB_STATUSES).filter(
        ([tab, list]) => tab !== "all" && list?.includes(status),
      );
      expect(tabs).toHaveLength(1);
    }
    expect(Object.values(TAB_STATUSES).some((list) => list?.includes(5))).toBe(false);
  });
});

describe("§4 Order actions by state", () => {
  it.each<[string, OrderFacts, OrderAction[]]>([
    ["unpaid: pay or cancel", { ...ticket, status: 0, hasVouchers: false }, ["pay", "cancel"]],
    [
      "unpaid with points: pay only (points orders cannot be cancelled)",
      { ...ticket, status: 0, hasVouchers: false, pointsUsed: 100 },
      ["pay"],
    ],
    [
      "unpaid past its deadline: closed, buy again",
      { ...ticket, status: 0, hasVouchers: false, payDeadline: new Date("2026-11-23T07:00:00Z") },
      ["buyAgain"],
    ],
    [
      "ticket confirming (paid, no vouchers): cancel",
      { ...ticket, status: 1, fulfillmentType: 1, hasVouchers: false },
      ["cancel", "buyAgain"],
    ],
    [
      "ticket with points confirming: no cancel",
      { ...ticket, status: 1, fulfillmentType: 1, hasVouchers: false, pointsUsed: 5 },
      ["buyAgain"],
    ],
    ["ticket to use, refundable", ticket, ["voucher", "download", "refund", "buyAgain"]],
    [
      "ticket to use, nothing refundable",
      { ...ticket, refundable: 0 },
      ["voucher", "download", "buyAgain"],
    ],
    ["goods to ship: cancel, remind", goods, ["cancel", "remind", "buyAgain"]],
    [
      "goods shipped: receipt, logistics, refund/return",
      { ...goods, status: 3, hasShipments: true },
      ["confirmReceipt", "logistics", "refund", "buyAgain"],
    ],
    [
      "goods received 6 days ago: refund still",
      { ...goods, status: 4, hasShipments: true, completedAt: new Date("2026-11-17T08:00:01Z") },
      ["logistics", "refund", "buyAgain"],
    ],
    [
      "goods received 7 days ago: after-sales over",
      { ...goods, status: 4, hasShipments: true, completedAt: new Date("2026-11-16T08:00:00Z") },
      ["logistics", "buyAgain"],
    ],
    [
      "application open: views only",
      { ...ticket, status: 6, openRefund: { isCancel: false }, statusBeforeComplaint: 2 },
      ["voucher", "download"],
    ],
    [
      "canceling: nothing to do",
      { ...goods, status: 6, openRefund: { isCancel: true }, statusBeforeComplaint: 1 },
      [],
    ],
    [
      "rejected: as the order underneath (apply again)",
      { ...ticket, status: 8, statusBeforeComplaint: 2 },
      ["voucher", "download", "refund", "buyAgain"],
    ],
    ["refunded", { ...ticket, status: 9, hasVouchers: true }, ["voucher", "download", "buyAgain"]],
    ["cancelled", { ...goods, status: 5 }, ["buyAgain"]],
  ])("%s", (_name, facts, expected) => {
    expect(orderActions(facts, now)).toEqual(expected);
  });
});

describe("§9 after-sales: 7 days from receipt", () => {
  const received = new Date("2026-11-16T08:00:00.000Z");
  it.each<[string, Date | null, string, boolean]>([
    ["not received yet", null, "2026-12-31T00:00:00Z", true],
    ["one ms before 7 days", received, "2026-11-23T07:59:59.999Z", true],
    ["exactly 7 days", received, "2026-11-23T08:00:00.000Z", false],
  ])("%s → %p", (_n, at, nowIso, expected) =>
    expect(withinAfterSales(at, new Date(nowIso))).toBe(expected),
  );
});

describe("remind merchant to ship: at most once a day", () => {
  it.each<[string, string | null, string | null]>([
    ["never reminded", null, null],
    ["reminded 23 h ago", "2026-11-22T09:00:00.000Z", "2026-11-23T09:00:00.000Z"],
    ["reminded 24 h ago", "2026-11-22T08:00:00.000Z", null],
  ])("%s → next %p", (_n, at, next) => {
    expect(nextReminder(at ? new Date(at) : null, now)?.toISOString() ?? null).toBe(next);
  });
});

describe("orderTotal (§4 Order status: a closed order keeps its amount)", () => {
  it.each<[string, { paid_amount: number; requested_amount: number }, number]>([
    ["unpaid", { paid_amount: 0, requested_amount: 12800 }, 12800],
    ["cancelled before paying", { paid_amount: 0, requested_amount: 12800 }, 12800],
    ["paid", { paid_amount: 12000, requested_amount: 12000 }, 12000],
  ])("%s → %i", (_n, o, total) => expect(orderTotal(o)).toBe(total));
});
