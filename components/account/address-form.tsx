"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "@/components/ui/toast";
import { addressForm, type AddressForm as AddressInput } from "@/lib/commerce/account-forms";
import type { Address } from "@/lib/commerce/wire/account";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { CallingCodeSelect } from "./calling-code-select";
import type { CallingCodeOption } from "./calling-code-options";
import { describedBy, Field, inputClass, useFieldError } from "./form-fields";
import { useErrorText } from "./use-error-text";

type AddressOutput = z.output<typeof addressForm>;
const LIST = "/account/address";

/** A saved number may carry its calling code ("+852 91234567"); the form edits the national part. */
export function nationalPart(code: string, phone: string): string {
  return phone.replace(new RegExp(`^\\+${code}\\s*`), "");
}

const EMPTY: AddressInput = { name: "", country_code: "86", phone: "", region: "", district: "", address: "", email: "", is_default: false };

/** Spec §5 address form: name, phone, district, detailed address and e-mail are required. */
export function AddressFormView({
  initial,
  callingCodes,
  onSaved,
  onCancel,
}: {
  initial?: Address;
  callingCodes: readonly CallingCodeOption[];
  /** inline use (checkout): called with the saved address instead of going to the list */
  onSaved?: (saved: Address) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("address");
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const key = useRef<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(addressForm),
    defaultValues: initial
      ? {
          name: initial.name,
          country_code: initial.country_code,
          phone: nationalPart(initial.country_code, initial.phone),
          region: initial.region,
          district: initial.district,
          address: initial.address,
          email: initial.email,
          is_default: initial.is_default,
        }
      : EMPTY,
  });

  const onSubmit = async (data: AddressOutput) => {
    // one key per attempt at creating this address, kept when a retry follows a network failure
    key.current ??= newIdempotencyKey();
    const result = initial
      ? await apiCall<Address>(`/api/account/address/${initial.id}`, { method: "PUT", body: data })
      : await apiCall<Address>("/api/account/address", { method: "POST", body: data, idempotencyKey: key.current });
    if (result.ok) {
      key.current = null;
      toast(t("saved"));
      if (onSaved) return onSaved(result.data);
      router.push(LIST);
      router.refresh();
      return;
    }
    if (result.code !== -1) key.current = null;
    if (result.code === 40003) return goToSignIn();
    const fields = Object.entries(result.fields);
    for (const [name, message] of fields) setError(name as Path<AddressInput>, { type: "server", message });
    if (!fields.length) toast(errorText(result.errorKey));
    if (result.code === 20004) router.push(LIST);
  };

  const err = (name: keyof AddressInput) => fieldError(errors[name]?.message);

  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="flex flex-col gap-4 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6"
      data-testid="address-form"
    >
      <Field id="address-name" label={t("name")} error={err("name")}>
        <input id="address-name" autoComplete="name" className={inputClass} {...register("name")} {...describedBy("address-name", err("name"))} />
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row">
        <Field id="address-country-code" label={t("callingCode")} error={err("country_code")}>
          <Controller
            control={control}
            name="country_code"
            render={({ field }) => (
              <CallingCodeSelect
                id="address-country-code"
                options={callingCodes}
                value={field.value ?? "86"}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.country_code)}
              />
            )}
          />
        </Field>
        <div className="flex-1">
          <Field id="address-phone" label={t("phone")} error={err("phone")}>
            <input
              id="address-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              className={inputClass}
              {...register("phone")}
              {...describedBy("address-phone", err("phone"))}
            />
          </Field>
        </div>
      </div>
      <Field id="address-region" label={t("region")} optional={t("optional")} error={err("region")}>
        <input id="address-region" autoComplete="address-level1" className={inputClass} {...register("region")} {...describedBy("address-region", err("region"))} />
      </Field>
      <Field id="address-district" label={t("district")} error={err("district")}>
        <input
          id="address-district"
          autoComplete="address-level2"
          className={inputClass}
          {...register("district")}
          {...describedBy("address-district", err("district"))}
        />
      </Field>
      <Field id="address-address" label={t("address")} error={err("address")}>
        <textarea
          id="address-address"
          rows={3}
          autoComplete="street-address"
          className={inputClass}
          {...register("address")}
          {...describedBy("address-address", err("address"))}
        />
      </Field>
      <Field id="address-email" label={t("email")} error={err("email")}>
        <input id="address-email" type="email" autoComplete="email" className={inputClass} {...register("email")} {...describedBy("address-email", err("email"))} />
      </Field>
      <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
        <span>{t("isDefault")}</span>
        <input type="checkbox" role="switch" className="h-5 w-5 accent-primary" {...register("is_default")} data-testid="address-default" />
      </label>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="rounded-brand px-4 py-2.5 text-center text-sm ring-1 ring-line hover:bg-bg">
            {t("cancel")}
          </button>
        ) : (
          <a href={LIST} className="rounded-brand px-4 py-2.5 text-center text-sm ring-1 ring-line hover:bg-bg">
            {t("back")}
          </a>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast disabled:opacity-60"
          data-testid="address-save"
        >
          {isSubmitting ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
