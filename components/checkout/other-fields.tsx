"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { describedBy, Field, inputClass, useFieldError } from "@/components/account/form-fields";
import type { CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import type { OtherFieldKey } from "@/lib/commerce/checkout/purchase";
import { Section } from "./section";

const INPUT: Record<
  OtherFieldKey,
  { type?: string; inputMode?: "tel" | "numeric" | "decimal" | "text"; autoComplete?: string }
> = {
  emergency_contact: { type: "tel", inputMode: "tel", autoComplete: "off" },
  wechat: { autoComplete: "off" },
  people_count: { inputMode: "numeric" },
  flight: {},
  company: { autoComplete: "organization" },
  top_up_account: { autoComplete: "off" },
  note: {},
};

/**
 * §3 Other contact fields, §5 "each shown and required per the product's or platform's
 * booking-field definition": the fields checkout/fee lists, marked optional where they are.
 */
export function OtherFields({ fields }: { fields: { key: OtherFieldKey; required: boolean }[] }) {
  const t = useTranslations("checkout");
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();

  return (
    <Section title={t("otherInfo")} testId="checkout-other">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, required }) => {
          const id = `other-${key.replace(/_/g, "-")}`;
          const label = t(`field.${key}`);
          const message = errors.other?.[key]?.message;
          const error =
            message === "fieldRequired"
              ? t("fieldRequired", { field: label })
              : fieldError(message);
          const common = {
            id,
            placeholder: t(`placeholder.${key}`),
            className: inputClass,
            "aria-required": required || undefined,
            ...register(`other.${key}`),
            ...describedBy(id, error),
          };
          return (
            <div key={key} className={key === "note" ? "sm:col-span-2" : undefined}>
              <Field
                id={id}
                label={label}
                optional={required ? undefined : t("optional")}
                error={error}
              >
                {key === "note" ? (
                  <textarea rows={3} maxLength={500} {...common} />
                ) : (
                  <input maxLength={100} {...INPUT[key]} {...common} />
                )}
              </Field>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
