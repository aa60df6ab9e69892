"use client";

import { useTranslations } from "next-intl";
import { LOCALES, type Locale } from "@/lib/commerce/platform/locales";
import { PreferenceLink } from "./preference-link";

/**
 * The language choice: a <details> of plain links (works without JavaScript). A client component
 * like the currency picker beside it, so every page's RSC payload carries `locale`, not the
 * panel's element tree (~1.4 KB).
 */
export function LanguagePicker({ locale }: { locale: Locale }) {
  const t = useTranslations("header");
  const current = LOCALES.find((l) => l.code === locale);
  return (
    <details name="header-preference" className="group md:relative" data-testid="language-picker">
      <summary className="hdr-btn">
        <span className="sr-only">{t("language")} </span>
        <GlobeIcon />
        <span className="hidden max-md:inline lg:inline">{current?.label}</span>
      </summary>
      <div data-testid="language-panel" className="hdr-panel md:w-40">
        <p className="px-2 pb-1 text-xs text-muted">{t("language")}</p>
        {LOCALES.map((l) => (
          <PreferenceLink
            key={l.code}
            name="locale"
            value={l.code}
            current={l.code === locale}
            testId={`locale-${l.code}`}
          >
            <span lang={l.htmlLang}>{l.label}</span>
          </PreferenceLink>
        ))}
      </div>
    </details>
  );
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
}
