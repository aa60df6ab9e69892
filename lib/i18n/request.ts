import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "../commerce/platform/locales";
import { loadMessages } from "./messages";

// The locale comes from the [locale] segment the middleware rewrites to (setRequestLocale).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale) };
});
