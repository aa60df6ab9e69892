import { formatUseDay, shopStamp } from "@/lib/commerce/time/shop-time";

// Issue 21: voucher issue times in one zone, the shop's (§9 GMT+8), named — page and PDF alike.
describe("shopStamp (§9 shop time GMT+8, named)", () => {
  it.each<[string | Date, string]>([
    ["2026-11-25T22:44:00.000Z", "2026-11-26 06:44 GMT+8"],
    [new Date("2026-11-25T15:59:59.000Z"), "2026-11-25 23:59 GMT+8"],
    ["2026-12-31T16:00:00.000Z", "2027-01-01 00:00 GMT+8"],
    ["not a time", "not a time"],
  ])("%s → %s", (value, text) => expect(shopStamp(value)).toBe(text));
});

// Issue 21 (§5 book_at): the cart wrote "Mon, Nov 30, 2026", the checkout "2026-11-30" — one
// formatter for the locale, used by the cart, the checkout and the order pages.
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
