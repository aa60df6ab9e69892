// Spec §5 "Credentials" and "Contact and other fields", §9 password length: every format rule
// once — password, e-mail, phone by calling code, verification code, WeChat id. The zod schemas the
// forms, the storefront's route handlers and the upstream parse with are built on these
// (./credentials.schema).
import { CALLING_CODE_SET } from "./calling-codes";

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 20;
/** The symbols a password may contain besides letters and digits. */
export const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:,.?~|/<>'\"`\\";

const SYMBOL_CLASS = PASSWORD_SYMBOLS.replace(/[\\\]\[^-]/g, (m) => `\\${m}`);
const PASSWORD_CHARS = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]+$`);
/** The characters alone, for the document's `pattern` (the empty password has its own message). */
export const PASSWORD_CHARS_OR_EMPTY = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]*$`);

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

/** Letters and digits with optional separators, @, a domain, and a 2–3 letter TLD. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9]+([._+-][A-Za-z0-9]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;
/** Mainland China mobile numbers. */
const MAINLAND_PHONE = /^1[3-9]\d{9}$/;
/** Hong Kong: 8 digits starting 5, 6, 8 or 9, with an optional 852 prefix. */
const HONG_KONG_PHONE = /^(852)?[5689]\d{7}$/;
/** Anywhere else: the national number in digits (E.164 allows 15 digits with the country code). */
const OTHER_PHONE = /^\d{4,14}$/;

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

/** Verification codes are six digits. */
export const CODE_PATTERN = /^\d{6}$/;
/** What a verification code is sent for. */
export const CODE_PURPOSES = ["signin", "signup", "reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** WeChat id: 1–20 letters, digits, hyphen or underscore (no Chinese). */
export const WECHAT_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
/** Numeric check: digits with optional decimals. */
export const NUMERIC_PATTERN = /^\d+(\.\d+)?$/;
