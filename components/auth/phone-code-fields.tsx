"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useFormState } from "react-hook-form";
import type { CodePurpose } from "@/lib/commerce/accounts/credentials";
import { DEFAULT_CALLING_CODE } from "@/lib/commerce/accounts/credentials";
import { TextField } from "./form-ui";
import { PhoneNumberField } from "./phone-number-field";
import { SendCodeButton } from "./send-code-button";

/** The fields this block reads and writes; the surrounding form has them among its own. */
type PhoneCodeValues = { country_code?: string; phone: string; code: string };

/**
 * Calling code + phone number, then the verification code with the button that sends it (spec §5).
 * Sits inside a react-hook-form <FormProvider>; the code goes out only once the phone fields
 * pass the form's own schema, whose errors then show under them.
 */
export function PhoneCodeFields({ purpose }: { purpose: CodePurpose }) {
  const t = useTranslations("auth");
  const { register, trigger, getValues, control } = useFormContext<PhoneCodeValues>();
  const { errors } = useFormState({ control, name: ["country_code", "phone", "code"] });

  const codeRequest = async () => {
    if (!(await trigger(["country_code", "phone"]))) return null;
    const { country_code, phone } = getValues();
    return {
      purpose,
      channel: "phone" as const,
      country_code: country_code ?? DEFAULT_CALLING_CODE,
      phone,
    };
  };

  return (
    <>
      <PhoneNumberField
        number={register("phone")}
        callingCode={register("country_code")}
        error={errors.phone?.message ?? errors.country_code?.message}
        callingCodeInvalid={Boolean(errors.country_code)}
      />
      <TextField
        label={t("code")}
        registration={register("code")}
        error={errors.code?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        trailing={<SendCodeButton request={codeRequest} />}
      />
    </>
  );
}
