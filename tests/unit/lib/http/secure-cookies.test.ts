import { cookiesAreSecure } from "@/lib/http/secure-cookies";

describe("Secure preference and session cookies", () => {
  it.each([
    [{ production: true }, true],
    [{ production: false, publicOrigin: "https://shop.example.com" }, true],
    [{ production: false, protocol: "https:" }, true],
    [{ production: false, protocol: "http:", forwardedProto: "https" }, true],
    [{ production: false, protocol: "http:", forwardedProto: "HTTPS, http" }, true],
    [{ production: false, protocol: "http:", forwardedProto: "http" }, false],
    [{ production: false, publicOrigin: "http://localhost:3000", protocol: "http:" }, false],
    [{ production: false }, false],
  ])("%j → %s", (input, secure) => {
    expect(cookiesAreSecure(input)).toBe(secure);
  });
});
