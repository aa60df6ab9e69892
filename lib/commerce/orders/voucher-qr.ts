// One QR look for the voucher page (storefront, lib/html/qr.ts) and the voucher PDF (upstream,
// upstream/services/voucher-qr.ts); each side draws with its own qrcode import, since the contract
// takes no packages but zod. "M" survives a scuffed phone screen or a creased print-out; pure
// black on white is what entrance scanners read best. The quiet zone is two modules: the page and
// the PDF put white space of their own around the code.
export const VOUCHER_QR = {
  errorCorrectionLevel: "M",
  margin: 2,
  color: { dark: "#000000ff", light: "#ffffffff" },
} as const;
