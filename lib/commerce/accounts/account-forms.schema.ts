// Spec §2 Registration form, §5 Credentials / Address form / Checkout requirements (travellers),
// §7 Account calls: one zod schema per form, shared by the react-hook-form resolver, the
// storefront's route handlers and the upstream's routes. Messages are "validation" keys.
import { z } from "zod";
import {
  chineseName,
  email,
  latinName,
  password,
  passwordAttempt,
  passwordConfirm,
  phoneFields,
  phoneNumber,
  verificationCode,
} from "./credentials.schema";
import { CODE_PURPOSES } from "./credentials";
import {
  isIdNumberFormat,
  isSelectableIdType,
  normaliseIdNumber,
  SELECTABLE_ID_TYPES,
} from "./identity-documents";
import { isCalendarDate } from "../catalogue/list-query";
import { cleanText } from "../contract/text.schema";

/** Captcha proof after 30009: `ticket` is the solved proof-of-work payload, `randstr` its challenge salt. */
const captchaFields = z.object({
  ticket: cleanText({ max: 4000 }).optional(),
  randstr: cleanText({ max: 200 }).optional(),
});

/** Password sign-in: the username is an e-mail or a phone number (with its calling code). */
export const signinPasswordForm = z
  .object({
    identity_type: z.literal(1),
    username: cleanText({ min: 1, max: 120, messages: { required: "usernameRequired" } }),
    country_code: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/)
      .optional(),
    password: passwordAttempt,
  })
  .merge(captchaFields);

/** Phone + verification code sign-in (an unknown number is registered on the way). */
export const signinCodeForm = z
  .object({ identity_type: z.literal(2), code: verificationCode })
  .and(phoneFields);

/** Guest sign-in. */
const signinGuestForm = z.object({ identity_type: z.literal(3) });

export const signinBody = z.union([signinPasswordForm, signinCodeForm, signinGuestForm]);
export type SigninBody = z.infer<typeof signinBody>;

const passwordPair = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password, password_confirm: passwordConfirm }).refine(
    (v) => {
      const pair = v as { password: string; password_confirm: string };
      return pair.password === pair.password_confirm;
    },
    { message: "passwordsDiffer", path: ["password_confirm"] },
  );

/** §2 Registration form: first name, last name, e-mail, password, mobile, company, job title. */
export const registerForm = passwordPair({
  identity_type: z.literal(1),
  first_name: cleanText({ min: 1, max: 40 }),
  last_name: cleanText({ min: 1, max: 40 }),
  email,
  country_code: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "callingCodeInvalid"),
  mobile: phoneNumber,
  company: cleanText({ max: 80 }).optional(),
  job_title: cleanText({ max: 80 }).optional(),
  agree: z.literal(true, "agreeRequired"),
}).superRefine((v, ctx) => {
  const check = phoneFields.safeParse({ country_code: v.country_code, phone: v.mobile });
  if (!check.success)
    ctx.addIssue({
      code: "custom",
      message: check.error.issues[0]?.message ?? "phoneInvalid",
      path: ["mobile"],
    });
});

/** Phone registration (/auth/register-tk): phone + code, and a password for later sign-ins. */
export const registerPhoneForm = passwordPair({
  identity_type: z.literal(2),
  country_code: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "callingCodeInvalid"),
  phone: phoneNumber,
  code: verificationCode,
  agree: z.literal(true, "agreeRequired"),
}).superRefine((v, ctx) => {
  const check = phoneFields.safeParse({ country_code: v.country_code, phone: v.phone });
  if (!check.success) ctx.addIssue({ code: "custom", message: "phoneInvalid", path: ["phone"] });
});

export const signupBody = z.union([registerForm, registerPhoneForm]);
export type SignupBody = z.infer<typeof signupBody>;

/** POST accounts/verification_code_send: to a phone (with calling code) or an e-mail. */
export const codeSendBody = z.union([
  z.object({ purpose: z.enum(CODE_PURPOSES), channel: z.literal("phone") }).and(phoneFields),
  z.object({ purpose: z.enum(CODE_PURPOSES), channel: z.literal("email"), email }),
]);
export type CodeSendBody = z.infer<typeof codeSendBody>;

/** /auth/password-reset: the e-mail to send the reset link to. */
export const resetMailForm = z.object({ email });

