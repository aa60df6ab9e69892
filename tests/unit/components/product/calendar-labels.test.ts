import { calendarLabel, type DateStyle } from "@/components/product/calendar-labels";

// The booking calendar's words are written out for the shop's three languages (no Intl
// formatter while the product page hydrates); they must read as ICU writes them.

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  month: { year: "numeric", month: "long", timeZone: "UTC" },
  weekday: { weekday: "narrow", timeZone: "UTC" },
  day: { weekday: "short", month: "numeric", day: "numeric", timeZone: "UTC" },
};

/** Every date of 2026 and 2027 (one leap-free pair of years, both year ends). */
const DATES = Array.from({ length: 730 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);

describe("calendarLabel", () => {
  it.each(["en", "zh-Hans", "zh-Hant"])(
    "writes %s dates as Intl does, every day of two years",
    (lang) => {
      for (const style of Object.keys(STYLES) as DateStyle[]) {
        const intl = new Intl.DateTimeFormat(lang, STYLES[style]);
        for (const date of DATES)
          expect([style, date, calendarLabel(lang, style, date)]).toEqual([
            style,
            date,
            intl.format(new Date(`${date}T00:00:00Z`)),
          ]);
      }
    },
  );

  it.each([
    ["en", "month", "2026-03-01", "March 2026"],
    ["en", "day", "2026-11-26", "Thu, 11/26"],
    ["zh-Hans", "day", "2026-11-29", "11/29周日"],
    ["zh-Hant", "day", "2026-11-29", "11/29（週日）"],
    ["zh-Hant", "weekday", "2024-01-01", "一"],
  ] as const)("%s %s of %s is %s", (lang, style, date, label) => {
    expect(calendarLabel(lang, style, date)).toBe(label);
  });

  it("builds no Intl formatter for the shop's languages, and uses one for another", () => {
    const built = jest.spyOn(Intl, "DateTimeFormat");
    calendarLabel("en", "day", "2026-11-26");
    calendarLabel("zh-Hant", "month", "2026-11-26");
    expect(built).not.toHaveBeenCalled();
    expect(calendarLabel("ja", "month", "2026-11-26")).toBe("2026年11月");
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });
});
