// Spec §5 Checkout requirements and Contact and other fields: the checkout form as one zod schema
// built from what checkout/fee says the order needs (./checkout-form checkoutRequirements). Messages
// are keys: format problems are "validation" keys; the requirement keys are order/booking's.
import { z } from "zod";
import { callingCode, email, phoneNumber, wechatId } from "../accounts/credentials.schema";
import { isPhoneFormat, NUMERIC_PATTERN } from "../accounts/credentials";
import { cleanText } from "../contract/text.schema";
import type { OtherFieldKey } from "./purchase";
import type { CheckoutRequirements } from "./checkout-form";

/** §5 "emergency contact phone": digits with an optional leading + and separators. */
const EMERGENCY_PHONE = /^\+?\d[\d -]{3,19}$/;

/** §5 Contact and other fields: the format each other field must have when it is filled in. */
const OTHER_FORMATS: Record<OtherFieldKey, z.ZodType<string>> = {
  emergency_contact: z.string().regex(EMERGENCY_PHONE, "phoneInvalid"),
  wechat: wechatId,
  people_count: z.string().regex(NUMERIC_PATTERN, "numericInvalid"),
  flight: cleanText({ max: 100 }),
  company: cleanText({ max: 100 }),
  top_up_account: cleanText({ max: 100 }),
  note: cleanText({ max: 500, multiline: true }),
};

function otherField(key: OtherFieldKey, required: boolean) {
  return z
    .string()
    .trim()
    .default("")
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: "custom", message: "fieldRequired" });
        return;
      }
      const check = OTHER_FORMATS[key].safeParse(value);
      if (!check.success)
        ctx.addIssue({
          code: "custom",
          message: check.error.issues[0]?.message ?? "invalidCharacters",
        });
    });
}

const contactSchema = z
  .object({
    name: cleanText({ min: 1, max: 60 }),
    country_code: callingCode,
    phone: phoneNumber,
    email,
  })
  .superRefine((v, ctx) => {
    // the format is checked once there is a number and a known code (each has its own message first)
    const phone = v.phone.trim().replace(/[\s-]/g, "");
    if (!phone || !callingCode.safeParse(v.country_code).success) return;
    if (!isPhoneFormat(v.country_code, phone))
      ctx.addIssue({ code: "custom", message: "phoneInvalid", path: ["phone"] });
  });

/**
 * The one schema of the checkout form for these requirements: contact name, phone and a valid
 * e-mail; exactly `travellerCount` distinct saved travellers; an address when needed; each other
 * field required as the booking-field definition says and well-formed when filled in.
 */
export function checkoutFormSchema(req: CheckoutRequirements) {
  const other = Object.fromEntries(req.other.map((f) => [f.key, otherField(f.key, f.required)]));
  return z.object({
    contact: contactSchema,
    tourist_ids: z
      .array(z.number().int().positive())
      .refine(
        (ids) => new Set(ids).size === ids.length && ids.length === req.travellerCount,
        "travellerCount",
      ),
    address_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .refine((id) => !req.needsAddress || id !== null, "addressRequired"),
    coupon_id: z.number().int().positive().nullable(),
    use_points: z.boolean(),
    // keys the order does not ask for are dropped, whatever is stored
    other: z.object(other),
    add_on_ids: z.array(z.number().int().positive()),
  });
}
