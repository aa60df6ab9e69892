// Spec §4 Flash sale: coming soon, then buy/grab with remaining count, then sold out or ended.
// Started when the activity's start_date is not after the server's now (never the browser's own
// clock: a client passes a now corrected by the server's, see lib/client/server-clock).
import { addDays, shopToday } from "../time/shop-time";

export type SeckillState = "coming" | "grab" | "soldOut" | "ended";

/** An activity's window regardless of stock: before its start, running, or over. */
export type ActivityPhase = "coming" | "live" | "ended";

const instant = (now: string | Date | number) =>
  typeof now === "number" ? now : typeof now === "string" ? Date.parse(now) : now.getTime();

export function activityPhase(
  window: { start_date: string; end_date: string },
  now: string | Date | number,
): ActivityPhase {
  const at = instant(now);
  const start = Date.parse(window.start_date);
  const end = Date.parse(window.end_date);
  if (Number.isNaN(at) || Number.isNaN(start) || Number.isNaN(end)) return "ended";
  if (start > at) return "coming";
  if (end <= at) return "ended";
  return "live";
}

export function seckillState(
  item: { start_date: string; end_date: string; stock: number; sold: number },
  now: string | Date | number,
): SeckillState {
  const phase = activityPhase(item, now);
  if (phase !== "live") return phase;
  return remaining(item) > 0 ? "grab" : "soldOut";
}

export function remaining(item: { stock: number; sold: number }): number {
  return Math.max(0, item.stock - item.sold);
}

/** What a countdown counts to: the start while coming, the end while live; nothing once ended. */
export function countdownTarget(
  window: { start_date: string; end_date: string },
  now: string | Date | number,
): string | null {
  const phase = activityPhase(window, now);
  return phase === "coming" ? window.start_date : phase === "live" ? window.end_date : null;
}

/** Whole seconds from `now` until `instantIso` (0 once it has passed). */
export function secondsUntil(instantIso: string, now: string | Date | number): number {
  const left = Math.floor((Date.parse(instantIso) - instant(now)) / 1000);
  return Number.isNaN(left) ? 0 : Math.max(0, left);
}

export function splitCountdown(seconds: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** What the grab button offers (§4 Flash sale, §9 buyable once): the item's state, or "bought" when the shopper already holds one. */
export type GrabState = SeckillState | "bought";

/**
 * The state of the grab for one shopper: coming and ended go by the window alone; while live, a
 * shopper who already holds the item (a live order under it) sees "bought" — even when it has
 * since sold out — and everyone else grab or sold out by the live count.
 */
export function grabState(
  item: { start_date: string; end_date: string; stock: number; sold: number; bought: boolean },
  now: string | Date | number,
): GrabState {
  const state = seckillState(item, now);
  if (state === "grab" || state === "soldOut") return item.bought ? "bought" : state;
  return state;
}

/**
 * The one rule for a flash sale's day words (§4 Flash sale, shop time GMT+8, §9): a live sale is
 * worded by its end — "today" only when it ends on the shop's today (so never "today only" beside
 * "Ends in 1 day …"), "tomorrow" when it ends on the next shop day, else by its date; a coming sale
 * the same way by its start. An end at 00:00 closes the day before (the sale ran through it).
 */
type FlashDay = "today" | "tomorrow" | "later";
export type FlashWhen =
  { phase: "live" | "coming"; day: FlashDay; at: string } | { phase: "ended" };

export function flashWhen(
  window: { start_date: string; end_date: string },
  now: string | Date | number,
): FlashWhen {
  const phase = activityPhase(window, now);
  if (phase === "ended") return { phase };
  const at = phase === "live" ? window.end_date : window.start_date;
  // the last instant the sale runs (live) or its first (coming)
  const moment = phase === "live" ? Date.parse(at) - 1 : Date.parse(at);
  const today = shopToday(new Date(instant(now)));
  const tomorrow = addDays(today, 1);
  const day = shopToday(new Date(moment));
  return { phase, at, day: day === today ? "today" : day === tomorrow ? "tomorrow" : "later" };
}
