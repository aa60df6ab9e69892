// The booking calendar's date words (its month headings, weekday columns and each date's label),
// written out for the shop's three languages as ICU writes them (a test compares them with Intl).
// The first Intl formatter a page builds costs ~50 ms of a phone's main thread while ICU's
// data loads, and the calendar drew its words while the product page hydrated. Another language
// falls back to Intl.

export type DateStyle = "month" | "weekday" | "day";

const INTL_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  month: { year: "numeric", month: "long", timeZone: "UTC" },
  weekday: { weekday: "narrow", timeZone: "UTC" },
  day: { weekday: "short", month: "numeric", day: "numeric", timeZone: "UTC" },
};

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** Sunday first, as Date#getUTCDay counts */
const EN_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const ZH_DAYS = ["日", "一", "二", "三", "四", "五", "六"];

type Parts = { year: number; month: number; day: number; weekday: number };

const WRITERS: Record<string, (p: Parts, style: DateStyle) => string> = {
  en: (p, style) =>
    style === "month"
      ? `${EN_MONTHS[p.month - 1]} ${p.year}`
      : style === "weekday"
        ? EN_DAYS[p.weekday]!.charAt(0)
        : `${EN_DAYS[p.weekday]}, ${p.month}/${p.day}`,
  "zh-Hans": (p, style) =>
    style === "month"
      ? `${p.year}年${p.month}月`
      : style === "weekday"
        ? ZH_DAYS[p.weekday]!
        : `${p.month}/${p.day}周${ZH_DAYS[p.weekday]}`,
  "zh-Hant": (p, style) =>
    style === "month"
      ? `${p.year}年${p.month}月`
      : style === "weekday"
        ? ZH_DAYS[p.weekday]!
        : `${p.month}/${p.day}（週${ZH_DAYS[p.weekday]}）`,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date ("YYYY-MM-DD") in `style`, in the language `htmlLang`. */
export function calendarLabel(htmlLang: string, style: DateStyle, date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const write = WRITERS[htmlLang];
  if (write)
    return write(
      {
        year: at.getUTCFullYear(),
        month: at.getUTCMonth() + 1,
        day: at.getUTCDate(),
        weekday: at.getUTCDay(),
      },
      style,
    );
  const key = `${htmlLang} ${style}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(htmlLang, INTL_STYLES[style])));
  return f.format(at);
}
