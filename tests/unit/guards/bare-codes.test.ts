// Spec §8, §4 and §3: error codes, order/payment/refund/voucher statuses and the spec's enums are
// named (lib/commerce: Codes, ORDER_STATUS, PAYMENT_STATUS, REFUND_STATUS, VOUCHER_STATUS,
// PRODUCT_TYPE, STOCK_TYPE, REFUND_TAG, POLICY_BASE, APPLY_TYPES, DISCOUNT_TYPE, IDENTITY_TYPE,
// ORDER_TYPE, MODULE_TYPE, STYLE_TYPE, REDIRECT_TYPE, MORE_PRODUCTS_TYPE), so a typo does not
// compile and a reader sees what a number means. This guard reads the source of both programs and
// fails on a bare §8 code, or a bare number compared with, assigned to or switched on a status or
// enum field. Comments and strings are not code and are skipped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ERROR_TABLE } from "@/lib/commerce/contract/error-codes";
import { codeOnly, withoutComments } from "./code-only";

const ROOT = join(__dirname, "../../..");
const SCANNED = ["upstream", "components", "app", "lib", "middleware.ts"];
/**
 * The generated migrations are SQL history, not code anyone edits; the seed writes fixture rows
 * (a product on the shelf, a fresh coupon) and the schema documents its columns.
 */
const SKIPPED = [
  /^upstream\/db\/migrations\//,
  /^upstream\/seed\//,
  // the table the codes are named in
  /^lib\/commerce\/contract\/error-codes\.ts$/,
];

const CODES = Object.values(ERROR_TABLE).map((e) => e.code);
const BARE_CODE = new RegExp(`(?<![\\w.$])(${CODES.join("|")})(?![\\w.])`);

const STATUS_FIELD = String.raw`[\w.]*[sS]tatus\w*`;
const SMALL = String.raw`\d{1,2}(?![\d.])`;
/** A status number (0–99; HTTP statuses have three digits) next to a status field. */
const BARE_STATUS = [
  new RegExp(String.raw`\b${STATUS_FIELD}\s*(?:===|!==|==|!=|<=|>=|<|>)\s*${SMALL}`),
  new RegExp(String.raw`(?<![\w.])${SMALL}\s*(?:===|!==|==|!=)\s*${STATUS_FIELD}`),
  new RegExp(String.raw`\b${STATUS_FIELD}\s*:\s*${SMALL}`),
  new RegExp(String.raw`\b(?:eq|ne|gt|gte|lt|lte)\(\s*${STATUS_FIELD}\s*,\s*${SMALL}`),
  new RegExp(String.raw`\b(?:inArray|notInArray)\(\s*${STATUS_FIELD}\s*,\s*\[\s*\d`),
  new RegExp(String.raw`\[\s*\d{1,2}\s*(?:,\s*\d{1,2}\s*)*\]\s*\.includes\(\s*${STATUS_FIELD}`),
];

/** The spec's enum fields (§3, §4, §7), in the wire's and the database's spelling. */
const ENUM_FIELD = String.raw`(?:product_?[tT]ype|stock_?[tT]ype|refund_?[tT]ag|refund\.tag|inventory_?[tT]ype|discount_?[vV]alue_?[tT]ype|identity_?[tT]ype|order_?[tT]ype|module_?[tT]ype|style_?[tT]ype|redirect_?[tT]ype|\btype|\bsource)`;
/** A bare number next to one of them: compared, assigned, typed as a literal, or in a query. */
const BARE_ENUM = [
  new RegExp(String.raw`${ENUM_FIELD}\s*(?:===|!==|==|!=|<=|>=|<|>)\s*-?${SMALL}`),
  new RegExp(String.raw`(?<![\w.])${SMALL}\s*(?:===|!==|==|!=)\s*[\w.]*${ENUM_FIELD}`),
  new RegExp(String.raw`${ENUM_FIELD}\s*:\s*${SMALL}`),
  new RegExp(String.raw`\b(?:eq|ne)\(\s*[\w.]*${ENUM_FIELD}\s*,\s*${SMALL}`),
];
/** …or in SQL: a template's text, which codeOnly blanks, is read with the comments alone removed. */
const BARE_SQL = new RegExp(String.raw`\$\{[\w.]*${ENUM_FIELD}\}\s*(?:=|<>|!=)\s*${SMALL}`);
/** A switch on a status or an enum field, whose `case <number>:` labels are bare too. */
const ENUM_SWITCH = new RegExp(
  String.raw`^(\s*)switch\s*\(\s*[\w.]*(?:${STATUS_FIELD}|${ENUM_FIELD})\s*\)`,
);
const BARE_CASE = new RegExp(String.raw`^\s*case\s+${SMALL}\s*:`);

