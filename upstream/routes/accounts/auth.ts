// Spec §7 Account: sign-up, sign-in, captcha, verification codes, password reset, Google, partner
// sign-in, auth codes, sign-out.
import { createRouter } from "../../http/router";
import * as handlers from "./auth.handlers";
import * as routes from "./auth.routes";

export const authRoutes = createRouter();

authRoutes
  .openapi(routes.postSignup, handlers.postSignup)
  .openapi(routes.postSignin, handlers.postSignin)
  .openapi(routes.getCaptcha, handlers.getCaptcha)
  .openapi(routes.postVerificationCodeSend, handlers.postVerificationCodeSend)
  .openapi(routes.postPasswordResetMail, handlers.postPasswordResetMail)
  .openapi(routes.postPasswordReset, handlers.postPasswordReset)
  .openapi(routes.getOauthGoogleConfig, handlers.getOauthGoogleConfig)
  .openapi(routes.postOauthGoogleStart, handlers.postOauthGoogleStart)
  .openapi(routes.postOauthGoogle, handlers.postOauthGoogle)
  .openapi(routes.postUnionSignin, handlers.postUnionSignin)
  .openapi(routes.getOpenAuthCode, handlers.getOpenAuthCode)
  .openapi(routes.postOpenAuthCodeRedeem, handlers.postOpenAuthCodeRedeem)
  .openapi(routes.postSignout, handlers.postSignout);
// spec §7 names GET accounts/oauth/google too: the same start, outside the document
authRoutes.get("/accounts/oauth/google", handlers.getOauthGoogle);
