// Spec §5 "Credentials" and "Contact and other fields", §9 password length: the format rules of
// ./credentials as zod schemas whose messages are keys of messages/*.json "validation". The
// storefront's forms, its route handlers and the upstream all parse with these.
import { z } from "zod";
import { CALLING_CODE_SET } from "./calling-codes";
import {
  CODE_PATTERN,
  DEFAULT_CALLING_CODE,
  EMAIL_PATTERN,
  isPasswordFormat,
  isPhoneFormat,
  NUMERIC_PATTERN,
  PASSWORD_CHARS_OR_EMPTY,
  WECHAT_PATTERN,
} from "./credentials";
import { CLEAN_TEXT } from "../contract/text";
import { cleanText } from "../contract/text.schema";

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

export const email = z
  .string()
  .trim()
  .min(1, "emailRequired")
  .max(120, "emailInvalid")
  .regex(EMAIL_PATTERN, "emailInvalid")
  .transform((v) => v.toLowerCase());

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

export const verificationCode = z
  .string()
  .trim()
  .min(1, "codeRequired")
  .regex(CODE_PATTERN, "codeInvalid");

export const wechatId = z.string().trim().regex(WECHAT_PATTERN, "wechatInvalid");

/** Chinese name: no spaces. */
export const chineseName = cleanText({ max: 30 }).refine((v) => !/\s/.test(v), "chineseNameSpaces");

export const numeric = z.string().trim().regex(NUMERIC_PATTERN, "numericInvalid");

/** A person's name in Latin letters (traveller English name, registration). */
export const latinName = z
  .string()
  .trim()
  .min(1, "required")
  .max(40, "tooLong")
  .regex(/^[A-Za-z][A-Za-z .'-]*$/, "latinNameInvalid");
