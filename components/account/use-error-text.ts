"use client";

import { createTranslator, useLocale, useMessages, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Locale } from "@/lib/commerce/platform/locales";
import { type LazyMessages, loadLazyMessages, loadedLazyMessages } from "@/lib/i18n/lazy-messages";

type ErrorMessages = LazyMessages["errors"];

type Key = keyof ErrorMessages["errors"];

/**
 * The translated "errors" message of a BFF errorKey; unknown keys read as the generic failure.
 * For pages whose scope sends the "errors" namespace (sign-in, account, orders, checkout, basket…);
 * the cached catalogue pages and the header do not, and use useLazyErrorText / useErrorMessage.
 */
export function useErrorText() {
  const t = useTranslations("errors");
  return (key: string): string => (t.has(key as Key) ? t(key as Key) : t("generic"));
}

function textOf(locale: Locale, messages: ErrorMessages, key: string): string {
  const t = createTranslator({ locale, messages, namespace: "errors" });
  return t.has(key as Key) ? t(key as Key) : t("generic");
}

/** The page's "errors" namespace when its scope sends one. */
function useProvided(): ErrorMessages | undefined {
  const errors = (useMessages() as Partial<ErrorMessages>).errors;
  return useMemo(() => (errors ? { errors } : undefined), [errors]);
}

/**
 * For the islands of cached catalogue pages and the header: the words of a failure, from the
 * page's scope if it sends "errors", else from the language's copy loaded the first time a failure
 * is shown (lib/i18n/lazy-messages.ts). If even that cannot load, the error page's title.
 */
export function useLazyErrorText(): (key: string) => Promise<string> {
  const locale = useLocale();
  const provided = useProvided();
  const tPage = useTranslations("errorPage");
  return useCallback(
    async (key: string) => {
      try {
        return textOf(locale, provided ?? (await loadLazyMessages("errors", locale)), key);
      } catch {
        return tPage("title");
      }
    },
    [locale, provided, tPage],
  );
}

/** The words of the failure `key` shown in a render (null: none), loaded like useLazyErrorText's. */
export function useErrorMessage(key: string | null): string | null {
  const locale = useLocale();
  const provided = useProvided();
  const ready = provided ?? loadedLazyMessages("errors", locale);
  const text = useLazyErrorText();
  const [loaded, setLoaded] = useState<{ key: string; text: string } | null>(null);
  useEffect(() => {
    if (key === null || ready) return;
    let live = true;
    void text(key).then((words) => live && setLoaded({ key, text: words }));
    return () => {
      live = false;
    };
  }, [key, ready, text]);
  if (key === null) return null;
  if (ready) return textOf(locale, ready, key);
  return loaded?.key === key ? loaded.text : null;
}
