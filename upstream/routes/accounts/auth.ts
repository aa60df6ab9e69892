// Spec §7 Account: sign-up, sign-in, captcha, verification codes, password reset, Google, partner
// sign-in, auth codes, sign-out.
import { z } from "@hono/zod-openapi";
import {
  codeSendBody,
  passwordResetBody,
  resetMailForm,
  signinBody,
  signupBody,
  unionSigninBody,
} from "../../../lib/commerce/accounts/account-forms.schema";
import { normalisePhone } from "../../../lib/commerce/accounts/credentials";
import { publicDomain } from "../../../lib/commerce/platform/domains";
import {
  authCodeSchema,
  captchaChallengeSchema,
  codeSentSchema,
  oauthStartSchema,
  okSchema,
  tokenSchema,
} from "../../../lib/commerce/accounts/account.schema";
import { DomainError } from "../../services/errors";
import type { Env } from "../../http/context";
import { shopperAddress } from "../../http/shopper-address";
import * as auth from "../../services/auth";
import { newChallenge } from "../../services/captcha";
import { finishGoogle, startGoogle } from "../../services/oauth";
import { issueAuthCode, redeemAuthCode, unionSignin } from "../../services/partners";
import { PARTNER_SECRET_HEADER } from "../../../lib/commerce/accounts/auth-codes";
import {
  authCodeRedeemBody,
  authCodeRedemptionSchema,
} from "../../../lib/commerce/accounts/partners.schema";
import { endSession } from "../../services/sessions";
import { sendCode } from "../../services/verification";
import { safeText } from "../../http/input";
import { defineRoute, jsonBody, reply } from "../../http/route";
import { createRouter } from "../../http/router";
import type { Context } from "hono";
import { Codes } from "../../../lib/commerce/contract/error-codes";

export const authRoutes = createRouter();
const tags = ["accounts: sign-in"];

const ctxOf = (c: Context<Env>) => ({
  db: c.get("db"),
  deps: c.get("deps"),
  platformId: c.get("platform").id,
  now: c.get("now"),
  loginWays: c.get("platform").loginWays,
});

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/signup",
    tags,
    summary:
      "Register with e-mail + password and the §2 registration fields (identity_type 1), or phone + code (2)",
    request: jsonBody(signupBody),
    data: tokenSchema,
    describe: "The new session token",
    auth: false,
    idempotency: "optional",
    idempotencyClaim: "outside",
    failures: [
      Codes.alreadyRegistered,
      Codes.wrongCode,
      {
        code: Codes.badRequest,
        note: "data.fields names each refused field: passwordFormat, passwordsDiffer…",
      },
      {
        code: Codes.loginRefused,
        note: "the brand offers no sign-in to such an account (its login ways)",
      },
    ],
  }),
  async (c) => reply(c, { token: await auth.signup(ctxOf(c), c.req.valid("json")) }),
);

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/signin",
    tags,
    summary:
      "Sign in: e-mail or phone + password (1, with ticket + randstr after 30009), phone + code (2), guest (3)",
    request: jsonBody(signinBody),
    data: tokenSchema,
    describe: "The session token",
    auth: false,
    failures: [
      Codes.wrongCredentials,
      Codes.captchaRequired,
      Codes.wrongCode,
      Codes.loginRefused,
      Codes.tooManyPasswordAttempts,
    ],
  }),
  async (c) =>
    reply(c, {
      token: await auth.signin(
        ctxOf(c),
        c.req.valid("json"),
        shopperAddress(c, c.get("deps").shopperAddressToken),
      ),
    }),
);

authRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/captcha",
    tags,
    summary: "A proof-of-work challenge (ALTCHA) for sign-in after 30009",
    data: captchaChallengeSchema,
    describe: "The challenge",
    auth: false,
  }),
  async (c) => {
    c.header("cache-control", "no-store");
    return reply(c, await newChallenge(c.get("deps")));
  },
);

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/verification_code_send",
    tags,
    summary: "Send a six-digit code to a phone or e-mail (purpose signin, signup or reset)",
    request: jsonBody(codeSendBody),
    data: codeSentSchema,
    describe: "When another code may be sent and how long this one lives",
    auth: false,
    failures: [
      Codes.oneCodePerMinute,
      Codes.retryInHour,
      Codes.codeCountLimit,
      { code: Codes.loginRefused, note: "the brand offers no sign-in by this channel" },
    ],
  }),
  async (c) => {
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
  },
);

const resetMailBody = resetMailForm.extend({
  link_base: safeText(200).regex(/^https?:\/\/[^/\s]+$/, "an origin"),
});

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/password_reset_mail",
    tags,
    summary:
      "Mail a single-use password reset link (same answer whether or not the e-mail is registered)",
    request: jsonBody(resetMailBody),
    data: okSchema,
    describe: "Accepted",
    auth: false,
    failures: [{ code: Codes.loginRefused, note: "the brand offers no e-mail or phone sign-in" }],
  }),
  async (c) => {
    const { email, link_base } = c.req.valid("json");
    const platform = c.get("platform");
    const host = new URL(link_base).hostname;
    // links only ever point at the brand's own domains (or the configured public origin)
    const origin = platform.domains.includes(host)
      ? link_base
      : (c.get("deps").publicOrigin ?? `https://${publicDomain(platform.domains)}`);
    await auth.sendResetMail({ ...ctxOf(c), lang: c.get("lang") }, email, origin);
    return reply(c, { ok: true as const });
  },
);

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/password_reset",
    tags,
    summary:
      "Set a new password: with the mail link token, with phone + code, or signed in with the old password",
    request: jsonBody(passwordResetBody),
    data: okSchema,
    describe: "Changed; the user's other sessions have ended",
    auth: "optional",
    failures: [
      Codes.newPasswordEqualsOld,
      Codes.wrongCode,
      Codes.wrongPassword,
      { code: Codes.tokenExpired, note: "the reset link expired or was used" },
      { code: Codes.loginExpired, note: "a password change without a session" },
      { code: Codes.loginRefused, note: "the brand offers no sign-in this reset serves" },
    ],
  }),
  async (c) => {
    const body = c.req.valid("json");
    if ("token" in body) await auth.resetByToken(ctxOf(c), body.token, body.password);
    else if ("code" in body)
      await auth.resetByCode(ctxOf(c), body.country_code, body.phone, body.code, body.password);
    else {
      const user = c.get("viewer");
      if (!user) throw new DomainError(Codes.loginExpired, "not logged in or login expired");
      await auth.changePassword(
        ctxOf(c),
        user,
        c.get("sessionId"),
        body.old_password,
        body.password,
      );
    }
    return reply(c, { ok: true as const });
  },
);

authRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/accounts/oauth/google/config",
    tags,
    summary: "Whether Google sign-in is configured on this upstream",
    data: z.object({ enabled: z.boolean() }),
    describe: "enabled",
    auth: false,
  }),
  (c) => reply(c, { enabled: c.get("deps").google !== null }),
);

const redirectUri = safeText(300).regex(/^https?:\/\/[^\s?#]+$/, "an absolute URL without query");

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/oauth/google/start",
    tags,
    summary: "Start Google sign-in (OIDC code flow with PKCE, state and nonce)",
    request: jsonBody(z.object({ redirect_uri: redirectUri })),
    data: oauthStartSchema,
    describe: "The authorization URL to send the browser to, and its state",
    auth: false,
    failures: [
      {
        code: Codes.authFailed,
        note: "redirect_uri not on the brand's domains, or Google sign-in not configured",
      },
      Codes.tokenFetchFailed,
    ],
  }),
  async (c) => {
    const uri = c.req.valid("json").redirect_uri;
    const host = new URL(uri).hostname;
    if (!c.get("platform").domains.includes(host))
      throw new DomainError(Codes.authFailed, "redirect_uri is not one of the brand's domains");
    return reply(
      c,
      await startGoogle(c.get("db"), c.get("deps"), c.get("platform").id, uri, c.get("now")),
    );
  },
);
// spec §7 names GET accounts/oauth/google: the same start, for callers that can only GET
authRoutes.get("/accounts/oauth/google", async (c) => {
  const parsed = redirectUri.safeParse(c.req.query("redirect_uri"));
  if (!parsed.success) throw new DomainError(Codes.badRequest, "invalid redirect_uri");
  if (!c.get("platform").domains.includes(new URL(parsed.data).hostname))
    throw new DomainError(Codes.authFailed, "redirect_uri is not one of the brand's domains");
  return reply(
    c,
    await startGoogle(c.get("db"), c.get("deps"), c.get("platform").id, parsed.data, c.get("now")),
  );
});

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/oauth/google",
    tags,
    summary: "Finish Google sign-in with the callback URL the browser came back to",
    request: jsonBody(
      z.object({ callback_url: safeText(2000).url(), state: safeText(200).min(8) }),
    ),
    data: tokenSchema,
    describe: "The session token",
    auth: false,
    failures: [
      { code: Codes.authFailed, note: "state unknown or expired, or Google refused the code" },
      Codes.loginRefused,
    ],
  }),
  async (c) => {
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
  },
);

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/union/signin",
    tags,
    summary:
      "Partner-app sign-in with an HS256 JWT (sub = partner user id) signed with the brand's partner secret",
    request: jsonBody(unionSigninBody),
    data: tokenSchema,
    describe: "The session token",
    auth: false,
    failures: [
      Codes.signatureFailed,
      Codes.timestampFailed,
      { code: Codes.authFailed, note: "no partner sign-in for this brand" },
    ],
  }),
  async (c) => {
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
  },
);

authRoutes.openapi(
  defineRoute({
    method: "get",
    path: "/open/accounts/auth_code",
    tags,
    summary: "A one-time code (5 minutes) to hand back to a partner app",
    data: authCodeSchema,
    describe: "The code",
    auth: true,
  }),
  async (c) =>
    reply(
      c,
      await issueAuthCode(c.get("db"), c.get("user").id, c.get("platform").id, c.get("now")),
    ),
);

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/open/accounts/auth_code/redeem",
    tags,
    summary:
      "A partner app's server redeems the auth code its shopper brought (§7 gat, gatTravel): once, before it expires, with the brand's partner secret",
    parameters: [
      {
        name: PARTNER_SECRET_HEADER,
        in: "header",
        required: true,
        schema: { type: "string" },
        description: "The brand's partner secret (PARTNER_SECRETS); server to server only",
      },
    ],
    request: jsonBody(authCodeRedeemBody),
    data: authCodeRedemptionSchema,
    describe: "Who the shopper is",
    auth: false,
    failures: [
      { code: Codes.authFailed, note: "no partner secret for this brand, or not the one sent" },
      { code: Codes.tokenFetchFailed, note: "no such code for this brand, or redeemed already" },
      { code: Codes.tokenExpired, note: "the code expired unredeemed" },
      { code: Codes.loginRefused, note: "the shopper's account is refused" },
    ],
  }),
  async (c) => {
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
  },
);

authRoutes.openapi(
  defineRoute({
    method: "post",
    path: "/accounts/signout",
    tags,
    summary: "End this session",
    data: okSchema,
    describe: "Signed out",
    auth: true,
  }),
  async (c) => {
    await endSession(c.get("db"), c.get("sessionId"));
    return reply(c, { ok: true as const });
  },
);
