import QRCode from "qrcode";

// One QR look for the voucher page and the voucher PDF. "M" survives a scuffed phone screen or a
// creased print-out; pure black on white is what entrance scanners read best. The quiet zone is
// two modules: the page and the PDF put white space of their own around the code.
const OPTIONS = {
  errorCorrectionLevel: "M",
  margin: 2,
  color: { dark: "#000000ff", light: "#ffffffff" },
} as const;

/** An `<svg>` with a viewBox and no width or height, so CSS decides its size. */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: "svg" });
}

/** A square PNG of `size` pixels (512 by default). */
export async function qrPng(text: string, size = 512): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: "png", width: size });
}
