import type { Locale } from "../commerce/platform/locales";
import type { Messages } from "./messages";

/**
 * Words a page needs only after something happens, so no page's provider carries them in its HTML:
 * "errors", the failure words (~3 KB, wanted when a failure is shown), and "chat", the chat panel's
 * words (~2 KB, wanted when the chat is opened). Each is a static chunk per language, cut out of
 * `messages/<locale>.json` and precompiled like the rest (lib/i18n/namespace-loader.cjs).
 */
export type LazyMessages = {
  errors: Pick<Messages, "errors">;
  chat: Pick<Messages, "chat" | "contact"> & { orders: Pick<Messages["orders"], "status"> };
};
type Part = keyof LazyMessages;

const IMPORTS: { [P in Part]: Record<Locale, () => Promise<{ default: LazyMessages[P] }>> } = {
  errors: {
    en: () => import("../../messages/en.json?errors"),
    "zh-hans": () => import("../../messages/zh-hans.json?errors"),
    "zh-hant": () => import("../../messages/zh-hant.json?errors"),
  },
  chat: {
    en: () => import("../../messages/en.json?chat"),
    "zh-hans": () => import("../../messages/zh-hans.json?chat"),
    "zh-hant": () => import("../../messages/zh-hant.json?chat"),
  },
};

const loads = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** One part of the language's words, loaded once per page (a failed load is tried again next time). */
export function loadLazyMessages<P extends Part>(
  part: P,
  locale: Locale,
): Promise<LazyMessages[P]> {
  const id = `${part}:${locale}`;
  let load = loads.get(id) as Promise<LazyMessages[P]> | undefined;
  if (!load) {
    load = IMPORTS[part][locale]().then(({ default: messages }) => {
      loaded.set(id, messages);
      return messages;
    });
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

/** That part if this page has loaded it already. */
export function loadedLazyMessages<P extends Part>(
  part: P,
  locale: Locale,
): LazyMessages[P] | undefined {
  return loaded.get(`${part}:${locale}`) as LazyMessages[P] | undefined;
}
