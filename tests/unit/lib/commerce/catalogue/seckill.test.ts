import {
  activityPhase,
  countdownTarget,
  flashWhen,
  grabState,
  remaining,
  seckillState,
  secondsUntil,
  splitCountdown,
} from "@/lib/commerce/catalogue/seckill";

// Spec §4 Flash sale: started when start_date is not after the server's now.
describe("seckillState (spec §4 Flash sale)", () => {
  const now = "2026-11-22T12:00:00.000Z";
  it.each([
    ["starts later", "2026-11-22T12:00:01.000Z", "2026-11-23T00:00:00.000Z", 10, 0, "coming"],
    ["starts exactly now", "2026-11-22T12:00:00.000Z", "2026-11-23T00:00:00.000Z", 10, 0, "grab"],
    ["running with stock", "2026-11-22T10:00:00.000Z", "2026-11-23T00:00:00.000Z", 10, 9, "grab"],
    [
      "running, all sold",
      "2026-11-22T10:00:00.000Z",
      "2026-11-23T00:00:00.000Z",
      10,
      10,
      "soldOut",
    ],
    [
      "oversold counts as sold out",
      "2026-11-22T10:00:00.000Z",
      "2026-11-23T00:00:00.000Z",
      10,
      12,
      "soldOut",
    ],
    ["ended exactly now", "2026-11-21T10:00:00.000Z", "2026-11-22T12:00:00.000Z", 10, 0, "ended"],
    [
      "ended, even sold out",
      "2026-11-20T10:00:00.000Z",
      "2026-11-21T00:00:00.000Z",
      10,
      10,
      "ended",
    ],
    ["unreadable dates", "soon", "later", 10, 0, "ended"],
  ])("%s → %s", (_label, start_date, end_date, stock, sold, state) => {
    expect(seckillState({ start_date, end_date, stock, sold }, now)).toBe(state);
  });

  it("counts remaining and the countdown from the server's now", () => {
    expect(remaining({ stock: 10, sold: 3 })).toBe(7);
    expect(remaining({ stock: 10, sold: 30 })).toBe(0);
    expect(secondsUntil("2026-11-23T13:01:05.000Z", now)).toBe(90065);
    expect(splitCountdown(90065)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 5 });
    expect(secondsUntil("2026-11-20T00:00:00.000Z", now)).toBe(0);
  });
});

describe("activityPhase and countdownTarget (spec §4 Flash sale: coming, then on, then ended)", () => {
  const window = { start_date: "2026-11-22T12:00:00.000Z", end_date: "2026-11-23T12:00:00.000Z" };
  it.each([
    ["a second before the start", "2026-11-22T11:59:59.000Z", "coming", window.start_date],
    ["§4 the start is not after now: started", "2026-11-22T12:00:00.000Z", "live", window.end_date],
    ["running", "2026-11-23T00:00:00.000Z", "live", window.end_date],
    ["the end is now: ended", "2026-11-23T12:00:00.000Z", "ended", null],
    ["long over", "2026-12-01T00:00:00.000Z", "ended", null],
  ])("%s → %s", (_label, now, phase, target) => {
    expect(activityPhase(window, now)).toBe(phase);
    expect(activityPhase(window, Date.parse(now))).toBe(phase);
    expect(countdownTarget(window, now)).toBe(target);
  });

  it("counts whole seconds to an instant from a millisecond clock too", () => {
    expect(secondsUntil("2026-11-22T12:10:00.000Z", Date.parse("2026-11-22T12:00:00.400Z"))).toBe(
      599,
    );
    expect(secondsUntil("not a date", "2026-11-22T12:00:00.000Z")).toBe(0);
  });
});

// Spec §4 Flash sale states and §9 seckill items buyable once, for one shopper.
describe("grabState (spec §4 Flash sale, §9 buyable once)", () => {
  const now = "2026-11-22T12:00:00.000Z";
  const live = { start_date: "2026-11-22T10:00:00.000Z", end_date: "2026-11-23T00:00:00.000Z" };
  it.each([
    [
      "coming, not bought",
      { start_date: "2026-11-22T13:00:00.000Z", end_date: "2026-11-23T00:00:00.000Z" },
      10,
      0,
      false,
      "coming",
    ],
    ["live with stock", live, 10, 3, false, "grab"],
    ["live, already bought", live, 10, 3, true, "bought"],
    ["sold out", live, 10, 10, false, "soldOut"],
    ["sold out, and this shopper has one", live, 10, 10, true, "bought"],
    [
      "ended, bought or not",
      { start_date: "2026-11-21T10:00:00.000Z", end_date: "2026-11-22T11:00:00.000Z" },
      10,
      3,
      true,
      "ended",
    ],
  ])("%s → %s", (_label, window, stock, sold, bought, state) => {
    expect(grabState({ ...window, stock, sold, bought }, now)).toBe(state);
  });
});

// "today only" never beside "Ends in 1 day …" — §4 Flash sale worded by its end (live) or start
// (coming), in shop days (GMT+8, §9).
describe("flashWhen (spec §4 Flash sale, §9 shop time GMT+8)", () => {
  // 2026-11-22 20:00 in the shop
  const now = "2026-11-22T12:00:00.000Z";
  it.each<[string, string, string, string, string | null]>([
    [
      "live, ends at 23:00 shop time today",
      "2026-11-22T10:00:00.000Z",
      "2026-11-22T15:00:00.000Z",
      "live",
      "today",
    ],
    [
      "live, ends at midnight: ran through today",
      "2026-11-22T10:00:00.000Z",
      "2026-11-22T16:00:00.000Z",
      "live",
      "today",
    ],
    [
      "live, ends 00:00:01 tomorrow",
      "2026-11-22T10:00:00.000Z",
      "2026-11-22T16:00:01.000Z",
      "live",
      "tomorrow",
    ],
    [
      "live, ends in 22 hours: tomorrow, not today",
      "2026-11-22T10:00:00.000Z",
      "2026-11-23T10:00:00.000Z",
      "live",
      "tomorrow",
    ],
    [
      "live for 30 more hours (Ends in 1 day 06:…): the day after tomorrow, by date",
      "2026-11-22T10:00:00.000Z",
      "2026-11-23T18:00:00.000Z",
      "live",
      "later",
    ],
    [
      "live, ends in three days",
      "2026-11-22T10:00:00.000Z",
      "2026-11-25T18:00:00.000Z",
      "live",
      "later",
    ],
    [
      "coming later today",
      "2026-11-22T14:00:00.000Z",
      "2026-11-23T14:00:00.000Z",
      "coming",
      "today",
    ],
    [
      "coming tomorrow morning",
      "2026-11-23T01:00:00.000Z",
      "2026-11-23T14:00:00.000Z",
      "coming",
      "tomorrow",
    ],
    ["ended", "2026-11-21T10:00:00.000Z", "2026-11-22T11:00:00.000Z", "ended", null],
  ])("%s → %s %s", (_n, start_date, end_date, phase, day) => {
    const w = flashWhen({ start_date, end_date }, now);
    expect(w.phase).toBe(phase);
    expect("day" in w ? w.day : null).toBe(day);
  });
});
