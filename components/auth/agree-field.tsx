"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { DocumentLink } from "@/components/info/document-link";
import { FieldMessage, useValidationText } from "./form-ui";
import { inTextLinkClass } from "./styles";

/** "I have read and accept the user agreement and the privacy policy." (each opens in a dialog; the form keeps its values) */
export function AgreeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const t = useTranslations("auth");
  const id = useId();
  const text = useValidationText()(error);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? `${id}-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-primary"
          {...registration}
        />
        <label htmlFor={id} className="text-sm">
          {t.rich("agree", {
            terms: (chunks) => (
              <DocumentLink doc="agreement" className={inTextLinkClass}>
                {chunks}
              </DocumentLink>
            ),
            privacy: (chunks) => (
              <DocumentLink doc="privacy" className={inTextLinkClass}>
                {chunks}
              </DocumentLink>
            ),
          })}
        </label>
      </div>
      <FieldMessage id={`${id}-error`} text={text} />
    </div>
  );
}
