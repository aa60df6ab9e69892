import type { Delivery } from "@/lib/commerce/orders/orders.schema";

/** The order events the trace page names in words (messages "orders.event.<kind>"); others read generically. */
const EVENT_KINDS = [
  "created",
  "paid",
  "confirmed",
  "vouchers_issued",
  "shipped",
  "delivered",
  "completed",
  "cancel_requested",
  "cancelled",
  "refund_applied",
  "refund_approved",
  "refund_rejected",
  "refund_received",
  "refunded",
  "reminded",
  "withdrawn",
] as const;
type EventKind = (typeof EVENT_KINDS)[number];

export type TimelineEntry =
  | { type: "event"; at: string; kind: EventKind | null; raw: string; actor: string }
  | { type: "scan"; at: string; text: string; place: string; carrier: string; tracking: string };

function isEventKind(kind: string): kind is EventKind {
  return (EVENT_KINDS as readonly string[]).includes(kind);
}

/** The carriers' scans and the order's own history in one list, newest first (ties: history before scans). */
export function timeline(delivery: Pick<Delivery, "shipments" | "history">): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...delivery.history.map((e): TimelineEntry => ({
      type: "event",
      at: e.at,
      kind: isEventKind(e.kind) ? e.kind : null,
      raw: e.kind,
      actor: e.actor,
    })),
    ...delivery.shipments.flatMap((s) =>
      s.events.map((e): TimelineEntry => ({
        type: "scan",
        at: e.at,
        text: e.text,
        place: e.place,
        carrier: s.carrier,
        tracking: s.tracking,
      })),
    ),
  ];
  const time = (at: string) => {
    const n = Date.parse(at);
    return Number.isNaN(n) ? 0 : n;
  };
  return entries
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        time(b.e.at) - time(a.e.at) ||
        (a.e.type === b.e.type ? a.i - b.i : a.e.type === "event" ? -1 : 1),
    )
    .map(({ e }) => e);
}

/** A shipment's latest scan. */
export function latestScan<T extends { at: string }>(events: T[]): T | null {
  let best: T | null = null;
  for (const e of events) if (!best || Date.parse(e.at) > Date.parse(best.at)) best = e;
  return best;
}
