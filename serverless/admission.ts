import { admit } from "../lib/cache/page-cache-policy.cjs";

// The page-cache admission rule (lib/cache/page-cache-policy.cjs `admit`, the Node page cache's)
// for an entry in OpenNext's form (serverless/admitted-cache.ts). OpenNext hands its store its own
// form of an entry (`{ type: "app", html, meta: { status, headers } }`, a FETCH entry as Next made
// it); the policy reads Next's (`{ kind: "APP_PAGE", status, html, headers }`). `nextForm` shows
// it the one in the other's shape, and the Vary the policy adds to a page is copied back.

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

/**
 * Whether OpenNext's `value` may be stored (`holds`: whether its key is stored already). A page
 * it admits keeps the Vary the policy gives it (Next replays a stored page's headers).
 */
export async function admitEntry(
  value: object,
  cacheType: string | undefined,
  holds: () => Promise<boolean>,
): Promise<boolean> {
  const form = nextForm(value, cacheType);
  if (!(await admit(form, holds))) return false;
  const vary = form !== value ? field(form, "headers") : undefined;
  const meta = field(value, "meta");
  if (vary && typeof vary === "object" && meta && typeof meta === "object") {
    Reflect.set(meta, "headers", vary);
  }
  return true;
}
