// Spec §1 "a Wechat browser", §2 /auth/wechat-callback: inside WeChat's own browser a brand with a
// WeChat official account signs the shopper in silently (snsapi_base) instead of showing the
// sign-in page. Edge-safe.

/** WeChat's in-app browser says so in its user agent. */
export function isWechatBrowser(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && /MicroMessenger\//i.test(userAgent);
}

export const WECHAT_CALLBACK_PATH = "/auth/wechat-callback";

/** The official account's authorize URL: silent scope, our callback, the state we keep in a cookie. */
export function wechatAuthorizeUrl(
  openBase: string,
  appId: string,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(
    "connect/oauth2/authorize",
    openBase.endsWith("/") ? openBase : `${openBase}/`,
  );
  url.searchParams.set("appid", appId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "snsapi_base");
  url.searchParams.set("state", state);
  return `${url.toString()}#wechat_redirect`;
}
