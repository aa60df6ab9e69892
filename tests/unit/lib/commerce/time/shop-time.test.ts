import {
  addDays,
  cutOff,
  formatUseDay,
  SHOP_ISO_OFFSET,
  SHOP_OFFSET_SECONDS,
  SHOP_TIME_ZONE,
  SHOP_ZONE_NAME,
  shopInstant,
  shopIsoDateTime,
  shopMidnight,
  shopMinute,
  shopStamp,
  shopToday,
  shopWallClock,
} from "@/lib/commerce/time/shop-time";

// Spec §9: the shop's time is GMT+8. One module knows the offset; every name of the zone and every
// shop day, minute and instant in both programs comes from it.

describe("§9 the shop's zone, named three ways from one offset", () => {
  it("people read GMT+8, ISO 8601 writes +08:00, SQL shifts by 8 hours", () => {
    expect(SHOP_ZONE_NAME).toBe("GMT+8");
    expect(SHOP_ISO_OFFSET).toBe("+08:00");
    expect(SHOP_OFFSET_SECONDS).toBe(8 * 3600);
  });

  // Intl's zone for the shop keeps the offset every week of two years (IANA writes fixed offsets
  // with the sign reversed; a slip would put the shop at GMT-8)
  const offsetOf = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: "longOffset",
  });
  const weeks: number[] = [];
  for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 7 * 86_400_000)
    weeks.push(at);
  it.each(weeks.map((at) => [new Date(at).toISOString().slice(0, 10), at] as const))(
    `%s: ${SHOP_TIME_ZONE} is GMT+08:00`,
    (_day, at) => {
      const name = offsetOf.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
      expect(name).toBe("GMT+08:00");
    },
  );
});

describe("shop days and minutes (GMT+8)", () => {
  it.each<[string | number | Date, string, string]>([
    ["2026-11-19T15:59:59.999Z", "2026-11-19", "2026-11-19 23:59"],
    ["2026-11-19T16:00:00.000Z", "2026-11-20", "2026-11-20 00:00"],
    [new Date("2026-12-31T16:00:00.000Z"), "2027-01-01", "2027-01-01 00:00"],
    [Date.UTC(2026, 1, 28, 20, 5), "2026-03-01", "2026-03-01 04:05"],
  ])("%s is shop day %s, minute %s", (at, day, minute) => {
    expect(shopToday(at)).toBe(day);
    expect(shopMinute(at)).toBe(minute);
  });

  it.each<[string, string, string]>([
    ["2026-11-30", "00:00", "2026-11-29T16:00:00.000Z"],
    ["2026-11-30", "09:30", "2026-11-30T01:30:00.000Z"],
    ["2026-11-30", "23:59", "2026-11-30T15:59:00.000Z"],
  ])("shopInstant(%s, %s) = %s", (date, time, iso) =>
    expect(new Date(shopInstant(date, time)).toISOString()).toBe(iso),
  );

  it.each<[string, string]>([
    ["2026-11-19T15:59:59.999Z", "2026-11-18T16:00:00.000Z"],
    ["2026-11-19T16:00:00.000Z", "2026-11-19T16:00:00.000Z"],
    ["2026-11-20T03:00:00.000Z", "2026-11-19T16:00:00.000Z"],
  ])("the shop day of %s starts at %s", (at, midnight) =>
    expect(new Date(shopMidnight(at)).toISOString()).toBe(midnight),
  );

  it("reads the wall clock: Friday 2026-11-20 02:00 in shop time is Thursday 18:00 UTC", () => {
    const clock = shopWallClock(new Date("2026-11-19T18:00:00.000Z"));
    expect([clock.getUTCDay(), clock.getUTCHours()]).toEqual([5, 2]);
  });

  it.each<[string, number, string]>([
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("addDays(%s, %i) = %s", (date, days, next) => expect(addDays(date, days)).toBe(next));

  it.each<[string, string, string]>([
    ["2026-11-30", "09:30", "2026-11-30T09:30:00+08:00"],
    ["2026-11-30", "00:00", "2026-11-30T00:00:00+08:00"],
  ])("shopIsoDateTime(%s, %s) = %s", (date, time, iso) =>
    expect(shopIsoDateTime(date, time)).toBe(iso),
  );
});

describe("shop days and cut-offs (GMT+8; the cut-off minute is inclusive; 23:59 = end of day)", () => {
  it.each<[string, string]>([
    ["2026-11-19T15:59:59.999Z", "2026-11-19"],
    ["2026-11-19T16:00:00.000Z", "2026-11-20"],
  ])("shopToday(%s) = %s", (iso, day) => expect(shopToday(new Date(iso))).toBe(day));

  it.each<[string, number, string, string]>([
    ["2026-11-30", -3, "23:59", "2026-11-27T15:59:59.999Z"],
    ["2026-11-30", 0, "18:00", "2026-11-30T10:00:59.999Z"],
    ["2026-11-20", 7, "23:59", "2026-11-27T15:59:59.999Z"],
  ])("cutOff(%s, %i, %s)", (day, days, time, iso) =>
    expect(cutOff(day, days, time).toISOString()).toBe(iso),
  );
});

// voucher issue times in one zone, the shop's (§9 GMT+8), named — page and PDF alike
describe("shopStamp (§9 shop time GMT+8, named)", () => {
  it.each<[string | Date, string]>([
    ["2026-11-25T22:44:00.000Z", "2026-11-26 06:44 GMT+8"],
    [new Date("2026-11-25T15:59:59.000Z"), "2026-11-25 23:59 GMT+8"],
    ["2026-12-31T16:00:00.000Z", "2027-01-01 00:00 GMT+8"],
    ["not a time", "not a time"],
  ])("%s → %s", (value, text) => expect(shopStamp(value)).toBe(text));
});

// §5 book_at: one formatter for the locale, used by the cart, the checkout and the order pages
describe("formatUseDay (§5 a day of use, in the shopper's language)", () => {
  it.each<[string, string, string]>([
    ["2026-11-30", "en", "Mon, Nov 30, 2026"],
    ["2026-11-30", "zh-hans", "2026年11月30日周一"],
    ["2026-11-30", "zh-hant", "2026年11月30日週一"],
    ["2027-01-01", "en", "Fri, Jan 1, 2027"],
    ["2026-02-30", "en", "2026-02-30"],
    ["30/11/2026", "en", "30/11/2026"],
  ])("%s in %s → %s", (date, lang, text) => expect(formatUseDay(date, lang)).toBe(text));
});
