import {
  CUSTOMER_SERVICE,
  customerServiceOpen,
  localClock,
} from "@/lib/commerce/support/service-hours";

describe("§9 customer service: Mon–Fri 10:00–18:00 shop time (GMT+8)", () => {
  it("keeps the §9 hours", () => {
    expect(CUSTOMER_SERVICE).toMatchObject({
      days: [1, 2, 3, 4, 5],
      opensAt: "10:00",
      closesAt: "18:00",
      replyWithinWorkingDays: 1,
    });
  });

  // 2026-11-23 is a Monday
  it.each<[string, string, boolean]>([
    ["Monday 10:00 GMT+8 (02:00Z) opens", "2026-11-23T02:00:00Z", true],
    ["Monday 09:59 GMT+8 is before opening", "2026-11-23T01:59:00Z", false],
    ["Monday 17:59 GMT+8 is open", "2026-11-23T09:59:00Z", true],
    ["Monday 18:00 GMT+8 has closed", "2026-11-23T10:00:00Z", false],
    ["Friday 12:00 GMT+8", "2026-11-27T04:00:00Z", true],
    ["Saturday 12:00 GMT+8", "2026-11-28T04:00:00Z", false],
    ["Sunday 23:30 UTC is Monday 07:30 GMT+8: closed", "2026-11-22T23:30:00Z", false],
    [
      "Sunday 20:00 in New York (-05:00) is Monday 09:00 GMT+8: closed",
      "2026-11-22T20:00:00-05:00",
      false,
    ],
    [
      "Sunday 21:30 in New York (-05:00) is Monday 10:30 GMT+8: open",
      "2026-11-22T21:30:00-05:00",
      true,
    ],
    ["Friday 19:00 in London is Saturday 03:00 GMT+8: closed", "2026-11-27T19:00:00Z", false],
    ["Monday 11:00 in Tokyo (+09:00) is 10:00 GMT+8: open", "2026-11-23T11:00:00+09:00", true],
    ["an invalid instant", "not a date", false],
  ])("%s", (_, at, open) => {
    expect(customerServiceOpen(new Date(at))).toBe(open);
  });

  it("reads the clock in another zone when a brand's hours use one", () => {
    const london = { ...CUSTOMER_SERVICE, timeZone: "Europe/London" };
    expect(customerServiceOpen(new Date("2026-11-23T10:00:00Z"), london)).toBe(true);
    expect(customerServiceOpen(new Date("2026-11-23T18:00:00Z"), london)).toBe(false);
    expect(localClock(new Date("2026-11-23T10:00:00Z"), "Asia/Shanghai")).toEqual({
      weekday: 1,
      minute: 18 * 60,
    });
  });

  it("reads the shop's own zone without Intl, as Intl reads it, through the year", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Shanghai",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const built = jest.spyOn(Intl, "DateTimeFormat");
    for (let at = Date.UTC(2026, 0, 1, 0, 7); at < Date.UTC(2027, 0, 1); at += 97 * 60_000 * 13) {
      const parts = Object.fromEntries(
        intl.formatToParts(new Date(at)).map((p) => [p.type, p.value] as const),
      );
      expect(localClock(new Date(at), "Asia/Shanghai")).toEqual({
        weekday: ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday!),
        minute: Number(parts.hour) * 60 + Number(parts.minute),
      });
    }
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
