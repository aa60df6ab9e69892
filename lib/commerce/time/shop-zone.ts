// Spec §9: the shop's business time is GMT+8 — calendar dates, sessions, coupon validity and the
// customer-service hours. A module of its own, with nothing else in it, so the code every page
// loads (the chat button's service-hours clock) can read the offset without the calendar's rules.

export const SHOP_UTC_OFFSET_HOURS = 8;
/** The IANA zone with that offset all year (China has kept no daylight saving since 1991). */
export const SHOP_TIME_ZONE = "Asia/Shanghai";
