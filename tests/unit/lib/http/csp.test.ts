/** @jest-environment node */
import { cachedPageNonce, contentSecurityPolicy, freshNonce } from "@/lib/http/csp";
import {
  headerRoutes,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "@/lib/http/security-headers.mjs";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("Content-Security-Policy", () => {
  it("allows our own scripts and this response's nonce, never inline code by itself", () => {
    const policy = contentSecurityPolicy({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==", production: false });
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='",
    );
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic|script-src[^;]*unsafe-inline/);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it.each(["", "short", "has space inside it!!", "'; script-src *"])(
    "drops a malformed nonce %j",
    (nonce) => {
      expect(directive(contentSecurityPolicy({ nonce, production: true }), "script-src")).toBe(
        "script-src 'self'",
      );
    },
  );

  it("lets images come only from us and the map's tile host, never from anywhere", () => {
    const policy = contentSecurityPolicy({ production: true });
    expect(directive(policy, "img-src")).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    // tiles are images: the map fetches nothing else from outside
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
  });

  it("upgrades insecure requests in production", () => {
    expect(contentSecurityPolicy({ production: true })).toContain("upgrade-insecure-requests");
  });

  it("gives a page rendered for one request a fresh nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => freshNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces)
      expect(directive(contentSecurityPolicy({ nonce, production: false }), "script-src")).toBe(
        `script-src 'self' 'nonce-${nonce}'`,
      );
  });

  it("gives a page the page cache stores the same nonce on every answer, its own, under the shop's secret", async () => {
    const secret = "s".repeat(40);
    const page = "/default/en/CNY/product/1000/hong-kong";
    const nonce = await cachedPageNonce(secret, page);
    expect(await cachedPageNonce(secret, page)).toBe(nonce);
    // the variant for shoppers with a session cookie is another page, with another nonce
    expect(
      await cachedPageNonce(secret, "/default/en/CNY~signed-in/product/1000/hong-kong"),
    ).not.toBe(nonce);
    expect(await cachedPageNonce(secret, "/default/zh-hant/CNY/product/1000/hong-kong")).not.toBe(
      nonce,
    );
    // another secret (another shop, a rotated secret): other nonces
    expect(await cachedPageNonce("t".repeat(40), page)).not.toBe(nonce);
    // a nonce the policy accepts
    expect(directive(contentSecurityPolicy({ nonce, production: false }), "script-src")).toBe(
      `script-src 'self' 'nonce-${nonce}'`,
    );
  });

  it("allows WeChat's JS-SDK host only for WeChat's browser (§1 share cards)", () => {
    expect(directive(contentSecurityPolicy({ production: true, wechat: true }), "script-src")).toBe(
      "script-src 'self' https://res.wx.qq.com",
    );
    expect(contentSecurityPolicy({ production: true })).not.toContain("res.wx.qq.com");
  });
});

describe("the headers every answer carries (next.config headers())", () => {
  it.each([
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-frame-options", "SAMEORIGIN"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=()"],
  ])("%s: %s", (name, value) => {
    expect(securityHeaders()[name]).toBe(value);
  });

  it("keeps its policy off a serverless host's own re-render of a stored page (its nonce comes from the page)", () => {
    const [, policy] = headerRoutes();
    expect(policy!.headers).toEqual([
      { key: "content-security-policy", value: securityHeaders()["content-security-policy"] },
    ]);
    expect(policy!.missing).toEqual([{ type: "header", key: "x-prerender-revalidate" }]);
  });

  it("gives answers that never meet the middleware a policy without a nonce", () => {
    const csp = securityHeaders()["content-security-policy"]!;
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(csp).not.toContain("nonce-");
  });

  it("puts them on every path, and HSTS only where the request came over https", () => {
    const [all, policy, tls] = headerRoutes();
    expect(all!.source).toBe("/:path*");
    expect(all!.has).toBeUndefined();
    expect(all!.missing).toBeUndefined();
    expect(policy!.source).toBe("/:path*");
    expect([...all!.headers, ...policy!.headers].map((h) => h.key).sort()).toEqual(
      Object.keys(securityHeaders()).sort(),
    );
    expect(all!.headers.map((h) => h.key)).not.toContain("strict-transport-security");
    expect(tls!.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
    expect(tls!.headers).toEqual([
      { key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY },
    ]);
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=63072000; includeSubDomains");
  });
});
