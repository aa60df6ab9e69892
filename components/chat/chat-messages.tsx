"use client";

import { useLocale } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { MessagesScope } from "@/components/account/messages-scope";
import { loadLazyMessages, loadedLazyMessages } from "@/lib/i18n/lazy-messages";

/**
 * The chat panel's words around it: every page sends only the launcher's four (./chat-widget.tsx);
 * the rest of "chat", the contact channels and the order labels come with the panel's first
 * opening, and the panel shows once they are here.
 */
export function ChatMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [messages, setMessages] = useState(() => loadedLazyMessages("chat", locale));
  useEffect(() => {
    if (messages) return;
    let live = true;
    loadLazyMessages("chat", locale).then(
      (loaded) => live && setMessages(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale, messages]);
  return messages ? <MessagesScope messages={messages}>{children}</MessagesScope> : null;
}
