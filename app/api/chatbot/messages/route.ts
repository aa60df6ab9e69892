import { chatMessageBody } from "@/lib/commerce/support/chatbot.schema";
import { bffRoute } from "@/lib/http/bff";
import { sendChatMessage } from "@/lib/upstream/info";

export const dynamic = "force-dynamic";

/** POST /api/chatbot/messages { token, text } → one bot answer (lib/commerce/support/chatbot.schema), from the upstream or CHATBOT_URL. */
export const POST = bffRoute({ auth: false, body: chatMessageBody }, async ({ ctx, body }) =>
  sendChatMessage(ctx, body),
);
