import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/commerce/platform/locales";
import type { Messages } from "@/lib/i18n/messages";

export type AuthTitle = keyof Messages["auth"]["titles"];

/** Auth pages: a translated title and never in search results. */
export async function authMetadata(locale: Locale, key: AuthTitle): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "auth.titles" });
  return { title: t(key), robots: { index: false, follow: false } };
}
