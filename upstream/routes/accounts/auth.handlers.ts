// The handlers of the accounts auth routes (./auth.routes.ts), one named function each.
import { publicDomain } from "../../../lib/commerce/platform/domains";
import { normalisePhone } from "../../../lib/commerce/accounts/credentials";
import { DomainError } from "../../services/errors";
import type { Env } from "../../http/context";
import { shopperAddress } from "../../http/shopper-address";
import * as auth from "../../services/auth";
import { newChallenge } from "../../services/captcha";
import { finishGoogle, startGoogle } from "../../services/oauth";
import { issueAuthCode, redeemAuthCode, unionSignin } from "../../services/partners";
import { PARTNER_SECRET_HEADER } from "../../../lib/commerce/accounts/auth-codes";
import { endSession } from "../../services/sessions";
import { sendCode } from "../../services/verification";
import type { Context } from "hono";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./auth.routes";
import { redirectUri } from "./auth.routes";

const ctxOf = (c: Context<Env>) => ({
  db: c.get("db"),
  deps: c.get("deps"),
  platformId: c.get("platform").id,
  now: c.get("now"),
  loginWays: c.get("platform").loginWays,
});

export const postSignup: AppRouteHandler<typeof routes.postSignup> = async (c) =>
  reply(c, { token: await auth.signup(ctxOf(c), c.req.valid("json")) });

export const postSignin: AppRouteHandler<typeof routes.postSignin> = async (c) =>
  reply(c, {
    token: await auth.signin(
      ctxOf(c),
      c.req.valid("json"),
      shopperAddress(c, c.get("deps").shopperAddressToken),
    ),
  });

export const getCaptcha: AppRouteHandler<typeof routes.getCaptcha> = async (c) => {
  c.header("cache-control", "no-store");
  return reply(c, await newChallenge(c.get("deps")));
};

export const postVerificationCodeSend: AppRouteHandler<
  typeof routes.postVerificationCodeSend
> = async (c) => {
  const body = c.req.valid("json");
  auth.requireStep(c.get("platform").loginWays, { kind: "code", channel: body.channel });
  const to =
    body.channel === "phone"
      ? { channel: "phone" as const, target: normalisePhone(body.country_code, body.phone) }
      : { channel: "email" as const, target: body.email };
  return reply(
    c,
    await sendCode(c.get("db"), c.get("deps"), to, body.purpose, c.get("lang"), c.get("now")),
  );
};

export const postPasswordResetMail: AppRouteHandler<typeof routes.postPasswordResetMail> = async (
  c,
) => {
  const { email, link_base } = c.req.valid("json");
  const platform = c.get("platform");
  const host = new URL(link_base).hostname;
  // links only ever point at the brand's own domains (or the configured public origin)
  const origin = platform.domains.includes(host)
    ? link_base
    : (c.get("deps").publicOrigin ?? `https://${publicDomain(platform.domains)}`);
  await auth.sendResetMail({ ...ctxOf(c), lang: c.get("lang") }, email, origin);
  return reply(c, { ok: true as const });
};

export const postPasswordReset: AppRouteHandler<typeof routes.postPasswordReset> = async (c) => {
  const body = c.req.valid("json");
  if ("token" in body) await auth.resetByToken(ctxOf(c), body.token, body.password);
  else if ("code" in body)
    await auth.resetByCode(ctxOf(c), body.country_code, body.phone, body.code, body.password);
  else {
    const user = c.get("viewer");
    if (!user) throw new DomainError(Codes.loginExpired, "not logged in or login expired");
    await auth.changePassword(ctxOf(c), user, c.get("sessionId"), body.old_password, body.password);
  }
  return reply(c, { ok: true as const });
};

export const getOauthGoogleConfig: AppRouteHandler<typeof routes.getOauthGoogleConfig> = (c) =>
  reply(c, { enabled: c.get("deps").google !== null });

export const postOauthGoogleStart: AppRouteHandler<typeof routes.postOauthGoogleStart> = async (
  c,
) => {
  const uri = c.req.valid("json").redirect_uri;
  const host = new URL(uri).hostname;
  if (!c.get("platform").domains.includes(host))
    throw new DomainError(Codes.authFailed, "redirect_uri is not one of the brand's domains");
  return reply(
    c,
    await startGoogle(c.get("db"), c.get("deps"), c.get("platform").id, uri, c.get("now")),
  );
};

export const postOauthGoogle: AppRouteHandler<typeof routes.postOauthGoogle> = async (c) => {
  const { callback_url, state } = c.req.valid("json");
  return reply(c, {
    token: await finishGoogle(
      c.get("db"),
      c.get("deps"),
      c.get("platform").id,
      callback_url,
      state,
      c.get("now"),
    ),
  });
};

export const postUnionSignin: AppRouteHandler<typeof routes.postUnionSignin> = async (c) => {
  const platform = c.get("platform");
  return reply(c, {
    token: await unionSignin(
      c.get("db"),
      c.get("deps"),
      { id: platform.id, slug: platform.slug },
      c.req.valid("json").thirdPartyToken,
      c.get("now"),
    ),
  });
};

export const getOpenAuthCode: AppRouteHandler<typeof routes.getOpenAuthCode> = async (c) =>
  reply(c, await issueAuthCode(c.get("db"), c.get("user").id, c.get("platform").id, c.get("now")));

export const postOpenAuthCodeRedeem: AppRouteHandler<typeof routes.postOpenAuthCodeRedeem> = async (
  c,
) => {
  const platform = c.get("platform");
  return reply(
    c,
    await redeemAuthCode(
      c.get("db"),
      c.get("deps"),
      { id: platform.id, slug: platform.slug },
      c.req.header(PARTNER_SECRET_HEADER),
      c.req.valid("json").auth_code,
      c.get("now"),
    ),
  );
};

export const postSignout: AppRouteHandler<typeof routes.postSignout> = async (c) => {
  await endSession(c.get("db"), c.get("sessionId"));
  return reply(c, { ok: true as const });
};

/** Spec §7 names GET accounts/oauth/google: the same start as the POST, for callers that can only GET (outside the document). */
export const getOauthGoogle = async (c: Context<Env>) => {
  const parsed = redirectUri.safeParse(c.req.query("redirect_uri"));
  if (!parsed.success) throw new DomainError(Codes.badRequest, "invalid redirect_uri");
  if (!c.get("platform").domains.includes(new URL(parsed.data).hostname))
    throw new DomainError(Codes.authFailed, "redirect_uri is not one of the brand's domains");
  return reply(
    c,
    await startGoogle(c.get("db"), c.get("deps"), c.get("platform").id, parsed.data, c.get("now")),
  );
};
