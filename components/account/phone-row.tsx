"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext, useFormState } from "react-hook-form";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import { CallingCodeSelect } from "@/components/forms/calling-code-select";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { describedBy, Field, inputClass, useFieldError } from "./form-fields";
import type { RecordKind } from "./records";

/** A saved number may carry its calling code ("+852 91234567"); the form edits the national part. */
export function nationalPart(code: string, phone: string): string {
  return phone.replace(new RegExp(`^\\+${code}\\s*`), "");
}

type PhoneValues = { country_code?: string; phone: string };

/** Calling code and phone number of an address or a traveller, side by side from the small breakpoint up. */
export function PhoneRow({
  kind,
  callingCodes,
}: {
  kind: RecordKind;
  callingCodes: readonly CallingCodeOption[];
}) {
  const t = useTranslations(kind);
  const fieldError = useFieldError();
  const { register, control } = useFormContext<PhoneValues>();
  const { errors } = useFormState({ control, name: ["country_code", "phone"] });
  const codeId = `${kind}-country-code`;
  const phoneId = `${kind}-phone`;
  const codeError = fieldError(errors.country_code?.message);
  const phoneError = fieldError(errors.phone?.message);

  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <Field id={codeId} label={t("callingCode")} error={codeError}>
        <Controller
          control={control}
          name="country_code"
          render={({ field }) => (
            <CallingCodeSelect
              id={codeId}
              options={callingCodes}
              value={field.value ?? DEFAULT_CALLING_CODE}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.country_code)}
              className={`${inputClass} sm:w-56`}
              testId={`${codeId}-select`}
            />
          )}
        />
      </Field>
      <div className="flex-1">
        <Field id={phoneId} label={t("phone")} error={phoneError}>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={inputClass}
            {...register("phone")}
            {...describedBy(phoneId, phoneError)}
          />
        </Field>
      </div>
    </div>
  );
}
