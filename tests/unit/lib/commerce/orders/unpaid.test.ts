import { effectiveOrderStatus } from "@/lib/commerce/orders/orders";
import { isPastDeadline, payDeadline, secondsLeft } from "@/lib/commerce/orders/unpaid";

const at = (iso: string) => new Date(iso);
const deadline = at("2026-11-22T16:15:00.000Z");

describe("§4 Unpaid orders: pay deadline", () => {
  it("is 30 minutes after creation", () => {
    expect(payDeadline(at("2026-11-22T15:45:00.000Z")).toISOString()).toBe(
      "2026-11-22T16:15:00.000Z",
    );
  });

  it.each<[string, string, boolean]>([
    ["one ms before", "2026-11-22T16:14:59.999Z", false],
    ["at the deadline", "2026-11-22T16:15:00.000Z", true],
    ["after", "2026-11-22T17:00:00.000Z", true],
    ["long before", "2026-11-22T15:45:00.000Z", false],
  ])("isPastDeadline %s → %p", (_label, now, expected) => {
    expect(isPastDeadline(deadline, at(now))).toBe(expected);
  });
});

describe("§4 Order status: a pending order past its deadline reads as closed (5); 10 is shown as 5", () => {
  it.each<[string, number, Date | null, string, number]>([
    ["pending, before the deadline", 0, deadline, "2026-11-22T16:14:59.999Z", 0],
    ["pending, at the deadline", 0, deadline, "2026-11-22T16:15:00.000Z", 5],
    ["pending, after the deadline", 0, deadline, "2026-11-23T00:00:00.000Z", 5],
    ["pending, no deadline known", 0, null, "2026-11-23T00:00:00.000Z", 0],
    ["paid (1), after the deadline", 1, deadline, "2026-11-23T00:00:00.000Z", 1],
    ["completed (4), after the deadline", 4, deadline, "2026-11-23T00:00:00.000Z", 4],
    ["canceled (5)", 5, null, "2026-11-23T00:00:00.000Z", 5],
    ["status 10", 10, null, "2026-11-22T16:00:00.000Z", 5],
  ])("%s (status %p) → %p", (_label, status, dl, now, expected) => {
    expect(effectiveOrderStatus(status, dl, at(now))).toBe(expected);
  });
});

describe("§4 Unpaid orders: countdown seconds", () => {
  it.each<[string, string, number]>([
    ["just created: 30 minutes", "2026-11-22T15:45:00.000Z", 1800],
    ["1001 ms left rounds up", "2026-11-22T16:14:58.999Z", 2],
    ["exactly one second", "2026-11-22T16:14:59.000Z", 1],
    ["1 ms left still shows 1", "2026-11-22T16:14:59.999Z", 1],
    ["at the deadline: 0", "2026-11-22T16:15:00.000Z", 0],
    ["past the deadline: never negative", "2026-11-22T17:15:00.000Z", 0],
  ])("%s → %p", (_label, now, expected) => {
    expect(secondsLeft(deadline, at(now))).toBe(expected);
  });

  it("reads 0 exactly when the deadline has passed", () => {
    for (const ms of [-1, 0, 1, 999, 1000]) {
      const now = new Date(deadline.getTime() - ms);
      expect(secondsLeft(deadline, now) === 0).toBe(isPastDeadline(deadline, now));
    }
  });
});
