import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "../commerce/platform/locales";
import type en from "../../messages/en.json";

export type RouteTitleKey = keyof (typeof en)["titles"];

/** Spec §2: the page title comes from the route unless the page sets its own. */
export async function routeMetadata(
  locale: Locale,
  key: RouteTitleKey,
  extra: Metadata = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "titles" });
  return { title: t(key), ...extra };
}
