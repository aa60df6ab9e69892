import { shopStamp } from "@/lib/commerce/shop-time";

// Issue 21: voucher issue times in one zone, the shop's (§9 GMT+8), named — page and PDF alike.
describe("shopStamp (§9 shop time GMT+8, named)", () => {
  it.each<[string | Date, string]>([
    ["2026-11-25T22:44:00.000Z", "2026-11-26 06:44 GMT+8"],
    [new Date("2026-11-25T15:59:59.000Z"), "2026-11-25 23:59 GMT+8"],
    ["2026-12-31T16:00:00.000Z", "2027-01-01 00:00 GMT+8"],
    ["not a time", "not a time"],
  ])("%s → %s", (value, text) => expect(shopStamp(value)).toBe(text));
});
