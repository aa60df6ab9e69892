// Renders sample voucher PDFs, prints their size and render times, and writes them to a folder
// to look at (pdftoppm turns them into PNGs). The first call reads and parses the fonts.
// Usage: npx tsx scripts/voucher-pdf-sample.ts [out-dir]
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  renderVoucherPdf,
  type VoucherLanguage,
  type VoucherPdfInput,
} from "../upstream/services/voucher-pdf";

const LINES: VoucherPdfInput["lines"] = [
  {
    title: "上海迪士尼乐园一日门票",
    variant: "成人",
    date: "2026-12-01",
    time: null,
    vouchers: [{ code: "QF7K2M9XR4", status: 0 }],
  },
  {
    title: "京都精華小團一日遊",
    variant: "Adult",
    date: "2026-12-02",
    time: "09:30",
    vouchers: [{ code: "TK83HD2LQ9", status: 1 }],
  },
  {
    title: "臺北101觀景台門票",
    variant: "Child",
    date: null,
    time: null,
    vouchers: [{ code: "ZP4W7N1BC6", status: 2 }],
  },
  {
    title: "Sydney Harbour Bridge Climb",
    variant: "Adult",
    date: "2026-12-05",
    time: "14:00",
    vouchers: [{ code: "HB5R8J3MV2", status: 0 }],
  },
];

const sample = (language: VoucherLanguage, lines = LINES): VoucherPdfInput => ({
  language,
  brandName: "Tripfair",
  orderSn: "261123AB12CD34EF56",
  contactName: "王小明",
  issuedAt: new Date("2026-11-23T08:15:00Z"),
  lines,
});

async function timed(input: VoucherPdfInput): Promise<{ pdf: Buffer; ms: number }> {
  const start = performance.now();
  const pdf = await renderVoucherPdf(input);
  return { pdf, ms: Math.round(performance.now() - start) };
}

async function main() {
  const out = process.argv[2];
  const two = sample("zh-hant", LINES.slice(1, 3));
  const first = await timed(two);
  const warm = [await timed(two), await timed(two), await timed(two)];
  console.log(
    `zh-hant, 2 vouchers: ${first.pdf.length} bytes; first call ${first.ms} ms, then ${warm.map((w) => w.ms).join(" / ")} ms`,
  );
  for (const language of ["en", "zh-hans", "zh-hant"] as const) {
    const { pdf, ms } = await timed(sample(language));
    console.log(`${language}, ${LINES.length} vouchers: ${pdf.length} bytes; ${ms} ms`);
    if (out) writeFileSync(join(out, `voucher-${language}.pdf`), pdf);
  }
}

void main();
