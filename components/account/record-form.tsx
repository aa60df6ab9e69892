"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { RECORDS, type RecordKind } from "./records";
import { useRecordSave } from "./use-record-save";

type Props<Input extends FieldValues, Output> = {
  kind: RecordKind;
  form: UseFormReturn<Input, unknown, Output>;
  /** the saved record's id; none for a new one */
  id?: number;
  codeFields?: Readonly<Record<number, readonly [Path<Input>, string]>>;
  /** the record's own fields */
  children: ReactNode;
  /** inline use (checkout): called with the saved record instead of going to the list … */
  onSaved?: (saved: unknown) => void;
  /** … and a Cancel button instead of the link back to the list */
  onCancel?: () => void;
};

/** The frame of the address and traveller forms: their fields, the default switch, back and save. */
export function RecordForm<Input extends FieldValues & { is_default?: boolean }, Output>({
  kind,
  form,
  id,
  codeFields,
  children,
  onSaved,
  onCancel,
}: Props<Input, Output>) {
  const t = useTranslations(kind);
  const save = useRecordSave<Input, Output>({
    kind,
    id,
    setError: form.setError,
    codeFields,
    onSaved,
  });
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) => void form.handleSubmit(save)(e)}
        noValidate
        className="flex flex-col gap-4 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6"
        data-testid={`${kind}-form`}
      >
        {children}
        <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
          <span>{t("isDefault")}</span>
          <input
            type="checkbox"
            role="switch"
            className="h-5 w-5 accent-primary"
            {...form.register("is_default" as Path<Input>)}
            data-testid={`${kind}-default`}
          />
        </label>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-brand px-4 py-2.5 text-center text-sm ring-1 ring-line hover:bg-bg"
            >
              {t("cancel")}
            </button>
          ) : (
            <a
              href={RECORDS[kind].list}
              className="rounded-brand px-4 py-2.5 text-center text-sm ring-1 ring-line hover:bg-bg"
            >
              {t("back")}
            </a>
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            className="rounded-brand bg-primary px-6 py-2.5 text-sm font-semibold text-primary-contrast disabled:opacity-60"
            data-testid={`${kind}-save`}
          >
            {isSubmitting ? t("saving") : t("save")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
