// Spec §5 "Credentials" and "Contact and other fields", §9 password length: every format rule
// once, as zod schemas whose messages are keys of messages/*.json "validation". The storefront's
// forms, its route handlers and the upstream all parse with these.
import { z } from "zod";
import { CALLING_CODE_SET } from "./calling-codes";
import { CLEAN_TEXT, cleanText } from "../contract/text.schema";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** The symbols a password may contain besides letters and digits. */
export const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:,.?~|/<>'\"`\\";

const SYMBOL_CLASS = PASSWORD_SYMBOLS.replace(/[\\\]\[^-]/g, (m) => `\\${m}`);
const PASSWORD_CHARS = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]+$`);
// the characters alone, for the document's `pattern` (the empty password has its own message)
const PASSWORD_CHARS_OR_EMPTY = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]*$`);

/** 6–20 characters of letters, digits and the listed symbols, with at least one letter and one digit. */
export function isPasswordFormat(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    PASSWORD_CHARS.test(value) &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value)
  );
}

/** "Password cannot be empty" / "The password format is incorrect". */
export const password = z
  .string()
  .min(1, "passwordEmpty")
  .regex(PASSWORD_CHARS_OR_EMPTY, "passwordFormat")
  .refine((v) => v.length === 0 || isPasswordFormat(v), "passwordFormat");

/** A password being checked at sign-in: never re-validated for format (old accounts), only bounded; never trimmed. */
export const passwordAttempt = z
  .string()
  .min(1, "passwordEmpty")
  .max(128, "passwordFormat")
  .regex(CLEAN_TEXT, "passwordFormat");

/** The repeated password of a form: compared with the first, so only bounded here. */
export const passwordConfirm = z
  .string()
  .min(1, "passwordEmpty")
  .max(128, "passwordsDiffer")
  .regex(CLEAN_TEXT, "passwordsDiffer");

/** Letters and digits with optional separators, @, a domain, and a 2–3 letter TLD. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9]+([._+-][A-Za-z0-9]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;
export const email = z
  .string()
  .trim()
  .min(1, "emailRequired")
  .max(120, "emailInvalid")
  .regex(EMAIL_PATTERN, "emailInvalid")
  .transform((v) => v.toLowerCase());

/** Mainland China mobile numbers. */
export const MAINLAND_PHONE = /^1[3-9]\d{9}$/;
/** Hong Kong: 8 digits starting 5, 6, 8 or 9, with an optional 852 prefix. */
export const HONG_KONG_PHONE = /^(852)?[5689]\d{7}$/;
/** Anywhere else: the national number in digits (E.164 allows 15 digits with the country code). */
export const OTHER_PHONE = /^\d{4,14}$/;

export const DEFAULT_CALLING_CODE = "86";

/** Spec §5: phone well-formed for its calling code (mainland and Hong Kong patterns). */
export function isPhoneFormat(callingCode: string, national: string): boolean {
  if (callingCode === "86") return MAINLAND_PHONE.test(national);
  if (callingCode === "852") return HONG_KONG_PHONE.test(national);
  return CALLING_CODE_SET.has(callingCode) && OTHER_PHONE.test(national);
}

/** The stored and compared form of a phone number: "+852 91234567" (Hong Kong prefix removed). */
export function normalisePhone(callingCode: string, national: string): string {
  const digits = national.replace(/[\s-]/g, "");
  const local = callingCode === "852" ? digits.replace(/^852(?=\d{8}$)/, "") : digits;
  return `+${callingCode} ${local}`;
}

export const callingCode = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, "callingCodeInvalid")
  .refine((v) => CALLING_CODE_SET.has(v), "callingCodeInvalid");

/** A phone number as typed: digits, spaces and hyphens (its format for the calling code is checked with it). */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, "phoneRequired")
  .max(20, "phoneInvalid")
  .regex(/^[0-9 -]*$/, "phoneInvalid");

const phoneDigits = phoneNumber.transform((v) => v.replace(/[\s-]/g, ""));

/** A phone number with its calling code, checked per §5 and normalised. */
export const phoneFields = z
  .object({ country_code: callingCode.default(DEFAULT_CALLING_CODE), phone: phoneDigits })
  .refine((v) => isPhoneFormat(v.country_code, v.phone), {
    message: "phoneInvalid",
    path: ["phone"],
  });

/** Verification codes are six digits. */
export const CODE_PATTERN = /^\d{6}$/;
export const verificationCode = z
  .string()
  .trim()
  .min(1, "codeRequired")
  .regex(CODE_PATTERN, "codeInvalid");

/** WeChat id: 1–20 letters, digits, hyphen or underscore (no Chinese). */
export const WECHAT_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
export const wechatId = z.string().trim().regex(WECHAT_PATTERN, "wechatInvalid");

/** Chinese name: no spaces. */
export const chineseName = cleanText({ max: 30 }).refine((v) => !/\s/.test(v), "chineseNameSpaces");

/** Numeric check: digits with optional decimals. */
export const NUMERIC_PATTERN = /^\d+(\.\d+)?$/;
export const numeric = z.string().trim().regex(NUMERIC_PATTERN, "numericInvalid");

/** A person's name in Latin letters (traveller English name, registration). */
export const latinName = z
  .string()
  .trim()
  .min(1, "required")
  .max(40, "tooLong")
  .regex(/^[A-Za-z][A-Za-z .'-]*$/, "latinNameInvalid");