/** POST accounts/password_reset: by mail link token, by phone code, or signed in with the old one. */
export const resetByTokenForm = passwordPair({ token: cleanText({ min: 20, max: 200 }) });
export const resetByCodeForm = passwordPair({
  country_code: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "callingCodeInvalid"),
  phone: phoneNumber,
  code: verificationCode,
});
const changePasswordForm = passwordPair({ old_password: passwordAttempt });
export const passwordResetBody = z.union([resetByTokenForm, resetByCodeForm, changePasswordForm]);

/** Profile update (GET accounts/privacy shows it). */
export const profileForm = z.object({
  first_name: cleanText({ min: 1, max: 40 }),
  last_name: cleanText({ min: 1, max: 40 }),
  company: cleanText({ max: 80 }).optional(),
  job_title: cleanText({ max: 80 }).optional(),
});

/** §5 Address form: name, phone, district, detailed address and e-mail are required. */
export const addressForm = z
  .object({
    name: cleanText({ min: 1, max: 40 }),
    country_code: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, "callingCodeInvalid")
      .default("86"),
    phone: phoneNumber,
    region: cleanText({ max: 80 }).default(""),
    district: cleanText({ min: 1, max: 80 }),
    address: cleanText({ min: 1, max: 200 }),
    email,
    is_default: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!phoneFields.safeParse({ country_code: v.country_code, phone: v.phone }).success)
      ctx.addIssue({ code: "custom", message: "phoneInvalid", path: ["phone"] });
  });
export type AddressForm = z.input<typeof addressForm>;

/**
 * A selectable type, as a number or the digit a form's select sends. Anything else — 0, -1, null,
 * true, 2147483648, "" — is "idTypeInvalid"; nothing is coerced into a type by accident.
 */
export const selectableIdType = z.preprocess(
  (v) => (typeof v === "string" && /^\d$/.test(v) ? Number(v) : v),
  z
    .number("idTypeInvalid")
    .int({ message: "idTypeInvalid", abort: true })
    // the bounds are for the published contract (minimum, maximum); the list decides
    .min(Math.min(...SELECTABLE_ID_TYPES), { message: "idTypeInvalid", abort: true })
    .max(Math.max(...SELECTABLE_ID_TYPES), { message: "idTypeInvalid", abort: true })
    .refine(isSelectableIdType, "idTypeInvalid"),
);

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** §3 Traveller: English and Chinese names, ID type and number, birthday, phone. */
export const touristForm = z
  .object({
    first_name: latinName,
    last_name: latinName,
    chinese_name: chineseName.default(""),
    id_type: selectableIdType,
    id_number: cleanText({
      min: 1,
      max: 40,
      messages: {
        required: "idNumberRequired",
        tooLong: "idNumberInvalid",
        invalid: "idNumberInvalid",
      },
    }),
    birthday: z
      .string()
      .trim()
      .regex(BIRTHDAY, "birthdayInvalid")
      .refine(isCalendarDate, "birthdayInvalid"),
    country_code: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, "callingCodeInvalid")
      .default("86"),
    phone: phoneNumber,
    is_default: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a field above failed (a field's issue does not abort the object): an
    // unknown id_type or a non-string id_number already has its own issue, and no rule reads it then
    if (
      isSelectableIdType(v.id_type) &&
      typeof v.id_number === "string" &&
      !isIdNumberFormat(v.id_type, v.id_number)
    )
      ctx.addIssue({ code: "custom", message: "idNumberInvalid", path: ["id_number"] });
    if (!phoneFields.safeParse({ country_code: v.country_code, phone: v.phone }).success)
      ctx.addIssue({ code: "custom", message: "phoneInvalid", path: ["phone"] });
  })
  .transform((v) => ({ ...v, id_number: normaliseIdNumber(v.id_number) }));
export type TouristForm = z.input<typeof touristForm>;

export const favoriteBody = z.object({
  product_id: z.number().int().positive().max(2_000_000_000),
});
export const couponRedeemBody = z.union([
  z.object({ coupon_id: z.number().int().positive().max(2_000_000_000) }),
  z.object({
    code: cleanText({
      min: 1,
      max: 40,
      messages: {
        required: "couponCodeInvalid",
        tooLong: "couponCodeInvalid",
        invalid: "couponCodeInvalid",
      },
    }),
  }),
]);
export const unionSigninBody = z.object({ thirdPartyToken: cleanText({ min: 10, max: 4000 }) });
