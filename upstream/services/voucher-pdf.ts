import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { VOUCHER_TEXT, type VoucherLanguage, type VoucherText } from "./voucher-pdf-text";
import { qrPng } from "./voucher-qr";
import { VOUCHER_STATUS, type VoucherStatus } from "../../lib/commerce/orders/orders";
import { shopStamp } from "../../lib/commerce/time/shop-time";

export type { VoucherLanguage } from "./voucher-pdf-text";

export type VoucherPdfInput = {
  language: VoucherLanguage;
  brandName: string;
  orderSn: string;
  contactName: string;
  issuedAt: Date;
  lines: {
    title: string;
    variant: string;
    /** Date of use, "2026-12-01", or null for an open-dated ticket. */
    date: string | null;
    /** Session, "09:30", or null. */
    time: string | null;
    /** 0 valid, 1 used, 2 void. */
    vouchers: { code: string; status: VoucherStatus }[];
  }[];
};

// ---- fonts ----------------------------------------------------------------------------------
// Noto Sans CJK as OTF (CFF outlines) from npm. pdfkit embeds only the glyphs a document uses,
// so a voucher carries a few kilobytes of font, not 8 MB. The SC font covers Traditional
// characters too, but with mainland glyph shapes; a zh-hant voucher uses the TC font, and any
// string the TC font cannot draw (Big5 lacks many simplified characters) falls back to SC.

type Script = "sc" | "tc";
type Weight = "regular" | "bold";

const FONT_FILES: Record<Script, { pkg: string; regular: string; bold: string }> = {
  sc: {
    pkg: "@embedpdf/fonts-sc",
    regular: "NotoSansHans-Regular.otf",
    bold: "NotoSansHans-Bold.otf",
  },
  tc: {
    pkg: "@embedpdf/fonts-tc",
    regular: "NotoSansHant-Regular.otf",
    bold: "NotoSansHant-Bold.otf",
  },
};

// The packages export only their JS entry (dist/index.cjs); the fonts sit in ../fonts beside it.
// createRequire resolves from this file under tsx and under jest alike, whatever the cwd.
const resolveFrom = createRequire(import.meta.url);

const fonts = new Map<string, fontkit.Font>();

/** A parsed font, read from disk once per process. */
function loadFont(script: Script, weight: Weight): fontkit.Font {
  const key = `${script}-${weight}`;
  const cached = fonts.get(key);
  if (cached) return cached;
  const { pkg, [weight]: file } = FONT_FILES[script];
  const path = join(dirname(resolveFrom.resolve(pkg)), "..", "fonts", file);
  const parsed = fontkit.create(readFileSync(path));
  if (!("hasGlyphForCodePoint" in parsed))
    throw new Error(`${path} is a font collection, not a font`);
  fonts.set(key, parsed);
  return parsed;
}

function covers(font: fontkit.Font, text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp !== undefined && cp > 0x20 && !font.hasGlyphForCodePoint(cp)) return false;
  }
  return true;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// ---- layout ---------------------------------------------------------------------------------

const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 20 * MM;
const CONTENT = PAGE.width - 2 * MARGIN;
const QR_SIZE = 60 * MM;
const INK = "#111111";
const MUTED = "#666666";
const RULE = "#d0d0d0";
const STAMP = "#c62828";

type Doc = PDFKit.PDFDocument;

// pdfkit takes a parsed fontkit font as well as bytes (PDFFontFactory.open checks for `layout`),
// which spares a re-parse of an 8 MB font per document; @types/pdfkit lists bytes only.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/pdfkit's own global namespace
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

/** Selects the CJK font fit for the language and this text: SC, or TC with SC for what TC lacks. */
function fontFor(doc: Doc, language: VoucherLanguage, weight: Weight, text: string): Doc {
  if (language === "zh-hant" && covers(loadFont("tc", weight), text))
    return doc.font(`tc-${weight}`);
  return doc.font(`sc-${weight}`);
}

function registerFonts(doc: Doc, language: VoucherLanguage): void {
  const scripts: Script[] = language === "zh-hant" ? ["tc", "sc"] : ["sc"];
  for (const script of scripts) {
    for (const weight of ["regular", "bold"] as const) {
      doc.registerFont(`${script}-${weight}`, loadFont(script, weight));
    }
  }
}

function issuedLabel(at: Date): string {
  // the shop's zone, named, as the voucher page shows it (lib/commerce/booking/calendar shopStamp)
  return shopStamp(at);
}

type Voucher = {
  line: VoucherPdfInput["lines"][number];
  code: string;
  status: VoucherStatus;
  qr: Buffer;
};

