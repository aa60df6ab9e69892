"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import {
  addressForm,
  type AddressForm as AddressInput,
} from "@/lib/commerce/accounts/account-forms.schema";
import type { Address } from "@/lib/commerce/accounts/account.schema";
import { describedBy, Field, inputClass, useFieldError } from "./form-fields";
import { nationalPart, PhoneRow } from "./phone-row";
import { RecordForm } from "./record-form";

type AddressOutput = z.output<typeof addressForm>;

const EMPTY: AddressInput = {
  name: "",
  country_code: "86",
  phone: "",
  region: "",
  district: "",
  address: "",
  email: "",
  is_default: false,
};

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
  const form = useForm<AddressInput, unknown, AddressOutput>({
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
  const {
    register,
    formState: { errors },
  } = form;
  const err = (name: keyof AddressInput) => fieldError(errors[name]?.message);

  return (
    <RecordForm
      kind="address"
      form={form}
      id={initial?.id}
      onSaved={onSaved as ((saved: unknown) => void) | undefined}
      onCancel={onCancel}
    >
      <Field id="address-name" label={t("name")} error={err("name")}>
        <input
          id="address-name"
          autoComplete="name"
          className={inputClass}
          {...register("name")}
          {...describedBy("address-name", err("name"))}
        />
      </Field>
      <PhoneRow kind="address" callingCodes={callingCodes} />
      <Field id="address-region" label={t("region")} optional={t("optional")} error={err("region")}>
        <input
          id="address-region"
          autoComplete="address-level1"
          className={inputClass}
          {...register("region")}
          {...describedBy("address-region", err("region"))}
        />
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
        <input
          id="address-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          {...register("email")}
          {...describedBy("address-email", err("email"))}
        />
      </Field>
    </RecordForm>
  );
}
