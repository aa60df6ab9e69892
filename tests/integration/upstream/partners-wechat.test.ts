/** @jest-environment node */
// Spec §1 the WeChat browser, §7 GET wc/jsapi_signature and POST accounts/token_wc_oa_slient,
// against a local stand-in WeChat (scripts/dev-wechat.ts), on PGlite and PostgreSQL.
import { startWechatStandIn, type StandIn } from "../../../scripts/dev-wechat";
import { clearWechatCache, jsapiSign } from "../../../upstream/services/wechat";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { DATABASES } from "./databases";

jest.setTimeout(120_000);

const APP = { appId: "wx-test-default", secret: "wechat-test-secret-0123456789" };

describe("the JS-SDK signature", () => {
  it("matches WeChat's published example", () => {
    expect(
      jsapiSign(
        "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
        "Wm3WZYTPz0wzccnW",
        1414587457,
        "http://mp.weixin.qq.com?params=value#ignored",
      ),
    ).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });
});

describe.each(DATABASES)("WeChat on %s", (kind) => {
  let h: AccountHarness;
  let wx: StandIn;
  beforeAll(async () => {
    wx = await startWechatStandIn({ apps: [APP] });
    clearWechatCache();
    h = await openAccountHarness(kind, { wechat: { apiBase: wx.url, apps: { default: APP } } });
  });
  afterAll(async () => {
    await h?.close();
    await wx?.close();
  });

  it("signs a page with the app's ticket, fetching token and ticket once while they last", async () => {
    const page = "https://shop.example/product/12/kyoto?x=1";
    const res = await h.call("GET", `/wc/jsapi_signature?url=${encodeURIComponent(page)}`);
    expect(res.body.code).toBe(10000);
    const { appId, timestamp, nonceStr, signature } = res.body.data;
    expect(appId).toBe(APP.appId);
    expect(timestamp).toBe(Math.floor(h.clock.now.getTime() / 1000));
    expect(signature).toBe(jsapiSign(wx.ticket, nonceStr, timestamp, page));
    await h.call("GET", `/wc/jsapi_signature?url=${encodeURIComponent(page)}`);
    expect(wx.calls["/cgi-bin/token"]).toBe(1);
    expect(wx.calls["/cgi-bin/ticket/getticket"]).toBe(1);
    // after expiry (7200 s) both are fetched again
    h.clock.advance(7200_000);
    await h.call("GET", `/wc/jsapi_signature?url=${encodeURIComponent(page)}`);
    expect(wx.calls["/cgi-bin/ticket/getticket"]).toBe(2);
    // bad input is a 400, a brand without a WeChat app 10005
    expect((await h.call("GET", "/wc/jsapi_signature?url=not-a-url")).body.code).toBe(40000);
    expect(
      (
        await h.call("GET", `/wc/jsapi_signature?url=${encodeURIComponent(page)}`, undefined, {
          platform: "jk-club",
        })
      ).body.code,
    ).toBe(10005);
  });

  it("silent sign-in: a code becomes a session, the same person the next time; a bad code is refused", async () => {
    const first = await h.call("POST", "/accounts/token_wc_oa_slient", {
      code: wx.issueCode(`openid-${kind}`),
    });
    expect(first.body.code).toBe(10000);
    const me = await h.as(first.body.data.token)("GET", "/accounts/privacy");
    expect(me.body.code).toBe(10000);
    const again = await h.call("POST", "/accounts/token_wc_oa_slient", {
      code: wx.issueCode(`openid-${kind}`),
    });
    const me2 = await h.as(again.body.data.token)("GET", "/accounts/privacy");
    expect(me2.body.data.id).toBe(me.body.data.id);
    // a used or made-up code: 10001; an empty one: 40000
    expect(
      (await h.call("POST", "/accounts/token_wc_oa_slient", { code: "code-made-up" })).body.code,
    ).toBe(10001);
    expect((await h.call("POST", "/accounts/token_wc_oa_slient", { code: "" })).body.code).toBe(
      40000,
    );
    expect(
      (
        await h.call(
          "POST",
          "/accounts/token_wc_oa_slient",
          { code: wx.issueCode("x") },
          { platform: "jk-club" },
        )
      ).body.code,
    ).toBe(10005);
  });
});