function drawVoucher(
  doc: Doc,
  input: VoucherPdfInput,
  t: VoucherText,
  v: Voucher,
  page: number,
  pages: number,
): void {
  const { language } = input;
  const write = (
    value: string,
    weight: Weight,
    size: number,
    colour: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions,
  ) =>
    fontFor(doc, language, weight, value)
      .fontSize(size)
      .fillColor(colour)
      .text(value, x, y, options);

  // Header: brand left, "Voucher n of m" right, a rule below.
  let y = MARGIN;
  write(input.brandName, "bold", 14, INK, MARGIN, y, { width: CONTENT / 2, lineBreak: false });
  write(t.pageOf(page, pages), "regular", 9, MUTED, MARGIN + CONTENT / 2, y + 4, {
    width: CONTENT / 2,
    align: "right",
    lineBreak: false,
  });
  y += 26;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 18;

  write(t.heading, "bold", 24, INK, MARGIN, y, { width: CONTENT });
  y = doc.y + 6;
  write(v.line.title, "bold", 16, INK, MARGIN, y, { width: CONTENT });
  y = doc.y + 14;

  const rows: [label: string, value: string | null][] = [
    [t.option, v.line.variant],
    [t.date, v.line.date ?? t.openDate],
    [t.session, v.line.time],
    [t.contact, input.contactName],
    [t.order, input.orderSn],
    [t.issued, issuedLabel(input.issuedAt)],
  ];
  const labelWidth = 32 * MM;
  for (const [label, value] of rows) {
    if (value === null) continue;
    write(label, "regular", 10, MUTED, MARGIN, y + 1.5, {
      width: labelWidth - 6,
      lineBreak: false,
    });
    write(value, "regular", 12, INK, MARGIN + labelWidth, y, { width: CONTENT - labelWidth });
    y = Math.max(doc.y, y + 16) + 6;
  }
  y += 10;

  // The code block: QR centred, the code below it in large monospace, then the instruction.
  const box = { x: MARGIN, y, w: CONTENT, h: QR_SIZE + 120 };
  doc.roundedRect(box.x, box.y, box.w, box.h, 8).lineWidth(1).strokeColor(RULE).stroke();
  const qrX = MARGIN + (CONTENT - QR_SIZE) / 2;
  const qrY = box.y + 18;
  doc.image(v.qr, qrX, qrY, { width: QR_SIZE, height: QR_SIZE });

  write(t.code, "regular", 9, MUTED, MARGIN, qrY + QR_SIZE + 12, {
    width: CONTENT,
    align: "center",
  });
  const codeY = doc.y + 2;
  // Courier is a PDF standard font (nothing to embed) and keeps 0/O and 1/I apart; a code that
  // is not plain ASCII, which Courier cannot draw, goes in the CJK font instead.
  if (PRINTABLE_ASCII.test(v.code)) doc.font("Courier-Bold");
  else fontFor(doc, language, "bold", v.code);
  doc
    .fontSize(24)
    .fillColor(INK)
    .text(v.code, MARGIN, codeY, { width: CONTENT, align: "center", characterSpacing: 2 });
  write(t.instruction, "regular", 11, INK, MARGIN, doc.y + 8, { width: CONTENT, align: "center" });

  if (v.status !== VOUCHER_STATUS.valid)
    drawStamp(doc, language, t.stamp[v.status], qrX + QR_SIZE / 2, qrY + QR_SIZE / 2);
}

/** A red rubber stamp, turned a little, across the QR: a used or void code must look dead. */
function drawStamp(
  doc: Doc,
  language: VoucherLanguage,
  word: string,
  cx: number,
  cy: number,
): void {
  const size = 30;
  fontFor(doc, language, "bold", word).fontSize(size);
  const w = doc.widthOfString(word) + 32;
  const h = size + 18;
  doc.save();
  doc.rotate(-18, { origin: [cx, cy] });
  doc
    .rect(cx - w / 2, cy - h / 2, w, h)
    .fillOpacity(0.85)
    .fill("#ffffff");
  doc
    .rect(cx - w / 2, cy - h / 2, w, h)
    .lineWidth(3)
    .strokeColor(STAMP)
    .strokeOpacity(1)
    .stroke();
  doc
    .fillOpacity(1)
    .fillColor(STAMP)
    .text(word, cx - w / 2, cy - size / 2 - 2, { width: w, align: "center", lineBreak: false });
  doc.restore();
}

// ---- entry ----------------------------------------------------------------------------------

/** One A4 page per voucher code, in the order's language, as a PDF. */
export async function renderVoucherPdf(input: VoucherPdfInput): Promise<Buffer> {
  const t = VOUCHER_TEXT[input.language];
  // QR images only, no database query: nothing here shares a connection
  // eslint-disable-next-line no-restricted-properties
  const vouchers: Voucher[] = await Promise.all(
    input.lines.flatMap((line) =>
      line.vouchers.map(async (v) => ({
        line,
        code: v.code,
        status: v.status,
        qr: await qrPng(v.code),
      })),
    ),
  );
  // pdfkit would write a PDF with no pages, which viewers refuse.
  if (vouchers.length === 0) throw new Error(`order ${input.orderSn} has no vouchers to print`);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    compress: true,
    lang: t.lang,
    displayTitle: true,
    info: {
      Title: `Voucher ${input.orderSn}`,
      Author: input.brandName,
      Creator: input.brandName,
      CreationDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  registerFonts(doc, input.language);
  vouchers.forEach((v, i) => {
    doc.addPage();
    drawVoucher(doc, input, t, v, i + 1, vouchers.length);
  });
  doc.end();
  return done;
}
