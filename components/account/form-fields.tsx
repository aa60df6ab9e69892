"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-brand border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none aria-[invalid=true]:border-accent sm:text-sm";

/** The message of a field error: a "validation" key from the zod schema or from the BFF. */
export function useFieldError() {
  const t = useTranslations("validation");
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    return t.has(key as Parameters<typeof t>[0])
      ? t(key as Parameters<typeof t>[0])
      : t("required");
  };
}

/** A labelled form row with optional help text and an error tied to the control. */
export function Field({
  id,
  label,
  optional,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? <span className="ml-1 font-normal text-muted">({optional})</span> : null}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted">
          {help}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-xs text-accent"
          data-testid={`${id}-error`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props of a control inside `Field`. */
export function describedBy(id: string, error?: string, help?: string) {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids || undefined,
  } as const;
}
