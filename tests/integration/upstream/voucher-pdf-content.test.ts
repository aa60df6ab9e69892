/** @jest-environment node */
// Voucher PDF: one page per voucher, and its text — Simplified and Traditional Chinese titles
// included — extracts back exactly, which proves the embedded CJK subset maps glyphs to text
// (pdf-lib's subsetting, for one, draws empty boxes). Also: title metadata, the font picked by
// language, and a small file.
//
// Two languages cover both font paths: "en" draws everything with the SC font (zh-hans is the
// same path), "zh-hant" draws with the TC font and falls back to SC for the simplified title.
// A render takes ~5 s here against ~0.2 s under tsx: jest 30 runs modules against a Proxy global,
// and the PNG filter in qrcode's pngjs looks up `Math` for every byte. Render times worth reading
// come from `npx tsx scripts/voucher-pdf-sample.ts`.
import { PDFParse } from "pdf-parse";
import { renderVoucherPdf, type VoucherPdfInput } from "../../../upstream/services/voucher-pdf";

jest.setTimeout(60_000);

const SN = "261123AB12CD34EF56";
const SIMPLIFIED = "上海迪士尼乐园一日门票";
const TRADITIONAL = "京都精華小團一日遊";
const TRADITIONAL_2 = "臺北101觀景台門票";
const ENGLISH = "Sydney Harbour Bridge Climb";
const CODES = ["QF7K2M9XR4", "TK83HD2LQ9", "ZP4W7N1BC6", "HB5R8J3MV2"] as const;

function order(language: VoucherPdfInput["language"]): VoucherPdfInput {
  return {
    language,
    brandName: "Tripfair",
    orderSn: SN,
    contactName: "王小明",
    issuedAt: new Date("2026-11-23T08:15:00Z"),
    lines: [
      {
        title: SIMPLIFIED,
        variant: "成人",
        date: "2026-12-01",
        time: null,
        vouchers: [{ code: CODES[0], status: 0 }],
      },
      {
        title: TRADITIONAL,
        variant: "Adult",
        date: "2026-12-02",
        time: "09:30",
        vouchers: [{ code: CODES[1], status: 1 }],
      },
      {
        title: TRADITIONAL_2,
        variant: "Child",
        date: null,
        time: null,
        vouchers: [{ code: CODES[2], status: 2 }],
      },
      {
        title: ENGLISH,
        variant: "Adult",
        date: "2026-12-05",
        time: "14:00",
        vouchers: [{ code: CODES[3], status: 0 }],
      },
    ],
  };
}

async function read(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return { text: text.text, pages: text.total, title: info.info?.Title as unknown };
  } finally {
    await parser.destroy();
  }
}

describe.each([
  ["en", ["NotoSansHans"], ["NotoSansHant"]],
  ["zh-hant", ["NotoSansHant", "NotoSansHans"], []],
] as const)("voucher PDF in %s", (language, embedded, absent) => {
  let pdf: Buffer;
  let parsed: Awaited<ReturnType<typeof read>>;

  beforeAll(async () => {
    pdf = await renderVoucherPdf(order(language));
    console.log(`voucher PDF ${language}: ${pdf.length} bytes, ${CODES.length} vouchers`);
    parsed = await read(pdf);
  });

  it("has one page per voucher", () => {
    expect(parsed.pages).toBe(CODES.length);
  });

  it("carries the order number, every voucher code, every title and the contact as text", () => {
    expect(parsed.text).toContain(SN);
    for (const code of CODES) expect(parsed.text).toContain(code);
    for (const title of [SIMPLIFIED, TRADITIONAL, TRADITIONAL_2, ENGLISH])
      expect(parsed.text).toContain(title);
    expect(parsed.text).toContain("王小明");
  });

  it("says when it was issued in the shop's zone, named, as the voucher page does (never UTC)", () => {
    // 2026-11-23T08:15Z is 16:15 in the shop (GMT+8)
    expect(parsed.text).toContain("2026-11-23 16:15 GMT+8");
    expect(parsed.text).not.toContain("UTC");
  });

  it("embeds subsets of the CJK fonts picked for the language", () => {
    const raw = pdf.toString("latin1");
    for (const name of embedded) expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${name}-`));
    for (const name of absent) expect(raw).not.toContain(name);
  });

  it("is titled after the order and stays small", () => {
    expect(parsed.title).toBe(`Voucher ${SN}`);
    expect(pdf.length).toBeLessThan(300_000);
  });
});
