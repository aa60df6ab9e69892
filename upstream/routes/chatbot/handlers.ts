// The handlers of the chatbot routes (./routes.ts), one named function each.
import { shopOf } from "../../http/context";
import * as chatbot from "../../services/chatbot";
import { faqEntries } from "../../services/info";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

export const getFaq: AppRouteHandler<typeof routes.getFaq> = async (c) =>
  reply(c, await faqEntries(c.get("db"), shopOf(c)));

export const postChatbotGuestToken: AppRouteHandler<typeof routes.postChatbotGuestToken> = async (
  c,
) => {
  const user = c.get("viewer");
  return reply(
    c,
    await chatbot.issueChatToken(c.get("db"), c.get("platform").id, user?.id ?? null, c.get("now")),
  );
};

export const postChatbotMessages: AppRouteHandler<typeof routes.postChatbotMessages> = async (
  c,
) => {
  const { token, text } = c.req.valid("json");
  const db = c.get("db");
  const { userId } = await chatbot.spendMessage(db, c.get("platform").id, token, c.get("now"));
  return reply(c, await chatbot.answer(db, shopOf(c), c.get("platform"), userId, text));
};
