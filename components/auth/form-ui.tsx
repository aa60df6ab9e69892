"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from "react-hook-form";
import { inputClass, primaryButtonClass } from "./styles";

// The building blocks every auth form shares: labelled inputs with their error under them
// (translated from the "validation" keys the zod schemas use), and the pending submit button.

/** Turns a "validation" message key into words; unknown keys get a generic "check this field". */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const tv = useTranslations("validation");
  const t = useTranslations("auth");
  return (key) => {
    if (!key) return undefined;
    const typed = key as Parameters<typeof tv>[0];
    return tv.has(typed) ? tv(typed) : t("invalidField");
  };
}

/** A message under a field, linked to it with aria-describedby. */
export function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-accent" data-testid="field-error">
      {text}
    </p>
  );
}

type TextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  /** the "validation" key from the resolver or the server */
  error?: string;
  hint?: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
  /** shown on the input's row (e.g. the send-code button) */
  trailing?: ReactNode;
  /** shown before the input on its row (e.g. the calling-code picker) */
  leading?: ReactNode;
};

export function TextField({
  label,
  registration,
  error,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  trailing,
  leading,
}: TextFieldProps) {
  const id = useId();
  const text = useValidationText()(error);
  const described =
    [hint ? `${id}-hint` : null, text ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        {leading}
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={text ? true : undefined}
          aria-describedby={described}
          className={inputClass}
          {...registration}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} text={text} />
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useTranslations("auth");
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={primaryButtonClass}
    >
      {pending ? t("pending") : children}
    </button>
  );
}

/**
 * Puts the BFF's per-field "validation" keys (its zod check) under the matching fields. Returns
 * false when none of them belongs to a field of this form, so the caller shows a toast instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  fields: Record<string, string>,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const name of names) {
    const key = fields[name];
    if (key) {
      setError(name, { type: "server", message: key });
      applied = true;
    }
  }
  return applied;
}

/** A new password and its confirmation (§5: 6–20 letters and digits, the two must match). */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  /** "password" on registration, "newPassword" on a reset */
  label: "password" | "newPassword";
  password: { registration: UseFormRegisterReturn; error?: string };
  confirm: { registration: UseFormRegisterReturn; error?: string };
}) {
  const t = useTranslations("auth");
  return (
    <>
      <TextField
        label={t(label)}
        registration={password.registration}
        error={password.error}
        hint={t("passwordHint")}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label={t("passwordConfirm")}
        registration={confirm.registration}
        error={confirm.error}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
