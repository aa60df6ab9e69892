import { isWechatBrowser, wechatAuthorizeUrl } from "@/lib/commerce/accounts/wechat";

// Spec §1 the WeChat browser; §2 /auth/wechat-callback (silent official-account sign-in).

describe("isWechatBrowser", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI",
      true,
    ],
    [
      "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MMWEBID/1 MicroMessenger/8.0.43.2480 WeChat/arm64",
      true,
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36", false],
    ["MicroMessengerless", false],
    ["", false],
    [null, false],
  ])("%j → %j", (ua, expected) => {
    expect(isWechatBrowser(ua)).toBe(expected);
  });
});

describe("wechatAuthorizeUrl", () => {
  it("asks for the silent scope with our callback and state", () => {
    const url = wechatAuthorizeUrl(
      "https://open.weixin.qq.com",
      "wx123",
      "https://shop.example/auth/wechat-callback",
      "s-1",
    );
    expect(url).toBe(
      "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fshop.example%2Fauth%2Fwechat-callback&response_type=code&scope=snsapi_base&state=s-1#wechat_redirect",
    );
  });
});
