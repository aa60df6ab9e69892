"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "@/components/ui/toast";
import { touristForm, type TouristForm as TouristInput } from "@/lib/commerce/account-forms";
import { DEFAULT_ID_TYPE, SELECTABLE_ID_TYPES } from "@/lib/commerce/identity-documents";
import type { Tourist } from "@/lib/commerce/wire/account";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { nationalPart } from "./address-form";
import { CallingCodeSelect } from "./calling-code-select";
import type { CallingCodeOption } from "./calling-code-options";
import { describedBy, Field, inputClass, useFieldError } from "./form-fields";
import { useErrorText } from "./use-error-text";

type TouristOutput = z.output<typeof touristForm>;
const LIST = "/tourist";
const SELECTABLE: readonly number[] = SELECTABLE_ID_TYPES;

type Props = {
  initial?: Tourist;
  callingCodes: readonly CallingCodeOption[];
  /** shop date "YYYY-MM-DD": a birthday cannot be later */
  today: string;
  /** inline use (checkout): called with the saved traveller instead of going to the list */
  onSaved?: (saved: Tourist) => void;
  onCancel?: () => void;
};

/** Spec §3 traveller / §5 ID number formats: the number must match the chosen ID type (1–6). */
export function TouristFormView({ initial, callingCodes, today, onSaved, onCancel }: Props) {
  const t = useTranslations("tourist");
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
  } = useForm<TouristInput, unknown, TouristOutput>({
    resolver: zodResolver(touristForm),
    defaultValues: initial
      ? {
          first_name: initial.first_name,
          last_name: initial.last_name,
          chinese_name: initial.chinese_name,
          id_type: initial.id_type,
          id_number: initial.id_number,
          birthday: initial.birthday.slice(0, 10),
          country_code: initial.country_code,
          phone: nationalPart(initial.country_code, initial.phone),
          is_default: initial.is_default,
        }
      : { first_name: "", last_name: "", chinese_name: "", id_type: DEFAULT_ID_TYPE, id_number: "", birthday: "", country_code: "86", phone: "", is_default: false },
  });
  const idType = Number(useWatch({ control, name: "id_type" }));
  const selectable = SELECTABLE.includes(idType) ? idType : null;

  const onSubmit = async (data: TouristOutput) => {
    key.current ??= newIdempotencyKey();
    const result = initial
      ? await apiCall<Tourist>(`/api/account/tourist/${initial.id}`, { method: "PUT", body: data })
      : await apiCall<Tourist>("/api/account/tourist", { method: "POST", body: data, idempotencyKey: key.current });
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
    for (const [name, message] of fields) setError(name as Path<TouristInput>, { type: "server", message });
    // 20007: the upstream refused the document number's format
    if (result.code === 20007 && !fields.length) setError("id_number", { type: "server", message: "idNumberInvalid" });
    else if (!fields.length) toast(errorText(result.errorKey));
    if (result.code === 20004) router.push(LIST);
  };

  const err = (name: keyof TouristInput) => fieldError(errors[name]?.message);
  const idHelp = selectable ? t(`idHelp${selectable as 1 | 2 | 3 | 4 | 5 | 6}`) : undefined;

  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="flex flex-col gap-4 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6"
      data-testid="tourist-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tourist-last-name" label={t("lastName")} error={err("last_name")}>
          <input
            id="tourist-last-name"
            autoComplete="family-name"
            autoCapitalize="characters"
            className={inputClass}
            {...register("last_name")}
            {...describedBy("tourist-last-name", err("last_name"))}
          />
        </Field>
        <Field id="tourist-first-name" label={t("firstName")} error={err("first_name")}>
          <input
            id="tourist-first-name"
            autoComplete="given-name"
            autoCapitalize="characters"
            className={inputClass}
            {...register("first_name")}
            {...describedBy("tourist-first-name", err("first_name"))}
          />
        </Field>
      </div>
      <p className="-mt-2 text-xs text-muted">{t("nameHint")}</p>
      <Field id="tourist-chinese-name" label={t("chineseName")} optional={t("optional")} error={err("chinese_name")}>
        <input id="tourist-chinese-name" className={inputClass} {...register("chinese_name")} {...describedBy("tourist-chinese-name", err("chinese_name"))} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <Field id="tourist-id-type" label={t("idType")} error={err("id_type")}>
          <select
            id="tourist-id-type"
            className={inputClass}
            {...register("id_type", { valueAsNumber: true, deps: ["id_number"] })}
            {...describedBy("tourist-id-type", err("id_type"))}
          >
            {SELECTABLE_ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`idType${type}`)}
              </option>
            ))}
            {/* a saved type outside 1–6 is shown, but must be changed before saving */}
            {initial && !SELECTABLE.includes(initial.id_type) ? (
              <option value={initial.id_type} disabled>
                {t(`idType${initial.id_type as 7 | 8 | 9}`)}
              </option>
            ) : null}
          </select>
        </Field>
        <Field id="tourist-id-number" label={t("idNumber")} help={idHelp} error={err("id_number")}>
          <input
            id="tourist-id-number"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={selectable ? t(`idExample${selectable as 1 | 2 | 3 | 4 | 5 | 6}`) : undefined}
            className={inputClass}
            {...register("id_number")}
            {...describedBy("tourist-id-number", err("id_number"), idHelp)}
          />
        </Field>
      </div>
      <Field id="tourist-birthday" label={t("birthday")} error={err("birthday")}>
        <input
          id="tourist-birthday"
          type="date"
          min="1900-01-01"
          max={today}
          autoComplete="bday"
          className={`${inputClass} sm:w-56`}
          {...register("birthday")}
          {...describedBy("tourist-birthday", err("birthday"))}
        />
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row">
        <Field id="tourist-country-code" label={t("callingCode")} error={err("country_code")}>
          <Controller
            control={control}
            name="country_code"
            render={({ field }) => (
              <CallingCodeSelect
                id="tourist-country-code"
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
          <Field id="tourist-phone" label={t("phone")} error={err("phone")}>
            <input
              id="tourist-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              className={inputClass}
              {...register("phone")}
              {...describedBy("tourist-phone", err("phone"))}
            />
          </Field>
        </div>
      </div>
      <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
        <span>{t("isDefault")}</span>
        <input type="checkbox" role="switch" className="h-5 w-5 accent-primary" {...register("is_default")} data-testid="tourist-default" />
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
          data-testid="tourist-save"
        >
          {isSubmitting ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
