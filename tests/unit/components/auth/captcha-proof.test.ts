import { captchaProof } from "@/components/auth/captcha-proof";
import { partnerReturnUrl } from "@/lib/shop/partner-origins";

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe("captchaProof (the altcha payload → ticket and randstr)", () => {
  it.each([
    [
      "v2 payload",
      b64({ challenge: { parameters: { salt: "abc" } }, solution: { counter: 1 } }),
      "abc",
    ],
    ["v1 payload", b64({ algorithm: "SHA-256", salt: "s1?expires=1", number: 3 }), "s1?expires=1"],
  ])("%s", (_name, payload, salt) => {
    expect(captchaProof(payload)).toEqual({ ticket: payload, randstr: salt });
  });

  it.each([
    ["not base64 JSON", "%%%"],
    ["no salt", b64({ solution: {} })],
    ["empty", ""],
    ["not a string", 42],
    ["salt too long", b64({ salt: "x".repeat(201) })],
  ])("%s → null", (_name, payload) => {
    expect(captchaProof(payload)).toBeNull();
  });
});

describe("partnerReturnUrl (/auth/gat sends auth codes only to the brand's partners)", () => {
  it("accepts a listed https origin", () => {
    expect(partnerReturnUrl("jk-club", "https://app.jk-club.example/back?x=1")?.toString()).toBe(
      "https://app.jk-club.example/back?x=1",
    );
  });

  it.each([
    null,
    "",
    "/relative",
    "http://app.jk-club.example/back",
    "https://app.jk-club.example.evil.test/back",
    "https://evil.test/?https://app.jk-club.example",
    "https://user:pw@app.jk-club.example/",
    "javascript:alert(1)",
    "//app.jk-club.example/back",
  ])("refuses %p", (url) => {
    expect(partnerReturnUrl("jk-club", url)).toBeNull();
  });

  it("a brand without partners refuses everything", () => {
    expect(partnerReturnUrl("default", "https://app.jk-club.example/back")).toBeNull();
  });
});
