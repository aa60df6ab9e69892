"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import { CallingCodeSelect } from "@/components/forms/calling-code-select";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import { describedBy, Field, inputClass, useFieldError } from "@/components/account/form-fields";
import type { CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import { Section } from "./section";

/** §5 Checkout requirements: contact name, phone and a valid e-mail (prefilled from the account). */
export function ContactSection({ callingCodes }: { callingCodes: readonly CallingCodeOption[] }) {
  const t = useTranslations("checkout");
  const fieldError = useFieldError();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const err = (name: keyof CheckoutFormValues["contact"]) =>
    fieldError(errors.contact?.[name]?.message);

  return (
    <Section title={t("contact")} note={t("contactHint")} testId="checkout-contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t("contactName")} error={err("name")}>
          <input
            id="contact-name"
            autoComplete="name"
            className={inputClass}
            {...register("contact.name")}
            {...describedBy("contact-name", err("name"))}
          />
        </Field>
        <Field id="contact-email" label={t("email")} error={err("email")}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            className={inputClass}
            {...register("contact.email")}
            {...describedBy("contact-email", err("email"))}
          />
        </Field>
        <Field id="contact-country-code" label={t("callingCode")} error={err("country_code")}>
          <Controller
            control={control}
            name="contact.country_code"
            render={({ field }) => (
              <CallingCodeSelect
                id="contact-country-code"
                options={callingCodes}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.contact?.country_code)}
                className={`${inputClass} w-full`}
                testId="contact-country-code-select"
              />
            )}
          />
        </Field>
        <Field id="contact-phone" label={t("phone")} error={err("phone")}>
          <input
            id="contact-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={inputClass}
            {...register("contact.phone")}
            {...describedBy("contact-phone", err("phone"))}
          />
        </Field>
      </div>
    </Section>
  );
}
