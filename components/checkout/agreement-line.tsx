"use client";

import { useTranslations } from "next-intl";
import { DocumentLink } from "@/components/info/document-link";

const LINK = "text-primary underline underline-offset-2";

/** "By paying you accept the user agreement and the privacy policy": each opens in a dialog, the checkout keeps its state. */
export function AgreementLine() {
  const t = useTranslations("checkout");
  return (
    <p className="mt-3 text-xs text-muted" data-testid="checkout-agreement">
      {t.rich("agreementNotice", {
        terms: (chunks) => (
          <DocumentLink doc="agreement" className={LINK}>
            {chunks}
          </DocumentLink>
        ),
        privacy: (chunks) => (
          <DocumentLink doc="privacy" className={LINK}>
            {chunks}
          </DocumentLink>
        ),
      })}
    </p>
  );
}
