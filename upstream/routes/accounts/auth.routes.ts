// The accounts auth routes (wired in ./auth.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { z } from "@hono/zod-openapi";
import {
  codeSendBody,
  passwordResetBody,
  resetMailForm,
  signinBody,
  signupBody,
  unionSigninBody,
} from "../../../lib/commerce/accounts/account-forms.schema";
import {
  authCodeSchema,
  captchaChallengeSchema,
  codeSentSchema,
  oauthStartSchema,
  okSchema,
  tokenSchema,
} from "../../../lib/commerce/accounts/account.schema";
import { PARTNER_SECRET_HEADER } from "../../../lib/commerce/accounts/auth-codes";
import {
  authCodeRedeemBody,
  authCodeRedemptionSchema,
} from "../../../lib/commerce/accounts/partners.schema";
import { safeText } from "../../http/input";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { defineRoute, jsonBody } from "../../http/route";

const tags = ["accounts: sign-in"];
const resetMailBody = resetMailForm.extend({
  link_base: safeText(200).regex(/^https?:\/\/[^/\s]+$/, "an origin"),
});
export const redirectUri = safeText(300).regex(
  /^https?:\/\/[^\s?#]+$/,
  "an absolute URL without query",
);

export const postSignup = defineRoute({
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
});

export const postSignin = defineRoute({
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
});

export const getCaptcha = defineRoute({
  method: "get",
  path: "/accounts/captcha",
  tags,
  summary: "A proof-of-work challenge (ALTCHA) for sign-in after 30009",
  data: captchaChallengeSchema,
  describe: "The challenge",
  auth: false,
});

export const postVerificationCodeSend = defineRoute({
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
});

export const postPasswordResetMail = defineRoute({
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
});

export const postPasswordReset = defineRoute({
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
});

export const getOauthGoogleConfig = defineRoute({
  method: "get",
  path: "/accounts/oauth/google/config",
  tags,
  summary: "Whether Google sign-in is configured on this upstream",
  data: z.object({ enabled: z.boolean() }),
  describe: "enabled",
  auth: false,
});

export const postOauthGoogleStart = defineRoute({
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
});

export const postOauthGoogle = defineRoute({
  method: "post",
  path: "/accounts/oauth/google",
  tags,
  summary: "Finish Google sign-in with the callback URL the browser came back to",
  request: jsonBody(z.object({ callback_url: safeText(2000).url(), state: safeText(200).min(8) })),
  data: tokenSchema,
  describe: "The session token",
  auth: false,
  failures: [
    { code: Codes.authFailed, note: "state unknown or expired, or Google refused the code" },
    Codes.loginRefused,
  ],
});

export const postUnionSignin = defineRoute({
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
});

export const getOpenAuthCode = defineRoute({
  method: "get",
  path: "/open/accounts/auth_code",
  tags,
  summary: "A one-time code (5 minutes) to hand back to a partner app",
  data: authCodeSchema,
  describe: "The code",
  auth: true,
});

export const postOpenAuthCodeRedeem = defineRoute({
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
});

export const postSignout = defineRoute({
  method: "post",
  path: "/accounts/signout",
  tags,
  summary: "End this session",
  data: okSchema,
  describe: "Signed out",
  auth: true,
});
