import { securityHeaders } from "@/lib/http/security-headers";

describe("security headers of every response", () => {
  it("sends Strict-Transport-Security in production only", () => {
    expect(securityHeaders({ production: true })["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(securityHeaders({ production: false })["strict-transport-security"]).toBeUndefined();
  });

  it.each([
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-frame-options", "SAMEORIGIN"],
    ["cross-origin-opener-policy", "same-origin"],
  ])("%s: %s", (name, value) => {
    expect(securityHeaders({ production: true })[name]).toBe(value);
    expect(securityHeaders({ production: false })[name]).toBe(value);
  });

  it("gives responses that never met the middleware a policy without a nonce", () => {
    const csp = securityHeaders({ production: false })["content-security-policy"];
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce-");
  });
});
