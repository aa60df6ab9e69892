import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { CSP_HASHES_HEADER, inlineScripts } from "../http/csp";
import { requestScope } from "../upstream/request-scope";

// What may enter Next's page and data cache (docs/decisions/csp-and-cdn.md, "page cache").
// lib/cache/page-cache-handler.cjs (next.config `cacheHandler`) — Next's own file-system cache, or
// with REDIS_URL the cache shared by every instance (docs/decisions/shared-cache.md) — asks one
// question before each write; the answer lives here, registered on globalThis from
// instrumentation.ts (the handler is loaded by Node, not bundled with the app).
//
// Strangers must not be able to grow the cache: only what a real page, list, category or product
// produces is stored.
// - A page answer other than 200 is never stored: unknown ids and list keys (404), wrong slugs
//   and other non-canonical URLs (308 to the canonical one) render again on each request.
// - A page that asked not to be stored (doNotStoreThisPage: a list that shows no product — an
//   unknown filter id, a page past the end) is not.
// - A catalogue read that came back empty (markReadEmpty) is stored only over an entry of its
//   own key: a list that became empty replaces its old answer, a made-up query adds nothing.
// Stored pages also get the sha256 of each inline script, for the Content-Security-Policy of
// every later response that serves them (lib/http/server-hooks.ts).

type Entry = { kind?: string; status?: number; html?: unknown; headers?: Record<string, unknown> };

export type CachePolicy = {
  /** whether to store this entry; `exists` says whether the cache already holds its key */
  admit(value: unknown, exists: () => Promise<boolean>): Promise<boolean>;
};

const POLICY = Symbol.for("storefront.cache.policy");
const READ_MARKS = Symbol.for("storefront.cache.readMarks");
type ReadMark = { empty: boolean };
type Holder = typeof globalThis & {
  [POLICY]?: CachePolicy;
  [READ_MARKS]?: AsyncLocalStorage<ReadMark>;
};

// one per process: the cache handler and the app bundles each load their own copy of this module
const readMarks: AsyncLocalStorage<ReadMark> = ((globalThis as Holder)[READ_MARKS] ??=
  new AsyncLocalStorage<ReadMark>());

/** The page this request renders is answered but not stored in the page cache. */
export function doNotStoreThisPage(): void {
  const scope = requestScope();
  if (scope) scope.noStore = true;
}

/** Runs a cached read so that markReadEmpty inside it can keep its answer out of the cache. */
export function withReadMark<T>(read: () => Promise<T>): Promise<T> {
  return readMarks.run({ empty: false }, read);
}

/** The cached read under way answered nothing: store it only over an existing entry of its key. */
export function markReadEmpty(): void {
  const mark = readMarks.getStore();
  if (mark) mark.empty = true;
}

/** The CSP source list of the inline scripts of a page ('sha256-…' each, once). */
export function scriptHashes(html: string): string {
  const hashes = new Set(
    inlineScripts(html).map(
      (body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
    ),
  );
  return [...hashes].join(" ");
}

export const pageCachePolicy: CachePolicy = {
  async admit(value, exists) {
    if (!value || typeof value !== "object") return true;
    const entry = value as Entry;
    switch (entry.kind) {
      case "APP_PAGE":
      case "APP_ROUTE":
      case "PAGES":
        if ((entry.status ?? 200) !== 200) return false;
        if (requestScope()?.noStore) return false;
        // the response being sent is built from this same entry after it is stored, so the
        // first answer carries the hashes too
        if (entry.kind === "APP_PAGE" && typeof entry.html === "string")
          (entry.headers ??= {})[CSP_HASHES_HEADER] = scriptHashes(entry.html);
        return true;
      case "FETCH":
        return !readMarks.getStore()?.empty || (await exists());
      default:
        return true;
    }
  },
};

export function registerPageCachePolicy(): void {
  (globalThis as Holder)[POLICY] = pageCachePolicy;
}
