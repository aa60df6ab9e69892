// GET accounts/privacy/order/{sn}/download: the order's vouchers as a PDF (voucher-pdf.ts draws
// it), in the language of the request, with the titles as bought.
import type { Db } from "../db/client";
import { DomainError } from "./errors";
import type { PlatformRow, Reader } from "./views";
import { orderVouchers, type OrderRow } from "./orders";
import { renderVoucherPdf } from "./voucher-pdf";
import { Codes } from "../../lib/commerce/contract/error-codes";

export async function voucherPdf(
  db: Db,
  r: Reader,
  platform: PlatformRow,
  order: OrderRow,
): Promise<Buffer> {
  const lines = await orderVouchers(db, r, order);
  if (lines.length === 0)
    throw new DomainError(Codes.notAllowed, "this order has no vouchers (yet)");
  const issued = lines.flatMap((l) => l.voucher_list.map((v) => Date.parse(v.issued_at)));
  return renderVoucherPdf({
    language: r.lang,
    brandName: platform.name || platform.slug,
    orderSn: order.sn,
    contactName: order.contact.name,
    issuedAt: new Date(Math.min(...issued)),
    lines: lines.map((l) => ({
      title: l.title,
      variant: l.variant_name,
      date: l.book_at,
      time: l.book_time,
      vouchers: l.voucher_list.map((v) => ({ code: v.code, status: v.status as 0 | 1 | 2 })),
    })),
  });
}
