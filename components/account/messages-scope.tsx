"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";

type Tree = Record<string, unknown>;

/**
 * Adds namespaces (or keys of a namespace) to the messages the layout sends to the browser,
 * for one subtree. A nested provider replaces its parent's messages, so they are merged here
 * one namespace deep.
 */
export function MessagesScope({ messages, children }: { messages: Tree; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as Tree;
  const merged = useMemo(() => {
    const out: Tree = { ...parent };
    for (const [ns, value] of Object.entries(messages)) {
      const before = out[ns];
      out[ns] =
        before && typeof before === "object" && value && typeof value === "object"
          ? { ...(before as Tree), ...(value as Tree) }
          : value;
    }
    return out;
  }, [parent, messages]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={merged as Parameters<typeof NextIntlClientProvider>[0]["messages"]}
    >
      {children}
    </NextIntlClientProvider>
  );
}
