import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import type { AddressBucket } from "../commerce/accounts/auth-limits";
import { Codes } from "../commerce/contract/error-codes";
import { requestContext } from "../shop/request";
import { clearSession, readSessionToken } from "../session/cookie";
import type { CallContext } from "../upstream/client";
import { UpstreamError } from "../upstream/errors";
import { withRequestScope } from "../upstream/request-scope";
import { requestClientAddress } from "./client-address";
import { isSameOrigin } from "./origin";
import { limitByAddress } from "./rate-limit";
import { errorResponse, forbiddenOrigin, fromUpstreamError } from "./respond";

const NO_STORE = { "cache-control": "no-store" };
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

type CallArgs<B> = {
  body: B;
  params: Record<string, string>;
  request: Request;
  /** the caller's Idempotency-Key header, passed on to the upstream */
  idempotencyKey?: string;
};

/** A call of a route open to anyone: the upstream token when the shopper happens to be signed in. */
type BffArgs<B> = CallArgs<B> & { ctx: CallContext; token: string | null };

/** A call of a `bffRoute({ auth: true })` route: only ever made with the session's upstream token. */
type SignedInArgs<B> = CallArgs<B> & { ctx: CallContext & { token: string }; token: string };

type RouteContext = { params: Promise<Record<string, string>> };
type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Options<S> = {
  body?: S;
  /** per-address limit (sign-in, codes) */ limit?: AddressBucket;
};
type Route = (request: Request, context: RouteContext) => Promise<Response>;
type SignedInHandler<B> = (args: SignedInArgs<B>) => Promise<unknown>;
type OpenHandler<B> = (args: BffArgs<B>) => Promise<unknown>;

/** The overloads of `bffRoute` pair `auth: false` with a handler that takes a call without a token. */
function openToAnyone<B>(
  auth: boolean,
  _handler: SignedInHandler<B> | OpenHandler<B>,
): _handler is OpenHandler<B> {
  return !auth;
}

/**
 * One shape for every personal route handler (the BFF of docs/architecture.md): Origin check on
 * state-changing methods, the body parsed with the form's zod schema (field errors come back as
 * "validation" message keys), a per-address limit where asked (40029), the session turned into a Bearer token, and upstream codes mapped to
 * HTTP statuses plus the code. A 40003 from the upstream clears the session cookie; an upstream
 * time-out or 5xx never does. Each call runs in a request scope of its own (the upstream reads'
 * shared budget, and the client's address the middleware decided).
 */
export function bffRoute<S extends z.ZodType | null>(
  options: Options<S> & { auth: true },
  handler: SignedInHandler<BodyOf<S>>,
): Route;
export function bffRoute<S extends z.ZodType | null>(
  options: Options<S> & { auth: false },
  handler: OpenHandler<BodyOf<S>>,
): Route;
export function bffRoute<S extends z.ZodType | null>(
  options: Options<S> & { auth: boolean },
  handler: SignedInHandler<BodyOf<S>> | OpenHandler<BodyOf<S>>,
): Route {
  return (request: Request, context: RouteContext) =>
    withRequestScope({ startedAt: Date.now(), client: requestClientAddress(request.headers) }, () =>
      serve(request, context),
    );

  async function serve(request: Request, context: RouteContext) {
    const mutating = request.method !== "GET" && request.method !== "HEAD";
    if (mutating && !isSameOrigin(request)) return forbiddenOrigin();
    if (options.limit) {
      const refused = await limitByAddress(request, options.limit);
      if (refused) return refused;
    }

    let body: unknown = undefined;
    if (options.body) {
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        return errorResponse(Codes.badRequest, "badRequest", 400);
      }
      const parsed = options.body.safeParse(raw);
      if (!parsed.success) return validationError(parsed.error);
      body = parsed.data;
    }

    const token = await readSessionToken();

    const key = request.headers.get("idempotency-key") ?? undefined;
    try {
      const call = {
        body: body as BodyOf<S>,
        params: await context.params,
        request,
        idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : undefined,
      };
      const ctx = await requestContext(request);
      let data: unknown;
      if (token) data = await handler({ ...call, ctx: { ...ctx, token }, token });
      else if (openToAnyone(options.auth, handler)) data = await handler({ ...call, ctx, token });
      // `auth: true` and no session: refused before the handler runs
      else return errorResponse(Codes.loginExpired, "loginExpired", 401);
      if (data instanceof Response) return data;
      return NextResponse.json({ code: 10000, data: data ?? null }, { headers: NO_STORE });
    } catch (error) {
      if (error instanceof UpstreamError && error.code === Codes.loginExpired) await clearSession();
      return fromUpstreamError(error);
    }
  }
}

/** 400 with the first message key per field, e.g. { email: "emailInvalid" }. */
function validationError(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "_";
    fields[path] ??= issue.message;
  }
  return NextResponse.json(
    { code: Codes.badRequest, errorKey: "badRequest", fields },
    { status: 400, headers: NO_STORE },
  );
}
