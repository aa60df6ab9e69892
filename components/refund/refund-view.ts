import { OPEN_REFUND_STATUSES, REFUND_STATUS } from "@/lib/commerce/refunds/refunds";
import { isUploadKey, shopUploadPath } from "@/lib/commerce/contract/uploads";
import type { RefundDetail } from "@/lib/commerce/orders/orders.schema";

/**
 * What the shopper may still do with an application (the upstream decides; this only offers):
 * open and not yet being paid out → edit (reason, photos, tracking) and withdraw; a cancellation
 * can only be withdrawn.
 */
export function refundChangeable(
  refund: Pick<RefundDetail, "status" | "is_cancel">,
): "edit" | "withdraw" | "none" {
  const open =
    (OPEN_REFUND_STATUSES as readonly number[]).includes(refund.status) &&
    refund.status !== REFUND_STATUS.awaitingRefund;
  if (!open) return "none";
  return refund.is_cancel ? "withdraw" : "edit";
}

/**
 * A proof photo's address in the browser: the upstream names it where it serves it
 * ("/uploads/{key}"); the shop serves the same image itself (/api/uploads/{key}). Anything else
 * is not shown (null).
 */
export function proofImageSrc(url: string): string | null {
  const key = /^\/?uploads\/([^/?#]+)$/.exec(url)?.[1];
  return key && isUploadKey(key) ? shopUploadPath(key) : null;
}
