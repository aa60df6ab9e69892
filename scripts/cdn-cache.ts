// The shared cache in front of the storefronts: Debian's nginx with proxy_cache, as a CDN would
// hold the catalogue (docs/cluster.md "The page cache in front", docs/decisions/csp-and-cdn.md).
// Used by `npm run cluster` (nginx on the shop's port, HAProxy behind it) and by
// tests/e2e/cdn.spec.ts (nginx in front of one storefront). HAProxy 2.6's own cache was no option:
// it refuses any response whose Vary names a header but Accept-Encoding or Referer (ours varies by
// Accept-Language) and never serves a stale copy, so a page would vanish with its storefronts.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the storefront's public pages vary by besides the URL (lib/http/shared-cache.ts): the
 * language they are rendered in (from Accept-Language) and the host (brand). The storefront
 * answers privately — never stored — any request with a preference, channel or session cookie, or
 * the router's RSC headers; nginx neither serves those from the cache (bypass) nor stores their
 * answers (no_cache), so the key needs no cookie, and nginx's own Vary handling (one variant per
 * Cookie header) is switched off. What the key holds instead (see nginxConfig):
 * - the language, normalised here to one of the shop's three (SHOP_LANGUAGE) and passed on to the
 *   storefront as the whole Accept-Language, so the page stored under a key is in that key's
 *   language whatever the client wrote, and made-up headers share one copy;
 * - no encoding: the storefront is always asked for the identity body and nginx compresses for
 *   each client that asks, so a stored body never reaches a client in an encoding it did not ask for.
 */
const BYPASS = [
  "$cookie_tf_locale",
  "$cookie_tf_currency",
  "$cookie_tf_brand",
  "$cookie_tf_channel",
  "$cookie_tf_session",
  "$http_rsc",
  "$http_next_router_state_tree",
  "$http_next_router_prefetch",
  "$http_next_router_segment_prefetch",
  "$http_authorization",
  // WeChat's browser gets a policy of its own (WeChat's JS-SDK host): never the shared copy
  "$wechat_browser",
].join("");

// The language a page is rendered in, from the client's Accept-Language as the storefront reads it
// (lib/commerce/platform/locales.ts matchAcceptLanguage/normaliseLocale): the first of its entries
// that names one of the shop's languages — English; Chinese in traditional script (zh-Hant, or a
// Taiwan, Hong Kong or Macau region, unless the tag names Hans); any other Chinese — else the
// default, zh-hans. nginx reads entries in the order they are written, not by their q weights;
// browsers write them in their order of preference anyway. The pattern skips the entries before
// the first one that names en or zh, then looks at that one.
const SKIP = String.raw`^(?:(?!\s*(?:en|zh)(?:[-_;,\s]|$))[^,]*,)*\s*`;
const END = String.raw`(?:[-_;,\s]|$)`;
const SHOP_LANGUAGE = `  map $http_accept_language $shop_language {
    default zh-hans;
    "~*${SKIP}en${END}" en;
    "~*${SKIP}zh(?![^,;]*hans)[^,;]*[-_](?:hant|tw|hk|mo)${END}" zh-hant;
  }
`;

/** The cache's bounds: entries on disk, keys in memory, how long an unread entry is kept. */
type CdnCacheBounds = { maxSize: string; keysZone: string; inactive: string };

const CDN_CACHE: CdnCacheBounds = {
  /** disk the entries may take; nginx's cache manager drops the least recently used beyond it */
  maxSize: process.env.CDN_CACHE_MAX_SIZE ?? "256m",
  /** shared memory for keys: 1 MB holds about 8 000 keys */
  keysZone: process.env.CDN_CACHE_KEYS_ZONE ?? "10m",
  /**
   * an entry nobody read for this long is removed, fresh or not; until then a stale entry may
   * stand in for storefronts that fail (proxy_cache_use_stale)
   */
  inactive: process.env.CDN_CACHE_INACTIVE ?? "1d",
};

/**
 * nginx.conf for a cache listening on `listen` ("host:port" or a port) in front of `upstream`
 * ("127.0.0.1:port"), with its pid, logs, temp files and cache under `dir`.
 */
