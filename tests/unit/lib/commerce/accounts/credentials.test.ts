import { CALLING_CODES, CALLING_CODE_SET } from "@/lib/commerce/accounts/calling-codes";
import {
  EMAIL_PATTERN,
  PASSWORD_SYMBOLS,
  isPasswordFormat,
  isPhoneFormat,
  normalisePhone,
} from "@/lib/commerce/accounts/credentials";
import {
  chineseName,
  email,
  numeric,
  password,
  verificationCode,
  wechatId,
} from "@/lib/commerce/accounts/credentials.schema";
import type { ZodType } from "zod";

/** The parsed value, or the first message key when refused (what the form shows). */
function outcome(
  schema: ZodType,
  input: unknown,
): { ok: true; value: unknown } | { ok: false; message: string | undefined } {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message };
}

describe("§5 Credentials / §9 password length 6-20: isPasswordFormat", () => {
  it.each([
    ["5 chars (one short)", "abc12", false],
    ["6 chars (minimum)", "abc123", true],
    ["20 chars (maximum)", "abcdefghij1234567890", true],
    ["21 chars (one over)", "abcdefghij12345678901", false],
    ["letters only", "abcdefgh", false],
    ["digits only", "12345678", false],
    ["upper-case letters and digits", "ABC123", true],
    ["with listed symbols", "abc12!@#", true],
    ["space inside", "abc 123", false],
    ["accented letter", "abc123é", false],
    ["Chinese characters", "密码abc123", false],
    ["unlisted symbol £", "abc123£", false],
    ["tab", "abc123\t", false],
    ["empty", "", false],
  ])("%s (%p) → %p", (_label, value, expected) => {
    expect(isPasswordFormat(value)).toBe(expected);
  });

  it.each(PASSWORD_SYMBOLS.split("").map((s) => [s]))(
    "listed symbol %p is accepted beside letters and digits",
    (symbol) => {
      expect(isPasswordFormat(`abc123${symbol}`)).toBe(true);
    },
  );

  it("symbols alone do not replace the letter and digit", () => {
    expect(isPasswordFormat("!@#$%^&*")).toBe(false);
    expect(isPasswordFormat("abc!@#$%")).toBe(false);
    expect(isPasswordFormat("123!@#$%")).toBe(false);
  });
});

describe("§5 Credentials: password schema messages ('Password cannot be empty' vs 'format is incorrect')", () => {
  it.each([
    ["", { ok: false, message: "passwordEmpty" }],
    ["abc12", { ok: false, message: "passwordFormat" }],
    ["abcdefgh", { ok: false, message: "passwordFormat" }],
    ["abcdefghij12345678901", { ok: false, message: "passwordFormat" }],
    ["abc123", { ok: true, value: "abc123" }],
    ["abcdefghij1234567890", { ok: true, value: "abcdefghij1234567890" }],
  ])("%p → %p", (input, expected) => {
    expect(outcome(password, input)).toEqual(expected);
  });
  it("an empty password shows only 'cannot be empty', not the format message too", () => {
    const result = password.safeParse("");
    expect(result.error?.issues.map((i) => i.message)).toEqual(["passwordEmpty"]);
  });
});

describe("§5 Contact and other fields: e-mail (letters and digits, optional separators, 2-3 letter TLD)", () => {
  it.each([
    ["a@b.co", true],
    ["user@example.com", true],
    ["first.last@mail.example.org", true],
    ["first_last@example.com", true],
    ["first-last+tag@x-y.com", true],
    ["user123@sub.domain.cn", true],
    ["a@b.c", false],
    ["a@b.info", false],
    ["a@b.c0m", false],
    ["a..b@example.com", false],
    [".a@example.com", false],
    ["a.@example.com", false],
    ["a@.com", false],
    ["a@example", false],
    ["a@-example.com", false],
    ["example.com", false],
    ["a b@example.com", false],
    ["用户@example.com", false],
    ["a@@example.com", false],
    ["", false],
  ])("EMAIL_PATTERN %p → %p", (value, expected) => {
    expect(EMAIL_PATTERN.test(value)).toBe(expected);
  });

  it.each([
    ["User.Name@Example.COM", { ok: true, value: "user.name@example.com" }],
    ["  ada@example.com  ", { ok: true, value: "ada@example.com" }],
    ["", { ok: false, message: "emailRequired" }],
    ["a@b.info", { ok: false, message: "emailInvalid" }],
    ["not-an-email", { ok: false, message: "emailInvalid" }],
    [`${"a".repeat(120)}@example.com`, { ok: false, message: "emailInvalid" }],
  ])("email schema %p → %p", (input, expected) => {
    expect(outcome(email, input)).toEqual(expected);
  });
});

describe("§5 Credentials: phone well-formed per calling code", () => {
  it.each([
    // mainland: 1[3-9] + 9 digits
    ["86", "13800138000", true],
    ["86", "19912345678", true],
    ["86", "15012345678", true],
    ["86", "12345678901", false],
    ["86", "10012345678", false],
    ["86", "1380013800", false],
    ["86", "138001380000", false],
    ["86", "23800138000", false],
    ["86", "+8613800138000", false],
    ["86", "12345", false],
    // Hong Kong: 8 digits starting 5, 6, 8 or 9, optional 852 prefix
    ["852", "51234567", true],
    ["852", "61234567", true],
    ["852", "81234567", true],
    ["852", "91234567", true],
    ["852", "85291234567", true],
    ["852", "71234567", false],
    ["852", "41234567", false],
    ["852", "9123456", false],
    ["852", "912345678", false],
    ["852", "85271234567", false],
    ["852", "13800138000", false],
    // another real calling code: national digits
    ["44", "7911123456", true],
    ["44", "1234", true],
    ["44", "123", false],
    ["44", "123456789012345", false],
    ["44", "79111abcde", false],
    ["853", "66123456", true],
    // unknown calling code: refused whatever the number
    ["999", "7911123456", false],
    ["0", "7911123456", false],
  ])("+%s %s → %p", (code, national, expected) => {
    expect(isPhoneFormat(code, national)).toBe(expected);
  });
});

