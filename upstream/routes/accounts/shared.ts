// What the account routers share: the request's deps and user, the bearer guard (40003), the
// Idempotency-Key handling, and a route definition helper that documents all of it.
import { createRoute, z, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { ok } from "../../../lib/commerce/envelope";
import { Codes } from "../../../lib/commerce/error-codes";
import { DomainError, sendError, type Env } from "../../http/context";
import { createRouter } from "../../http/router";
import { sha256 } from "../../services/crypto";
import type { Deps } from "../../services/deps";
import { claimKey, releaseKey, storeAnswer, storedKey } from "../../services/idempotency";
import { userForToken, type UserRow } from "../../services/sessions";
import { failures, okJson, specHeaders, type Failure } from "../shared";

export type AccountEnv = Env & { Variables: Env["Variables"] & { deps: Deps; user: UserRow; sessionId: number } };

export const accountRouter = () => createRouter<AccountEnv>();

/** Every account router first: the deps, and the clock's `now` for the whole request. */
export function withDeps(deps: Deps): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    c.set("deps", deps);
    c.set("now", deps.clock());
    await next();
  };
}

/** Spec §8: every account call without a valid token answers 40003. */
export const requireUser: MiddlewareHandler<AccountEnv> = async (c, next) => {
  const token = c.get("token");
  const found = token ? await userForToken(c.get("db"), token, c.get("now")) : null;
  if (!found) return sendError(c, new DomainError(Codes.loginExpired, "not logged in or login expired"));
  c.set("user", found.user);
  c.set("sessionId", found.sessionId);
  await next();
};

/** The signed-in user when there is a valid token; nobody otherwise (public calls that personalise). */
export const optionalUser: MiddlewareHandler<AccountEnv> = async (c, next) => {
  const token = c.get("token");
  const found = token ? await userForToken(c.get("db"), token, c.get("now")) : null;
  if (found) {
    c.set("user", found.user);
    c.set("sessionId", found.sessionId);
  }
  await next();
};

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Idempotency-Key (optional here, required where money moves): the key is inserted before the
 * work, so of two simultaneous duplicates only one runs; the answer is stored and replayed for
 * the same body, and another body with the same key is refused (40009).
 */
export const idempotent: MiddlewareHandler<AccountEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (!key) return next();
  if (!KEY.test(key)) return sendError(c, new DomainError(Codes.badRequest, "invalid Idempotency-Key"));
  const db = c.get("db");
  const user = c.get("user") as UserRow | undefined;
  const owner = user ? `u${user.id}` : `anon:${c.get("platform").id}`;
  const requestHash = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
  const ref = { owner, key };
  if (!(await claimKey(db, ref, requestHash, c.get("now")))) {
    const row = await storedKey(db, ref);
    if (!row || row.requestHash !== requestHash) return sendError(c, new DomainError(Codes.idempotencyConflict, "Idempotency-Key reused with another request"));
    if (row.status === null) return sendError(c, new DomainError(Codes.idempotencyConflict, "a request with this Idempotency-Key is in progress"));
    c.header("idempotent-replayed", "true");
    return c.json(row.response as object, row.status as 200);
  }
  try {
    await next();
  } catch (error) {
    await releaseKey(db, ref);
    throw error;
  }
  if (c.res.status >= 500) {
    await releaseKey(db, ref);
    return;
  }
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  await storeAnswer(db, ref, c.res.status, body);
};

/**
 * createRoute with the account conventions: tags, spec headers, bearer security, and the §8
 * failures generated from the codes the route lists (40003 added when it needs a user).
 */
export function accountRoute<R extends Omit<RouteConfig, "responses"> & { data: z.ZodType; describe: string; auth: boolean; failures?: readonly Failure[] }>(r: R) {
  const { data, describe, auth, failures: list, ...rest } = r;
  return createRoute({
    ...rest,
    parameters: [...specHeaders, ...((rest.parameters as unknown[]) ?? [])] as RouteConfig["parameters"],
    ...(auth ? { security: [{ bearerAuth: [] }] } : {}),
    responses: { 200: okJson(data, describe), ...failures([...(auth ? [Codes.loginExpired] : []), ...(list ?? [])]) },
  } as RouteConfig) as unknown as R & { responses: { 200: ReturnType<typeof okJson<R["data"]>> } };
}

/** JSON request body from a zod schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

/** The §8 success envelope for account handlers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path/input of an account route
export const reply = <T>(c: Context<AccountEnv, any, any>, data: T) => c.json(ok(data), 200);
