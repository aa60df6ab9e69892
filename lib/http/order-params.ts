import { notFound } from "next/navigation";
import { z } from "zod";
import { refundApplyBody } from "../commerce/refunds/refunds.schema";
import { ORDER_SN } from "../commerce/orders/orders";

// Order numbers and ids as they arrive in storefront URLs and BFF paths, checked before any
// upstream call: a malformed one is a 404 (pages) or 40000 (BFF) without asking the upstream.

export function isOrderSn(value: unknown): value is string {
  return typeof value === "string" && ORDER_SN.test(value);
}

/** POST /api/orders/{sn}/complaints: the form's body, optionally for one line of the order. */
export const complaintRequest = z.intersection(
  refundApplyBody,
  z.object({ order_line_id: z.number().int().positive().max(2_000_000_000).optional() }),
);

/** Route ids of personal records: 1–9 digits, else 404 without asking the upstream. */
export function recordId(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  return Number(raw);
}

/** An order number from a page's path or query: anything malformed is a 404 without asking the upstream. */
export function orderSnParam(value: unknown): string {
  if (!isOrderSn(value)) notFound();
  return value;
}
