// Spec §7 POST file_upload (signed-in: one proof image as multipart field `file`) and
// GET uploads/{key} (public: the random key is the capability) serving the stored WebP.
import type { Deps } from "../../services/deps";
import { withDeps } from "../../http/route";
import { missingWhenMalformed } from "../../http/input";
import { createRouter } from "../../http/router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function uploadRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  return router.openapi(routes.postFileUpload, handlers.postFileUpload).openapi(
    routes.getUploadsByKey,
    handlers.getUploadsByKey,
    // a malformed key names nothing: 404 before storage is touched
    missingWhenMalformed(router, "upload"),
  );
}
