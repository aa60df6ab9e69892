import type { Locale } from "../commerce/platform/locales";
import type { Messages } from "./messages";

/** One language's "errors" namespace, as `messages/<locale>.json?errors` exports it. */
export type ErrorMessages = Pick<Messages, "errors">;

// The failure words are not in the catalogue pages' providers (every page would carry ~3 KB of
// them in its HTML); a page loads its language's copy, a static chunk precompiled like the rest
// (lib/i18n/namespace-loader.cjs), the first time it has a failure to show.
const loads = new Map<Locale, Promise<ErrorMessages>>();
const loaded = new Map<Locale, ErrorMessages>();

function importErrors(locale: Locale): Promise<{ default: ErrorMessages }> {
  switch (locale) {
    case "en":
      return import("../../messages/en.json?errors");
    case "zh-hant":
      return import("../../messages/zh-hant.json?errors");
    default:
      return import("../../messages/zh-hans.json?errors");
  }
}

/** The language's failure words, loaded once per page (a failed load is tried again next time). */
export function loadErrorMessages(locale: Locale): Promise<ErrorMessages> {
  let load = loads.get(locale);
  if (!load) {
    load = importErrors(locale).then(({ default: messages }) => {
      loaded.set(locale, messages);
      return messages;
    });
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/** The language's failure words if this page has loaded them already. */
export function loadedErrorMessages(locale: Locale): ErrorMessages | undefined {
  return loaded.get(locale);
}
