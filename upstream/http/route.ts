// A route is defined once: its path, input, answers — and who may call it. The definition's `auth`
// is both what /openapi.json says (bearer security, the §8 40003 answer) and the guard the route
// runs behind (route-level middleware of the definition, applied by the router's openapi()), so a
// route cannot declare auth and run without it. The same goes for its Idempotency-Key.
import { createRoute, type RouteConfig, type RouteHandler, type z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { ok } from "../../lib/commerce/contract/envelope";
import { Codes } from "../../lib/commerce/contract/error-codes";
import type { Deps } from "../services/deps";
import { optionalUser, requireUser } from "./auth";
import type { Env } from "./context";
import {
  idempotencyHeader,
  idempotent,
  idempotentOutside,
  requireIdempotencyKey,
} from "./idempotency";
import { failures, okJson, specHeaders, type Failure } from "./openapi";

/** A typed handler of one route definition: `c.req.valid()` and the 200 body follow the route. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, Env>;

/** Every feature router first: the deps, and the clock's `now` for the whole request. */
export function withDeps(deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set("deps", deps);
    c.set("now", deps.clock());
    await next();
  };
}

type Definition = Omit<RouteConfig, "responses" | "middleware"> & {
  data: z.ZodType;
  describe: string;
  /**
   * true: only a signed-in caller (spec §8: 40003 without a valid token), documented as bearer
   * security; "optional": the caller is read when signed in (`viewer`), nobody is refused; false:
   * the caller is not read.
   */
  auth: boolean | "optional";
  failures?: readonly Failure[];
  /** takes an Idempotency-Key: documents the header and its 409/40009, and claims the key */
  idempotency?: "required" | "optional";
  /**
   * "outside": the work is long outside the database (password hashing, a call to WeChat), so the
   * key's claim is committed before it instead of sharing its transaction (./idempotency.ts)
   */
  idempotencyClaim?: "outside";
  /** the route's own middleware, run after the guard and the key's claim */
  middleware?: MiddlewareHandler<Env>[];
};

/** What runs before a route's handler, in order, from its definition alone. */
function guardsOf(r: Definition): MiddlewareHandler<Env>[] {
  const who = r.auth === true ? [requireUser] : r.auth === "optional" ? [optionalUser] : [];
  const key = !r.idempotency
    ? []
    : [
        ...(r.idempotency === "required" ? [requireIdempotencyKey] : []),
        r.idempotencyClaim === "outside" ? idempotentOutside : idempotent,
      ];
  return [...who, ...key, ...(r.middleware ?? [])];
}

/**
 * createRoute with the house conventions: spec headers, the §8 failures generated from the codes
 * the route lists (40003 added when it needs a user; 40009 and the Idempotency-Key header when it
 * takes a key), bearer security, and the middleware all of that implies.
 */
export function defineRoute<R extends Definition>(r: R) {
  const {
    data,
    describe,
    auth,
    failures: list,
    idempotency,
    idempotencyClaim: _claim,
    middleware: _own,
    ...rest
  } = r;
  const codes: Failure[] = [...(auth === true ? [Codes.loginExpired] : []), ...(list ?? [])];
  if (
    idempotency &&
    !codes.some((f) => (typeof f === "number" ? f : f.code) === Codes.idempotencyConflict)
  )
    codes.push(Codes.idempotencyConflict);
  const route = createRoute({
    ...rest,
    middleware: guardsOf(r),
    parameters: [
      ...specHeaders,
      ...(idempotency ? [idempotencyHeader(idempotency === "required")] : []),
      ...((rest.parameters as unknown[]) ?? []),
    ] as RouteConfig["parameters"],
    ...(auth === true ? { security: [{ bearerAuth: [] }] } : {}),
    responses: { 200: okJson(data, describe), ...failures(codes) },
  } as RouteConfig);
  // what the handler's types are inferred from: the caller's route and its 200 body
  return route as Omit<typeof route, "request" | "responses" | "middleware"> &
    Omit<R, "middleware"> & { responses: { 200: ReturnType<typeof okJson<R["data"]>> } };
}

/** JSON request body from a zod schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** The §8 success envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path/input of a route
export const reply = <T>(c: Context<Env, any, any>, data: T) => c.json(ok(data), 200);
