// Spec §3 Product questions (sku_to_question), §6 only buyers answer, and the live side of the
// flash sale (§4, §9 once per shopper). Reading is open to anyone (a token, when sent, says what
// the caller may do); asking, answering and deleting need the shopper's token and reach only
// their own rows.
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function questionRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  return router
    .openapi(routes.getProductByIdQuestions, handlers.getProductByIdQuestions)
    .openapi(routes.postProductByIdQuestions, handlers.postProductByIdQuestions)
    .openapi(routes.postQuestionsByIdAnswers, handlers.postQuestionsByIdAnswers)
    .openapi(routes.putQuestionsById, handlers.putQuestionsById)
    .openapi(routes.deleteQuestionsById, handlers.deleteQuestionsById)
    .openapi(routes.deleteAnswersById, handlers.deleteAnswersById)
    .openapi(routes.getActivityLive, handlers.getActivityLive);
}
