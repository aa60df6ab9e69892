import {
  contentSecurityPolicy,
  inlineScripts,
  withoutNonce,
  withScriptHashes,
} from "@/lib/http/csp";

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

  it("lets images come only from us and the map's tile host (issue 21), never from anywhere", () => {
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

  it("adds a cached page's script hashes to script-src only, and drops anything that is not a hash", () => {
    const a = `'sha256-${"A".repeat(43)}='`;
    const b = `'sha256-${"b".repeat(43)}='`;
    const policy = withScriptHashes(
      contentSecurityPolicy({ nonce: "BBBBBBBBBBBBBBBBBBBBBB==", production: false }),
      `${a} ${b} 'unsafe-inline' https://evil.example`,
    );
    expect(directive(policy, "script-src")).toBe(
      `script-src 'self' 'nonce-BBBBBBBBBBBBBBBBBBBBBB==' ${a} ${b}`,
    );
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(withScriptHashes("script-src 'self'", "")).toBe("script-src 'self'");
  });

  it("drops the nonce of a page a shared cache keeps and keeps its hashes", () => {
    const a = `'sha256-${"A".repeat(43)}='`;
    const policy = withoutNonce(
      withScriptHashes(
        contentSecurityPolicy({ nonce: "BBBBBBBBBBBBBBBBBBBBBB==", production: false }),
        a,
      ),
    );
    expect(directive(policy, "script-src")).toBe(`script-src 'self' ${a}`);
    expect(policy).not.toContain("nonce");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
  });

  it("finds the inline scripts a browser would run, as written in the HTML", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f.push([0])</script>",
      '<script nonce="x">self.__next_f.push([1,"a\\u003c/script>"])</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module">import("/x.js")</script>',
      "<SCRIPT>\n$RC(1)\n</SCRIPT >",
    ].join("");
    expect(inlineScripts(html)).toEqual([
      "self.__next_f.push([0])",
      'self.__next_f.push([1,"a\\u003c/script>"])',
      'import("/x.js")',
      "\n$RC(1)\n",
    ]);
  });

  it("allows WeChat's JS-SDK host only for WeChat's browser (§1 share cards)", () => {
    expect(directive(contentSecurityPolicy({ production: true, wechat: true }), "script-src")).toBe(
      "script-src 'self' https://res.wx.qq.com",
    );
    expect(contentSecurityPolicy({ production: true })).not.toContain("res.wx.qq.com");
  });
});
