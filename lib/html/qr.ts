import QRCode from "qrcode";
import { VOUCHER_QR } from "../commerce/orders/voucher-qr";

/** An `<svg>` with a viewBox and no width or height, so CSS decides its size. */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...VOUCHER_QR, type: "svg" });
}
