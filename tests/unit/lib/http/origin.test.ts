/** @jest-environment node */
import { isSameOrigin, isTrustedOrigin, type OriginPolicy } from "@/lib/http/origin";

const domains = ["localhost", "127.0.0.1", "shop.example.com", "kraft.example.com"];
const production: OriginPolicy = { production: true, domains };
const development: OriginPolicy = { production: false, domains };
const withPublic: OriginPolicy = {
  production: true,
  domains,
  publicOrigin: "https://www.shop.test:8443",
};

describe("Origin check of state-changing route handlers", () => {
  it.each([
    // the brands' domains on https
    [production, "https://shop.example.com", true],
    [production, "https://kraft.example.com", true],
    // browsers serialise Origin in lower case; anything else did not come from one
    [production, "https://SHOP.example.com", false],
    // production: https on the default port only
    [production, "http://shop.example.com", false],
    [production, "https://shop.example.com:8443", false],
    [production, "http://localhost:3000", false],
    // development and the tests run localhost on plain http and any port
    [development, "http://localhost:3210", true],
    [development, "http://127.0.0.1:3000", true],
    // PUBLIC_ORIGIN exactly
    [withPublic, "https://www.shop.test:8443", true],
    [withPublic, "https://www.shop.test", false],
    // never
    [development, "https://evil.example", false],
    [development, "https://shop.example.com.evil.example", false],
    [development, "https://evil.example/https://shop.example.com", false],
    [development, "null", false],
    [development, "", false],
    [development, null, false],
    [development, "javascript:alert(1)", false],
    [development, "ftp://localhost", false],
    [development, "https://shop.example.com/path", false],
  ])("%#: %s", (policy, origin, trusted) => {
    expect(isTrustedOrigin(origin, policy)).toBe(trusted);
  });

  it("does not take the client's X-Forwarded-Host (or Host) for its own origin", () => {
    const forged = new Request("http://localhost:3000/api/session", {
      method: "DELETE",
      headers: {
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        host: "evil.example",
      },
    });
    expect(isSameOrigin(forged)).toBe(false);
    const ours = new Request("http://localhost:3000/api/session", {
      method: "DELETE",
      headers: { origin: "http://localhost:3000", "x-forwarded-host": "evil.example" },
    });
    expect(isSameOrigin(ours)).toBe(true);
  });
});
