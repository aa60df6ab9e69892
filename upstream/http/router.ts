// One router shape for every upstream feature: OpenAPIHono with zod-validated input. A request
// that fails validation answers the §8 envelope with 40000 (bad request), never a 500.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env as HonoEnv } from "hono";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { requireUser } from "./auth";
import { sendError, DomainError, type Env } from "./context";

export function createRouter<E extends HonoEnv = Env>() {
  const router = new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : result.target;
      return sendError(
        c,
        new DomainError(
          Codes.badRequest,
          `invalid ${where}: ${issue?.message ?? "bad input"}`.slice(0, 200),
        ),
      );
    },
  });
  // a route that declares bearer security runs behind the sign-in guard of its definition
  // (defineRoute, ./route.ts): one written by hand without it is refused when it is registered
  const register = router.openapi;
  router.openapi = (route, handler, hook) => {
    const guards = [route.middleware ?? []].flat();
    if (route.security?.length && !guards.includes(requireUser))
      throw new Error(`${route.method} ${route.path} declares security without its guard`);
    return register(route, handler, hook);
  };
  return router;
}

export type Router = OpenAPIHono<Env>;
