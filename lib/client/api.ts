// The browser side of the BFF: one fetch helper for forms and buttons. It never throws; the
// result carries the §8 code and the "errors" message key (and per-field "validation" keys).
// Its data is `unknown`: what a caller reads goes through lib/client/fetcher.ts (the route's schema).
export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      code: number;
      errorKey: string;
      fields: Record<string, string>;
      /** recovery data (20002 payable_amount, 21001 reason/quantity) */ data?: Record<
        string,
        unknown
      >;
    };

export async function apiCall(
  url: string,
  init: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    body?: unknown;
    idempotencyKey?: string;
    /** ends the call (a superseded search): it then answers like a lost connection */
    signal?: AbortSignal;
  } = {},
): Promise<ApiResult<unknown>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? "GET",
      headers,
      credentials: "same-origin",
      cache: "no-store",
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch {
    return { ok: false, code: -1, errorKey: "unavailable", fields: {} };
  }
  const json: unknown = await res.json().catch(() => null);
  const body = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  if (res.ok && body.code === 10000) return { ok: true, data: body.data };
  return {
    ok: false,
    code: typeof body.code === "number" ? body.code : -1,
    errorKey:
      typeof body.errorKey === "string"
        ? body.errorKey
        : res.status >= 500
          ? "unavailable"
          : "generic",
    fields:
      typeof body.fields === "object" && body.fields !== null
        ? (body.fields as Record<string, string>)
        : {},
    ...(typeof body.data === "object" && body.data !== null
      ? { data: body.data as Record<string, unknown> }
      : {}),
  };
}

/** Spec §8: 40003 outside auth pages → /auth/index?redirect=<current path>. */
export function goToSignIn() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/auth/index?redirect=${encodeURIComponent(here)}`);
}

/** A fresh key for one user action, reused when the same action is retried. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
