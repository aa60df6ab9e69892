/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CSP_HASHES_HEADER } from "@/lib/http/csp";
import { installServerHooks, withRequestQuery } from "@/lib/http/server-hooks";
import { SHARED_CACHE_HEADER } from "@/lib/http/shared-cache";

// Issue 10: every response — ours and the ones the framework makes — carries the security
// headers, and a target Next would turn into a 500 is a 400 before it gets there. A real Node
// server, as next start.

const HASH = `'sha256-${"A".repeat(43)}='`;
let reached: string[] = [];

const routes: Record<string, (res: http.ServerResponse) => void> = {
  // what Next does for an unknown path: a bare 404 with its own headers
  "/framework-404": (res) => res.writeHead(404, { "content-type": "text/html" }).end("not found"),
  "/redirect": (res) => {
    res.statusCode = 308;
    res.setHeader("location", "/x");
    res.end();
  },
  // a page's redirect() as Next answers it: the render's headers replayed onto the response
  "/page-redirect": (res) => {
    res.statusCode = 308;
    res.setHeader("location", "/product/1000/tour?utm_source=x");
    res.appendHeader("location", "/product/1000/tour?utm_source=x");
    res.end();
  },
  // a page the middleware rewrote, as Next answers it
  "/rewritten": (res) => {
    res.setHeader("x-middleware-rewrite", "/default/en/CNY/product/1000?utm_source=x");
    res.writeHead(200, { "x-middleware-next": "1", "x-nextjs-cache": "HIT" }).end("<html></html>");
  },
  // a page with its own policy (the middleware's, with a nonce) served from the page cache
  "/cached-page": (res) => {
    res.setHeader(
      "content-security-policy",
      "default-src 'self'; script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='; object-src 'none'",
    );
    res.setHeader(CSP_HASHES_HEADER, HASH);
    res.setHeader("x-frame-options", "DENY");
    res.end("<html></html>");
  },
};

const NONCE_POLICY =
  "default-src 'self'; script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='; object-src 'none'";
/** a page for a request the middleware marked shareable, as Next answers it */
const sharedPage =
  ({ hashes = true, status = 200, cookie = false, type = "text/html; charset=utf-8" } = {}) =>
  (res: http.ServerResponse) => {
    res.setHeader(SHARED_CACHE_HEADER, "1");
    res.setHeader("content-type", type);
    res.setHeader("content-security-policy", NONCE_POLICY);
    res.setHeader("cache-control", "private, no-cache");
    res.setHeader("vary", "rsc, next-router-state-tree, Accept-Encoding");
    if (hashes) res.setHeader(CSP_HASHES_HEADER, HASH);
    if (cookie) res.setHeader("set-cookie", "tf_locale=en; Path=/");
    res.statusCode = status;
    res.end("<html></html>");
  };
Object.assign(routes, {
  "/shared/cached": sharedPage(),
  "/shared/rendered-not-stored": sharedPage({ hashes: false }),
  "/shared/not-found": sharedPage({ status: 404 }),
  "/shared/sets-cookie": sharedPage({ cookie: true }),
  "/shared/rsc": sharedPage({ type: "text/x-component" }),
});

let server: http.Server;
let base: string;
let uninstall: () => void;
// Node's own methods, to prove the hooks leave no trace in the process (other test files share it)
const nodeEmit = http.Server.prototype.emit;
const nodeWriteHead = http.ServerResponse.prototype.writeHead;

beforeAll(async () => {
  uninstall = installServerHooks();
  server = http.createServer((req, res) => {
    reached.push(req.url ?? "");
    (routes[(req.url ?? "").split("?", 1)[0]!] ?? ((r: http.ServerResponse) => r.end("ok")))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  uninstall();
});
beforeEach(() => (reached = []));

function get(
  path: string,
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject)
      .end();
  });
}

it.each(["/framework-404", "/redirect", "/plain"])("%s gets the security headers", async (path) => {
  const res = await get(path);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
  expect(res.headers["content-security-policy"]).not.toContain("unsafe-eval");
});

it("keeps a response's own headers and folds a cached page's script hashes into its policy", async () => {
  const res = await get("/cached-page");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["content-security-policy"]).toBe(
    `default-src 'self'; script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA==' ${HASH}; object-src 'none'`,
  );
  expect(res.headers[CSP_HASHES_HEADER]).toBeUndefined();
});

// Issue 19, "A CDN in front": one copy of a catalogue page for many, so no nonce in its policy
it("makes a page-cache 200 for a shareable request public, with hashes and no nonce", async () => {
  const res = await get("/shared/cached");
  expect(res.headers["cache-control"]).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
  );
  expect(res.headers["content-security-policy"]).toBe(
    `default-src 'self'; script-src 'self' ${HASH}; object-src 'none'`,
  );
  expect(res.headers["vary"]).toBe(
    "rsc, next-router-state-tree, Accept-Encoding, Accept-Language, Cookie, X-Forwarded-Host, Next-Router-Prefetch, Next-Router-Segment-Prefetch",
  );
  expect(res.headers[SHARED_CACHE_HEADER]).toBeUndefined();
  expect(res.headers[CSP_HASHES_HEADER]).toBeUndefined();
});

