import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pick } from "@/lib/i18n/messages";

/**
 * The auth forms' words reach the browser only on auth pages: this provider adds "auth" and
 * "validation" (with "errors", and "info" for the agreement dialogs) for its subtree instead of sending them with every catalogue page.
 */
const AUTH_CLIENT_NAMESPACES = ["auth", "validation", "errors", "info"] as const;

export async function AuthMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pick(messages, AUTH_CLIENT_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
