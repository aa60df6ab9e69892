import { SHOP_TIME_ZONE, SHOP_UTC_OFFSET_HOURS } from "@/lib/commerce/time/shop-zone";

// Spec §9: the shop's time is GMT+8. The named zone and the offset are one fact written twice —
// the fixed-offset clock (service-hours) relies on the zone never leaving that offset.
describe("§9 shop time zone", () => {
  const offsetOf = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: "longOffset",
  });
  const days: number[] = [];
  for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 7 * 86_400_000)
    days.push(at);

  it.each(days.map((at) => [new Date(at).toISOString().slice(0, 10), at] as const))(
    `%s: ${SHOP_TIME_ZONE} is GMT+${SHOP_UTC_OFFSET_HOURS}`,
    (_day, at) => {
      const name = offsetOf.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
      expect(name).toBe(`GMT+${String(SHOP_UTC_OFFSET_HOURS).padStart(2, "0")}:00`);
    },
  );
});
