// Spec §1 chatbot and §2 FAQ: chatbot/guest_token (a chat token, tied to the signed-in shopper
// when there is one), chatbot/messages (the reference bot's answer), and faq (the brand's entries).
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";
import type { Context } from "hono";
import { notFound, type Env } from "../../http/context";

/** §3 enable_robot: a brand without the robot has no chat. */
const requireRobot = async (c: Context<Env>, next: () => Promise<void>) => {
  if (!c.get("platform").enableRobot) throw notFound("chatbot");
  await next();
};

export function chatbotRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));
  router.use("/chatbot/*", requireRobot);
  return router
    .openapi(routes.getFaq, handlers.getFaq)
    .openapi(routes.postChatbotGuestToken, handlers.postChatbotGuestToken)
    .openapi(routes.postChatbotMessages, handlers.postChatbotMessages);
}
