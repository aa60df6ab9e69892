"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CallingCodeSelect } from "@/components/forms/calling-code-select";
import { TextField } from "./form-ui";
import { selectClass } from "./styles";

/** The shared calling-code picker as the auth forms show it: beside a number, with no label of its own. */
export function AuthCallingCodeSelect({
  registration,
  invalid,
}: {
  registration: UseFormRegisterReturn;
  invalid: boolean;
}) {
  const t = useTranslations("auth");
  return (
    <CallingCodeSelect
      registration={registration}
      invalid={invalid}
      label={t("callingCode")}
      className={selectClass}
      testId="calling-code"
    />
  );
}

/** Calling code and national number on one row; `error` is the number's or else the code's "validation" key. */
export function PhoneNumberField({
  number,
  callingCode,
  error,
  callingCodeInvalid,
}: {
  number: UseFormRegisterReturn;
  callingCode: UseFormRegisterReturn;
  error: string | undefined;
  callingCodeInvalid: boolean;
}) {
  const t = useTranslations("auth");
  return (
    <TextField
      label={t("phone")}
      registration={number}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      leading={<AuthCallingCodeSelect registration={callingCode} invalid={callingCodeInvalid} />}
    />
  );
}
