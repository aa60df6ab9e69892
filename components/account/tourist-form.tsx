"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import {
  touristForm,
  type TouristForm as TouristInput,
} from "@/lib/commerce/accounts/account-forms.schema";
import { DEFAULT_ID_TYPE, SELECTABLE_ID_TYPES } from "@/lib/commerce/accounts/identity-documents";
import type { Tourist } from "@/lib/commerce/accounts/account.schema";
import { MinorNotice } from "./minor-notice";
import { describedBy, Field, inputClass, useFieldError } from "./form-fields";
import { nationalPart, PhoneRow } from "./phone-row";
import { RecordForm } from "./record-form";
import { Codes } from "@/lib/commerce/contract/error-codes";

type TouristOutput = z.output<typeof touristForm>;
const SELECTABLE: readonly number[] = SELECTABLE_ID_TYPES;
/** 20007: the upstream refused the document number's format */
const CODE_FIELDS = { [Codes.certificateInvalid]: ["id_number", "idNumberInvalid"] } as const;

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
  const form = useForm<TouristInput, unknown, TouristOutput>({
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
      : {
          first_name: "",
          last_name: "",
          chinese_name: "",
          id_type: DEFAULT_ID_TYPE,
          id_number: "",
          birthday: "",
          country_code: "86",
          phone: "",
          is_default: false,
        },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const idType = Number(useWatch({ control, name: "id_type" }));
  const birthday = useWatch({ control, name: "birthday" });
  const selectable = SELECTABLE.includes(idType) ? idType : null;

  const err = (name: keyof TouristInput) => fieldError(errors[name]?.message);
  const idHelp = selectable ? t(`idHelp${selectable as 1 | 2 | 3 | 4 | 5 | 6}`) : undefined;

  return (
    <RecordForm
      kind="tourist"
      form={form}
      id={initial?.id}
      codeFields={CODE_FIELDS}
      onSaved={onSaved as ((saved: unknown) => void) | undefined}
      onCancel={onCancel}
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
      <Field
        id="tourist-chinese-name"
        label={t("chineseName")}
        optional={t("optional")}
        error={err("chinese_name")}
      >
        <input
          id="tourist-chinese-name"
          className={inputClass}
          {...register("chinese_name")}
          {...describedBy("tourist-chinese-name", err("chinese_name"))}
        />
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
            placeholder={
              selectable ? t(`idExample${selectable as 1 | 2 | 3 | 4 | 5 | 6}`) : undefined
            }
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
        <MinorNotice birthday={birthday ?? ""} today={today} />
      </Field>
      <PhoneRow kind="tourist" callingCodes={callingCodes} />
    </RecordForm>
  );
}