it.each([
  ["rendered for this request and not stored (no hashes)", "/shared/rendered-not-stored"],
  ["answered 404", "/shared/not-found"],
  ["writing a cookie", "/shared/sets-cookie"],
])("keeps a shareable request's page private with its nonce when %s", async (_, path) => {
  const res = await get(path);
  expect(res.headers["cache-control"]).toBe("private, no-cache");
  expect(res.headers["content-security-policy"]).toContain("'nonce-AAAAAAAAAAAAAAAAAAAAAA=='");
  expect(res.headers[SHARED_CACHE_HEADER]).toBeUndefined();
});

it("keeps the router's RSC payload of a shareable page private", async () => {
  const res = await get("/shared/rsc");
  expect(res.headers["cache-control"]).toBe("private, no-cache");
  expect(res.headers["content-security-policy"]).toContain("'nonce-AAAAAAAAAAAAAAAAAAAAAA=='");
  expect(res.headers[SHARED_CACHE_HEADER]).toBeUndefined();
});

it("keeps a cached page private when the middleware did not mark its request shareable", async () => {
  const res = await get("/cached-page");
  expect(res.headers["cache-control"]).toBeUndefined();
  expect(res.headers["content-security-policy"]).toContain("'nonce-");
});

it.each([
  ["/%zz", 400],
  ["/product/%E0%A4%A/x", 400],
  ["/%00", 400],
  ["/" + "a".repeat(3000), 414],
])("%s is answered %i before the app sees it, with the security headers", async (path, status) => {
  const res = await get(path);
  expect(res.status).toBe(status);
  expect(res.body).toBe(http.STATUS_CODES[status]);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(reached).toEqual([]);
});

it("lets a well-formed target through", async () => {
  const res = await get("/plain?keyword=%zz");
  expect(res.status).toBe(200);
  expect(reached).toEqual(["/plain?keyword=%zz"]);
});

// Issue 18: TRACE on any path was a 500 (Next's middleware adapter cannot build a Request for it),
// and so was any method but GET/HEAD on a static file.
it.each([
  ["TRACE", "/", "GET, HEAD"],
  ["TRACE", "/api/health", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
  ["PROPFIND", "/api/basket", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
  ["POST", "/brands/default.svg", "GET, HEAD"],
  ["OPTIONS", "/_next/static/chunks/a.js", "GET, HEAD"],
])(
  "%s %s is answered 405 before the app sees it, with Allow and the security headers",
  async (method, path, allow) => {
    const res = await get(path, method);
    expect(res.status).toBe(405);
    expect(res.headers["allow"]).toBe(allow);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(reached).toEqual([]);
  },
);

it.each([
  ["GET", "/plain"],
  ["HEAD", "/plain"],
  ["POST", "/api/basket"],
  ["DELETE", "/api/basket"],
  ["OPTIONS", "/api/basket"],
])("lets %s %s through", async (method, path) => {
  expect((await get(path, method)).status).toBe(200);
  expect(reached).toEqual([path]);
});

// Issue 18: the internal path (/[brand]/[locale]/[currency]/…) reached the client in x-middleware-rewrite.
it("strips the middleware's internal headers and keeps the others", async () => {
  const res = await get("/rewritten");
  expect(res.headers["x-middleware-rewrite"]).toBeUndefined();
  expect(res.headers["x-middleware-next"]).toBeUndefined();
  expect(res.headers["x-nextjs-cache"]).toBe("HIT");
});

// Issue 18: /product/{id} answered its 308 with two Location headers (Node's fetch throws on it).
it("sends one Location", async () => {
  const res = await get("/page-redirect");
  expect(res.status).toBe(308);
  expect(res.headers["location"]).toBe("/product/1000/tour?utm_source=x");
  expect(
    (await fetch(`${base}/page-redirect`, { redirect: "manual" })).headers.get("location"),
  ).toBe("/product/1000/tour?utm_source=x");
});

// Issue 22/18: a wrong slug on a cached product page redirects to the canonical URL without being
// able to read the query; the one hop must keep a shared link's utm_* all the same.
it("keeps the request's query on a 308 whose target names none", async () => {
  const res = await get("/redirect?utm_source=news&utm_campaign=sale");
  expect(res.status).toBe(308);
  expect(res.headers["location"]).toBe("/x?utm_source=news&utm_campaign=sale");
});

it.each([
  ["/x", "/p?a=1", "/x?a=1"],
  ["/x?b=2", "/p?a=1", "/x?b=2"],
  ["/x#top", "/p?a=1", "/x?a=1#top"],
  ["https://shop.example/x", "/p?a=1&b=2", "https://shop.example/x?a=1&b=2"],
  ["/x", "/p", "/x"],
  ["/x", "/p?", "/x"],
  ["/x", undefined, "/x"],
])("withRequestQuery(%s, %s) → %s", (location, url, expected) => {
  expect(withRequestQuery(location, url)).toBe(expected);
});

it("undoes itself: Node's own server methods come back, once and for whoever installed it", () => {
  expect(http.Server.prototype.emit).not.toBe(nodeEmit);
  expect(http.ServerResponse.prototype.writeHead).not.toBe(nodeWriteHead);
  // installing again hands back the same undo (installed once per process)
  expect(installServerHooks()).toBe(uninstall);
  uninstall();
  expect(http.Server.prototype.emit).toBe(nodeEmit);
  expect(http.ServerResponse.prototype.writeHead).toBe(nodeWriteHead);
  // the later tests of this file and the afterAll need it in place again
  uninstall = installServerHooks();
  expect(http.Server.prototype.emit).not.toBe(nodeEmit);
});
