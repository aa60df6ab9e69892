/** @jest-environment node */
// The voucher page's QR code (lib/html/qr.ts): sized by CSS through its viewBox alone, in the one
// voucher look (lib/commerce/orders/voucher-qr.ts) the upstream's PDF draws too
// (tests/unit/upstream/services/voucher-qr.test.ts decodes that one).
import { qrSvg } from "@/lib/html/qr";

describe("qrSvg", () => {
  it("returns an <svg> with a viewBox, black on white, with no fixed width or height", async () => {
    const svg = await qrSvg("QF7K2M9XR4");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const root = svg.slice(0, svg.indexOf(">"));
    expect(root).not.toMatch(/\s(width|height)=/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
  });
});
