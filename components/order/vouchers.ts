import "server-only";
import type { OrderLineDetail } from "@/lib/commerce/orders/orders.schema";
import { qrSvg } from "@/lib/html/qr";
import type { VoucherView } from "./voucher-card";
import { VOUCHER_STATUS } from "@/lib/commerce/orders/orders";

/** The line's vouchers with the QR of each valid one drawn as SVG (a QR that cannot be drawn leaves the code to type in). */
export async function withQr(line: OrderLineDetail): Promise<VoucherView[]> {
  return Promise.all(
    line.voucher_list.map(async (v) => ({
      ...v,
      svg: v.status === VOUCHER_STATUS.valid ? await qrSvg(v.code).catch(() => null) : null,
    })),
  );
}
