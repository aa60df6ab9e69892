// One router shape for every upstream feature: OpenAPIHono with zod-validated input. A request
// that fails validation answers the §8 envelope with 40000 (bad request), never a 500.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env as HonoEnv } from "hono";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { sendError, DomainError, type Env } from "./context";

export function createRouter<E extends HonoEnv = Env>() {
  return new OpenAPIHono<E>({
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
}

export type Router = OpenAPIHono<Env>;