export function nginxConfig({
  dir,
  listen,
  upstream,
  user,
  cache = CDN_CACHE,
}: {
  dir: string;
  listen: string;
  upstream: string;
  user?: string;
  cache?: CdnCacheBounds;
}): string {
  const proxied = `
      proxy_pass http://storefronts;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # the client's address, overwritten whatever the client sent (docs/cluster.md); the host a
      # brand is chosen by is the one the cache keys on, whatever X-Forwarded-Host the client sent
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      # one language of the shop's, the one the key holds, and the identity body (see above)
      proxy_set_header Accept-Language $shop_language;
      proxy_set_header Accept-Encoding "";
      # Next's headers (a page's policy with its script hashes, cache tags) outgrow the default 4k
      proxy_buffer_size 32k;
      proxy_buffers 16 32k;
      proxy_busy_buffers_size 64k;
      add_header X-Cache-Status $upstream_cache_status always;`;
  return `# written by scripts/cdn-cache.ts; edits are lost at the next start
${user ? `user ${user};` : ""}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server_tokens off;

  map $http_user_agent $wechat_browser {
    default "";
    "~*MicroMessenger/" 1;
  }

${SHOP_LANGUAGE}
  # the storefront sends bodies as they are; nginx compresses them for the clients that ask
  gzip on;
  gzip_proxied any;
  gzip_vary on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml text/x-component application/manifest+json;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop_pages:${cache.keysZone} max_size=${cache.maxSize} inactive=${cache.inactive} use_temp_path=off;

  upstream storefronts {
    server ${upstream};
    keepalive 16;
  }

  server {
    listen ${listen};

    # what is kept, and for how long, is the storefront's word: s-maxage, stale-while-revalidate,
    # stale-if-error (public catalogue pages, /_next/static, /media); private answers never are
    proxy_cache shop_pages;
    proxy_ignore_headers Vary;
    proxy_cache_bypass ${BYPASS};
    proxy_no_cache ${BYPASS};
    # storefronts down (refused, HAProxy's 503) or slow: the last copy, however old
    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    proxy_cache_background_update on;
    # a rush on a page nobody holds yet sends one request behind, not one per shopper
    proxy_cache_lock on;
    proxy_cache_lock_timeout 5s;

    location / {
      proxy_cache_key "$scheme|$http_host|$request_uri|$shop_language";
${proxied}
    }

    # build output does not vary by language
    location /_next/static/ {
      proxy_cache_key "$scheme|$http_host|$request_uri";
${proxied}
    }

    # route handlers answer per shopper: never through the cache
    location /api/ {
      proxy_cache off;
${proxied}
    }
  }
}
`;
}

/** The pid in `dir`/nginx.pid when that process runs and is nginx. */
export function nginxPid(dir: string): number | null {
  const file = path.join(dir, "nginx.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    if (existsSync("/proc/self") && !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("nginx"))
      return null;
    return pid;
  } catch {
    return null;
  }
}

/**
 * Writes the config under `dir` (emptying nothing: a cache kept on disk survives a restart),
 * checks it with `nginx -t` and starts nginx in the foreground of a process group of its own.
 * Resolves with the child once nginx answers on its port.
 */
export function startNginx({
  dir,
  listen,
  upstream,
  cache,
  log,
}: {
  dir: string;
  listen: string;
  upstream: string;
  cache?: CdnCacheBounds;
  log?: string;
}): ChildProcess {
  if (spawnSync("nginx", ["-v"], { stdio: "ignore" }).status !== 0)
    throw new Error("nginx is missing (apt-get install nginx-light)");
  for (const sub of ["cache", "tmp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // as root nginx's workers would run as nobody, who may not write here: they run as root
  const user = process.getuid?.() === 0 ? "root" : undefined;
  const config = path.join(dir, "nginx.conf");
  writeFileSync(config, nginxConfig({ dir, listen, upstream, user, cache }));
  const args = ["-p", dir, "-c", config, "-e", path.join(dir, "error.log")];
  const check = spawnSync("nginx", [...args, "-t", "-q"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused ${config}: ${check.stderr}`);
  const out = log ? openSync(log, "a") : "ignore";
  const child = spawn("nginx", args, { stdio: ["ignore", out, out], detached: true });
  child.unref();
  return child;
}
