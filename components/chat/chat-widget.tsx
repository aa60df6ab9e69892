import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Brand } from "@/brands";
import type { Platform } from "@/lib/commerce/platform/platform.schema";
import { ChatLauncher } from "./chat-launcher";

/**
 * §1 chatbot: the launcher on every page of a brand whose platform has `enable_robot`, with only
 * the words the chat needs (its own, the contact channels, the §4 order labels).
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
      messages={{
        chat: messages.chat,
        contact: messages.contact,
        orders: { status: messages.orders.status },
      }}
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
