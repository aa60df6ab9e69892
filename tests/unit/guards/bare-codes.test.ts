// Spec §8 and §4: error codes and order/payment/refund/voucher statuses are named (lib/commerce:
// Codes, ORDER_STATUS, PAYMENT_STATUS, REFUND_STATUS, VOUCHER_STATUS), so a typo does not compile.
// This guard reads the source of upstream/, components/ and app/ and fails on a bare §8 code or a
// bare status number compared with or assigned to a status field. Comments and strings are not
// code and are skipped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ERROR_TABLE } from "@/lib/commerce/contract/error-codes";
import { codeOnly } from "./code-only";

const ROOT = join(__dirname, "../../..");
const SCANNED = ["upstream", "components", "app"];
/**
 * The generated migrations are SQL history, not code anyone edits; the seed writes fixture rows
 * (a product on the shelf, a fresh coupon) and the schema documents its columns.
 */
const SKIPPED = [/^upstream\/db\/migrations\//, /^upstream\/seed\//];

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

/** Bare codes and bare statuses in one file's source, as "line: text". */
export function findBare(source: string): string[] {
  const found: string[] = [];
  codeOnly(source)
    .split("\n")
    .forEach((line, n) => {
      if (BARE_CODE.test(line) || BARE_STATUS.some((re) => re.test(line)))
        found.push(`${n + 1}: ${line.trim()}`);
    });
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("named codes and statuses (spec §8 codes, §4 statuses)", () => {
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
  ])("bites on %s", (line) => {
    expect(findBare(line)).toHaveLength(1);
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
  ])("lets %s pass", (line) => {
    expect(findBare(line)).toEqual([]);
  });

  it("finds no bare code or status in upstream/, components/ and app/", () => {
    const offenders = SCANNED.flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).split("\\").join("/"))
      .filter((path) => !SKIPPED.some((re) => re.test(path)))
      .flatMap((path) =>
        findBare(readFileSync(join(ROOT, path), "utf8")).map((hit) => `${path}:${hit}`),
      );
    expect(offenders).toEqual([]);
  });
});
