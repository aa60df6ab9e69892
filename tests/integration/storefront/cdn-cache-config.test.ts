import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_LOCALE, matchAcceptLanguage } from "@/lib/commerce/platform/locales";
import { RENDERING_COOKIES, SHARED_CACHE_VARY } from "@/lib/http/shared-cache";
import { nginxConfig } from "@/scripts/cdn-cache";

// A CDN in front (docs/cluster.md): the cluster's nginx (scripts/cdn-cache.ts) ignores Vary and
// keys on what the storefront's public pages vary by, so its config must name everything
// lib/http/shared-cache.ts says makes an answer private: a cookie added there and not here would
// have nginx hand the shared copy to a shopper whose cookie asks for another page (a currency, a
// channel's sections). And nginx must accept the config.

const dir = mkdtempSync(path.join(tmpdir(), "cdn-config-"));
mkdirSync(path.join(dir, "tmp"));
const config = nginxConfig({ dir, listen: "127.0.0.1:1", upstream: "127.0.0.1:2" });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const directive = (name: string) =>
  config
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l.startsWith(`${name} `)) ?? "";

it.each(["proxy_cache_bypass", "proxy_no_cache"])(
  "%s names every cookie and router header that makes a page private",
  (name) => {
    const line = directive(name);
    for (const cookie of RENDERING_COOKIES) expect(line).toContain(`$cookie_${cookie}`);
    expect(line).toContain("$wechat_browser");
    for (const header of SHARED_CACHE_VARY.filter((h) => /^(RSC|Next-)/.test(h)))
      expect(line).toContain(`$http_${header.toLowerCase().replaceAll("-", "_")}`);
  },
);

it("keys pages on the host, the URL and the language the page is rendered in, and never caches route handlers", () => {
  expect(config).toContain('proxy_cache_key "$scheme|$http_host|$request_uri|$shop_language";');
  // the storefront renders exactly the language of the key, and always sends the identity body:
  // nginx compresses for each client
  expect(config).toContain("proxy_set_header Accept-Language $shop_language;");
  expect(config).toContain('proxy_set_header Accept-Encoding "";');
  expect(directive("gzip")).toBe("gzip on;");
  expect(directive("gzip_types")).toContain("text/x-component");
  expect(config).toMatch(/location \/api\/ \{\s+proxy_cache off;/);
  expect(directive("proxy_ignore_headers")).toBe("proxy_ignore_headers Vary;");
  // the brand follows the host the cache keys on, not a header the client sends
  expect(config).toContain("proxy_set_header X-Forwarded-Host $http_host;");
  expect(config).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
});

it("serves a stale copy while the storefronts fail, and bounds the cache", () => {
  expect(directive("proxy_cache_use_stale")).toBe(
    "proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;",
  );
  expect(directive("proxy_cache_path")).toMatch(
    /keys_zone=shop_pages:10m max_size=256m inactive=1d/,
  );
});

it("is a config nginx accepts", () => {
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config);
  const check = spawnSync("nginx", ["-p", dir, "-c", file, "-e", path.join(dir, "e.log"), "-t"], {
    encoding: "utf8",
  });
  expect(check.error).toBeUndefined();
  expect(check.stderr).toContain("syntax is ok");
});

/** the language map of the config, as the regular expressions nginx checks in order */
function languageOf(header: string): string {
  const map = /map \$http_accept_language \$shop_language \{([\s\S]*?)\n\s*\}/.exec(config)?.[1];
  if (!map) throw new Error("no language map in the config");
  const lines = map
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const fallback = /^default (\S+);$/.exec(lines.find((l) => l.startsWith("default "))!)![1]!;
  for (const line of lines) {
    const entry = /^"~\*(.*)" (\S+);$/.exec(line);
    if (entry && new RegExp(entry[1]!, "i").test(header)) return entry[2]!;
  }
  return fallback;
}

it.each([
  "en-US,en;q=0.9",
  "en-GB",
  "zh-CN,zh;q=0.9,en;q=0.8",
  "zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7",
  "zh-HK",
  "zh-Hant-TW",
  "zh-Hans-HK",
  "zh_hk",
  "ZH-MO",
  "zh",
  "fr-FR,fr;q=0.9,en;q=0.8",
  "de, zh-Hant;q=0.5",
  "ja,ko;q=0.9",
  "english, tlh",
  "xx-1, tlh;q=0.3",
  "*",
  "",
])("reads %j in the language the storefront renders it in", (header) => {
  expect(languageOf(header)).toBe(matchAcceptLanguage(header) ?? DEFAULT_LOCALE);
});

it("reads entries in written order, not by q weight (browsers write them in order of preference)", () => {
  // the storefront weighs "en;q=0.1, zh-TW" as zh-hant; the proxy takes the first it knows, and
  // tells the storefront so: the page stored under that key is in the key's language either way
  expect(languageOf("en;q=0.1, zh-TW")).toBe("en");
});
