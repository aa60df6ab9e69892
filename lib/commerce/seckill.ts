// Spec §4 Flash sale: coming soon, then buy/grab with remaining count, then sold out or ended.
// Started when the activity's start_date is not after the server's now (never the browser clock).
export type SeckillState = "coming" | "grab" | "soldOut" | "ended";

export function seckillState(item: { start_date: string; end_date: string; stock: number; sold: number }, now: string | Date): SeckillState {
  const at = typeof now === "string" ? Date.parse(now) : now.getTime();
  const start = Date.parse(item.start_date);
  const end = Date.parse(item.end_date);
  if (Number.isNaN(at) || Number.isNaN(start) || Number.isNaN(end)) return "ended";
  if (start > at) return "coming";
  if (end <= at) return "ended";
  return remaining(item) > 0 ? "grab" : "soldOut";
}

export function remaining(item: { stock: number; sold: number }): number {
  return Math.max(0, item.stock - item.sold);
}

/** Whole seconds until start (0 when started): the countdown, from the server's now. */
export function secondsUntil(startDate: string, now: string | Date): number {
  const at = typeof now === "string" ? Date.parse(now) : now.getTime();
  return Math.max(0, Math.floor((Date.parse(startDate) - at) / 1000));
}

export function splitCountdown(seconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}
