import QRCode from "qrcode";
import { VOUCHER_QR } from "../../lib/commerce/orders/voucher-qr";

/** A square PNG of `size` pixels (512 by default), for the voucher PDF. */
export async function qrPng(text: string, size = 512): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...VOUCHER_QR, type: "png", width: size });
}
