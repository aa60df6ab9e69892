import r2IncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache";
import { admit } from "../lib/cache/page-cache-policy.cjs";

// The serverless host's page and data cache (open-next.config.ts): OpenNext's R2 incremental
// cache, asked first the same question as the Node page cache (lib/cache/page-cache-handler.cjs)
// — lib/cache/page-cache-policy.cjs `admit` — so strangers cannot grow it there either, and a
// stored page keeps what its answers vary by.
//
// OpenNext hands its store its own form of an entry (`{ type: "app", html, meta: { status,
// headers } }`, a FETCH entry as Next made it); the policy reads Next's (`{ kind: "APP_PAGE",
// status, html, headers }`). `nextForm` shows it the one in the other's shape, and the Vary the
// policy adds to a page is copied back.

type Headers = Record<string, unknown>;
/** what the policy reads of an entry, in Next's shape */
type NextForm = { kind: string; status?: number; html?: string; headers?: Headers };

const KINDS = new Map([
  ["app", "APP_PAGE"],
  ["route", "APP_ROUTE"],
  ["page", "PAGES"],
]);

function field(value: object, name: string): unknown {
  return name in value ? Reflect.get(value, name) : undefined;
}

/** Next's shape of an OpenNext cache entry (`cacheType` "fetch": it is Next's already). */
export function nextForm(value: object, cacheType: string | undefined): object {
  if (cacheType === "fetch") return value;
  const meta = field(value, "meta");
  const status = meta && typeof meta === "object" ? field(meta, "status") : undefined;
  const headers = meta && typeof meta === "object" ? field(meta, "headers") : undefined;
  const html = field(value, "html");
  const form: NextForm = {
    kind: KINDS.get(String(field(value, "type"))) ?? "",
    status: typeof status === "number" ? status : undefined,
    html: typeof html === "string" ? html : undefined,
    headers: headers && typeof headers === "object" ? { ...headers } : undefined,
  };
  return form.kind ? form : value;
}

type R2Cache = Pick<typeof r2IncrementalCache, "name" | "get" | "set" | "delete">;

export const admittedIncrementalCache: R2Cache = {
  // R2's own name: `opennextjs-cloudflare populateCache` fills an R2 cache by it (the prerendered pages)
  name: r2IncrementalCache.name,
  get: (key, cacheType) => r2IncrementalCache.get(key, cacheType),
  delete: (key) => r2IncrementalCache.delete(key),
  async set(key, value, cacheType) {
    const form = nextForm(value, cacheType);
    const holds = async () => Boolean(await r2IncrementalCache.get(key, cacheType));
    if (!(await admit(form, holds))) return;
    // the Vary the policy gave a page entry travels with it (Next replays a stored page's headers)
    const vary = form !== value ? field(form, "headers") : undefined;
    const meta = field(value, "meta");
    if (vary && typeof vary === "object" && meta && typeof meta === "object") {
      Reflect.set(meta, "headers", vary);
    }
    return r2IncrementalCache.set(key, value, cacheType);
  },
};
