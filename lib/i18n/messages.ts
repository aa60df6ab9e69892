import type { Messages } from "next-intl";
import type { Locale } from "../commerce/platform/locales";

// The messages' type is declared once, in global.d.ts (next-intl's AppConfig: typeof en.json), so
// getMessages(), useMessages() and useTranslations() are typed without a cast; this is that type.
export type { Messages };

export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case "en":
      return (await import("../../messages/en.json")).default;
    case "zh-hant":
      return (await import("../../messages/zh-hant.json")).default;
    default:
      return (await import("../../messages/zh-hans.json")).default;
  }
}

/** Only the namespaces a client component needs go to the browser. */
export function pick<K extends keyof Messages>(
  messages: Messages,
  keys: readonly K[],
): Pick<Messages, K> {
  const out = {} as Pick<Messages, K>;
  for (const key of keys) out[key] = messages[key];
  return out;
}
