// Spec §8 sign-in guards, applied from a route's definition (`auth` in ./route.ts), never by path.
import type { MiddlewareHandler } from "hono";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { DomainError, sendError, type Env } from "./context";
import { userForToken } from "../services/sessions";

/** Spec §8: every account call without a valid token answers 40003. */
export const requireUser: MiddlewareHandler<Env> = async (c, next) => {
  const token = c.get("token");
  const found = token ? await userForToken(c.get("db"), token, c.get("now")) : null;
  if (!found)
    return sendError(c, new DomainError(Codes.loginExpired, "not logged in or login expired"));
  c.set("user", found.user);
  c.set("viewer", found.user);
  c.set("sessionId", found.sessionId);
  await next();
};

/** The signed-in user when there is a valid token; nobody otherwise (public calls that personalise). */
export const optionalUser: MiddlewareHandler<Env> = async (c, next) => {
  const token = c.get("token");
  const found = token ? await userForToken(c.get("db"), token, c.get("now")) : null;
  if (found) {
    c.set("user", found.user);
    c.set("viewer", found.user);
    c.set("sessionId", found.sessionId);
  }
  await next();
};