/** Bare codes, statuses and enums in one file's source, as "line: text". */
export function findBare(source: string): string[] {
  const found: string[] = [];
  let switchIndent: string | null = null;
  const text = withoutComments(source).split("\n");
  codeOnly(source)
    .split("\n")
    .forEach((line, n) => {
      const opened = ENUM_SWITCH.exec(line);
      if (opened) switchIndent = opened[1] ?? "";
      else if (switchIndent !== null && line.startsWith(`${switchIndent}}`)) switchIndent = null;
      if (
        BARE_CODE.test(line) ||
        BARE_STATUS.some((re) => re.test(line)) ||
        BARE_ENUM.some((re) => re.test(line)) ||
        BARE_SQL.test(text[n] ?? "") ||
        (switchIndent !== null && BARE_CASE.test(line))
      )
        found.push(`${n + 1}: ${line.trim()}`);
    });
  return found;
}

function sources(path: string): string[] {
  if (!statSync(path).isDirectory()) return /\.(ts|tsx)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sources(join(path, name)));
}

describe("named codes, statuses and enums (spec §8 codes, §4 statuses, §3 enums)", () => {
  it.each([
    ["if (error.code === 30009) showCaptcha();"],
    ["throw new DomainError(20004, 'missing');"],
    ["case 21001:"],
    ["if (order.status === 3) ship();"],
    ["const done = 5 === order.status;"],
    ["await tx.update(s.orders).set({ status: 5 });"],
    [".where(eq(s.payments.status, 1))"],
    [".where(inArray(s.orders.status, [0, 1]))"],
    ["if ([6, 7, 8, 9].includes(order.status)) return;"],
    ["const label = `${x} ${order.status === 0 ? 'a' : 'b'}`;"],
    ["if (product.stockType === 2) pickSession();"],
    ["const dated = stock_type !== 0;"],
    ["if (line.product_type !== 1) showTerms();"],
    ["if (p.refundTag === 0) return none;"],
    ["const anytime = product.refund.tag === 3;"],
    ["if (item.inventory_type === 1) fromUse();"],
    ["if (coupon.discount_value_type === 0) fixed();"],
    ["const body = { identity_type: 3 };"],
    ["if (order.orderType !== 1) return 0;"],
    ["const split = modules.findIndex((m) => m.module_type !== 1);"],
    ["if (refund.type === 1) askTracking();"],
    ["const promo = input.source === 1 ? 0 : input.promo;"],
    ["type Kind = { productType: 1 | 2 | 3 };"],
    [".where(eq(s.products.stockType, 2))"],
    ["return sql`(${s.products.stockType} = 0 OR EXISTS (`;"],
  ])("bites on %s", (line) => {
    expect(findBare(line)).toHaveLength(1);
  });

  it("bites on a case label of a switch on an enum field, and only inside it", () => {
    const source = [
      "switch (item.redirect_type) {",
      "  case 0:",
      "    return external;",
      "  case REDIRECT_TYPE.category:",
      "    return category;",
      "}",
      "switch (key) {",
      "  case 1:",
      "}",
    ].join("\n");
    expect(findBare(source)).toEqual(["2: case 0:"]);
  });

  it.each([
    ["if (error.code === Codes.captchaRequired) showCaptcha();"],
    ["// a second cancel answers 10031"],
    ["/* order.status === 3 */"],
    ['const text = "code 20004 and status: 5";'],
    ["return NextResponse.json(body, { status: 404 });"],
    ["if (order.status === ORDER_STATUS.fulfilled) ship();"],
    ["const timeout = 20000 + 1;"],
    ["const price = 10011.5;"],
    ["if (product.stockType === STOCK_TYPE.bySession) pickSession();"],
    ["type Kind = { productType: ProductType };"],
    ['const text = "product_type === 1";'],
    ["const width = item.size === 2 ? 'wide' : 'narrow';"],
  ])("lets %s pass", (line) => {
    expect(findBare(line)).toEqual([]);
  });

  it("finds no bare code, status or enum in either program", () => {
    const offenders = SCANNED.flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).split("\\").join("/"))
      .filter((path) => !SKIPPED.some((re) => re.test(path)))
      .flatMap((path) =>
        findBare(readFileSync(join(ROOT, path), "utf8")).map((hit) => `${path}:${hit}`),
      );
    expect(offenders).toEqual([]);
  });
});
