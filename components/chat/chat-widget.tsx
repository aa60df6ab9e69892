import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Brand } from "@/brands";
import type { Platform } from "@/lib/commerce/platform/platform.schema";
import { ChatLauncher } from "./chat-launcher";

const LAUNCHER_KEYS = ["open", "close", "online", "offline"] as const;

/**
 * §1 chatbot: the launcher on every page of a brand whose platform has `enable_robot`, with only
 * the launcher's words; the panel's (its own, the contact channels, the §4 order labels) are
 * loaded when it is first opened (./chat-panel-loaded.tsx).
 */
export async function ChatWidget({
  icons,
  contact,
}: {
  icons: Platform["icon_config"];
  contact: Brand["contact"];
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ chat: Object.fromEntries(LAUNCHER_KEYS.map((k) => [k, messages.chat[k]])) }}
    >
      <ChatLauncher
        icons={{
          chatbot: icons.chatbot_icon,
          online: icons.user_online,
          offline: icons.user_offline,
        }}
        contact={contact}
      />
    </NextIntlClientProvider>
  );
}