describe("§5 Credentials: normalisePhone (stored form, Hong Kong 852 prefix removed)", () => {
  it.each([
    ["86", "13800138000", "+86 13800138000"],
    ["86", "138 0013 8000", "+86 13800138000"],
    ["86", "138-0013-8000", "+86 13800138000"],
    ["852", "91234567", "+852 91234567"],
    ["852", "85291234567", "+852 91234567"],
    ["852", "852 9123 4567", "+852 91234567"],
    ["852", "852912345", "+852 852912345"],
    ["86", "85213800138", "+86 85213800138"],
    ["44", "7911 123456", "+44 7911123456"],
  ])("+%s %p → %p", (code, national, expected) => {
    expect(normalisePhone(code, national)).toBe(expected);
  });
});

describe("§5 Contact and other fields: WeChat id (1-20 letters, digits, hyphen or underscore)", () => {
  it.each([
    ["a", { ok: true, value: "a" }],
    ["wx_user-01", { ok: true, value: "wx_user-01" }],
    ["a".repeat(20), { ok: true, value: "a".repeat(20) }],
    [" wxid ", { ok: true, value: "wxid" }],
    ["a".repeat(21), { ok: false, message: "wechatInvalid" }],
    ["", { ok: false, message: "wechatInvalid" }],
    ["微信号", { ok: false, message: "wechatInvalid" }],
    ["wx中文", { ok: false, message: "wechatInvalid" }],
    ["wx user", { ok: false, message: "wechatInvalid" }],
    ["wx.user", { ok: false, message: "wechatInvalid" }],
  ])("%p → %p", (input, expected) => {
    expect(outcome(wechatId, input)).toEqual(expected);
  });
});

describe("§5 Contact and other fields: Chinese name (no spaces)", () => {
  it.each([
    ["张三", { ok: true, value: "张三" }],
    ["欧阳娜娜", { ok: true, value: "欧阳娜娜" }],
    [" 张三 ", { ok: true, value: "张三" }],
    ["张 三", { ok: false, message: "chineseNameSpaces" }],
    ["张\u3000三", { ok: false, message: "chineseNameSpaces" }],
    ["张\t三", { ok: false, message: "invalidCharacters" }], // a tab is a control character before it is a space
    ["张\u0000三", { ok: false, message: "invalidCharacters" }],
    ["张\ud800", { ok: false, message: "invalidCharacters" }],
    ["张".repeat(31), { ok: false, message: "tooLong" }],
  ])("%p → %p", (input, expected) => {
    expect(outcome(chineseName, input)).toEqual(expected);
  });
});

describe("§5 Contact and other fields: numeric (digits with optional decimals)", () => {
  it.each([
    ["0", { ok: true, value: "0" }],
    ["123", { ok: true, value: "123" }],
    ["12.50", { ok: true, value: "12.50" }],
    [" 42 ", { ok: true, value: "42" }],
    ["12.", { ok: false, message: "numericInvalid" }],
    [".5", { ok: false, message: "numericInvalid" }],
    ["-1", { ok: false, message: "numericInvalid" }],
    ["1e3", { ok: false, message: "numericInvalid" }],
    ["1,000", { ok: false, message: "numericInvalid" }],
    ["1.2.3", { ok: false, message: "numericInvalid" }],
    ["", { ok: false, message: "numericInvalid" }],
  ])("%p → %p", (input, expected) => {
    expect(outcome(numeric, input)).toEqual(expected);
  });
});

describe("§5 Credentials: verification code (six digits, required)", () => {
  it.each([
    ["123456", { ok: true, value: "123456" }],
    ["000000", { ok: true, value: "000000" }],
    [" 123456 ", { ok: true, value: "123456" }],
    ["", { ok: false, message: "codeRequired" }],
    ["12345", { ok: false, message: "codeInvalid" }],
    ["1234567", { ok: false, message: "codeInvalid" }],
    ["12a456", { ok: false, message: "codeInvalid" }],
    ["123 456", { ok: false, message: "codeInvalid" }],
  ])("%p → %p", (input, expected) => {
    expect(outcome(verificationCode, input)).toEqual(expected);
  });
});

describe("§9 Business constants: the phone country-code list has about 230 regions", () => {
  it("holds 230-250 distinct regions", () => {
    const regions = new Set(CALLING_CODES.map(([region]) => region));
    expect(regions.size).toBe(CALLING_CODES.length);
    expect(CALLING_CODES.length).toBeGreaterThanOrEqual(230);
    expect(CALLING_CODES.length).toBeLessThanOrEqual(250);
  });

  it.each([
    ["CN", "86"],
    ["HK", "852"],
    ["MO", "853"],
    ["TW", "886"],
    ["US", "1"],
    ["GB", "44"],
  ])("region %s has calling code %s", (region, code) => {
    expect(CALLING_CODES).toContainEqual([region, code]);
    expect(CALLING_CODE_SET.has(code)).toBe(true);
  });

  it.each(["999", "0", "", "+86"])("%p is not a calling code", (code) => {
    expect(CALLING_CODE_SET.has(code)).toBe(false);
  });
});
