import "server-only";
import ky from "ky";
import { unstable_cache } from "next/cache";
import { cache as perRender } from "react";
import { z } from "zod";
import { getBrand, type BrandSlug } from "../../brands";
import type { Currency } from "../commerce/pricing/currencies";
import { failureEnvelope, successEnvelope } from "../commerce/contract/envelope.schema";
import type { Locale } from "../commerce/platform/locales";
import { markReadEmpty, withReadMark } from "../cache/read-marks";
import { env } from "../env";
import { storefrontMetrics } from "../metrics/registry";
import { UpstreamError } from "./errors";
import { badReplyError, guardedCall, outageError } from "./outage";
import { requestScope } from "./request-scope";

export type CallContext = {
  brand: BrandSlug;
  locale: Locale;
  currency: Currency;
  token?: string;
  requestId?: string;
  /** §6/§7 the partner channel the shopper entered through (cookie tf_channel); "web" when absent */
  channel?: string;
};

type Query = Record<string, string | number | boolean | undefined | null>;

const http = ky.create({
  prefix: env.UPSTREAM_URL,
  timeout: env.UPSTREAM_TIMEOUT_MS,
  throwHttpErrors: false,
  retry: { limit: 2, methods: ["get"], statusCodes: [408, 502, 503, 504] },
});

function headersFor(ctx: CallContext): Record<string, string> {
  const headers: Record<string, string> = {
    vendor: getBrand(ctx.brand).slug,
    platform: ctx.brand,
    channel: ctx.channel ?? "web",
    language: ctx.locale,
    currency: ctx.currency,
    "x-request-id": ctx.requestId ?? crypto.randomUUID(),
  };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  return headers;
}

function cleanQuery(query: Query | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== "") out[k] = String(v);
  return out;
}

/**
 * How a catalogue read may be kept in the shared data cache:
 * - "always": every answer that parsed (settings, a product, its sections);
 * - "nonEmpty": an empty list only over an earlier answer of the same query — a list that became
 *   empty replaces it, a made-up filter id or page past the end adds no entry;
 * - "never": free text (keywords, titles, dates): strangers could add entries without bound. Such
 *   a read is still made once per render (metadata and page share it).
 */
export type Persist = "always" | "nonEmpty" | "never";
export type CacheOptions = { revalidate?: number; tags?: string[]; persist?: Persist };

const isEmptyList = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as { list?: unknown }).list) &&
  (value as { list: unknown[] }).list.length === 0;

/** the uncached reads of one render, by key (React's per-request cache; outside a render each call is its own) */
const renderReads = perRender(() => new Map<string, Promise<unknown>>());

/**
 * GET a catalogue or personal resource and parse its envelope. Catalogue reads (no token) are
 * cached per (path, query, brand, locale, currency) and tagged, and only once they parsed: a
 * failed or unreadable reply is never cached, and a cached one keeps serving while the upstream
 * is down (stale entries are refreshed in the background). Anything with a token is never cached,
 * nor what `persist` keeps out (see Persist).
 * Every read shares the request's time budget and goes through the circuit breaker (outage.ts).
 */
export async function upstreamGet<T extends z.ZodType>(
  path: string,
  schema: T,
  ctx: CallContext,
  query?: Query,
  cache: CacheOptions = {},
): Promise<z.infer<T>> {
  const searchParams = cleanQuery(query);
  let asked = false;
  const read = async () => {
    asked = true;
    const response = await guardedCall(path, "read", (ms) =>
      http.get(path.replace(/^\//, ""), {
        headers: headersFor(ctx),
        searchParams,
        cache: "no-store",
        timeout: ms,
        // the time-out bounds one attempt; this bounds the attempts and their back-off together
        signal: AbortSignal.timeout(ms),
      }),
    );
    const value = await parseEnvelope(path, response, schema);
    if (cache.persist === "nonEmpty" && isEmptyList(value)) markReadEmpty();
    return value;
  };
  if (ctx.token) return read();
  const keyParts = [
    "upstream",
    path,
    JSON.stringify(searchParams),
    ctx.brand,
    ctx.locale,
    ctx.currency,
    ...(ctx.channel ? [ctx.channel] : []),
  ];
  if (cache.persist === "never") {
    const reads = renderReads();
    const key = keyParts.join("\u0000");
    let pending = reads.get(key) as Promise<z.infer<T>> | undefined;
    if (!pending) reads.set(key, (pending = read()));
    return pending;
  }
  const cached = unstable_cache(read, keyParts, {
    revalidate: cache.revalidate ?? env.CATALOGUE_REVALIDATE,
    tags: ["catalogue", ...(cache.tags ?? [])],
  });
  // the cache holds JSON; parse again so the caller gets exactly what the schema produces
  const value = await withReadMark(cached);
  // hit: served from the data cache without asking the upstream in this call
  storefrontMetrics().cacheReads.inc({ result: asked ? "miss" : "hit" });
  const stored = schema.safeParse(value);
  if (stored.success) return stored.data;
  // an entry of another shape (the data cache outlives a deploy that changed the schema): read afresh
  return read();
}

export type SendOptions = { idempotencyKey?: string; query?: Query };

/**
 * POST/PUT/DELETE to the upstream. Never retried here (a retry of a mutation is the caller's
 * decision, made safe by an Idempotency-Key) and never cached.
 */
export async function upstreamSend<T extends z.ZodType>(
  method: "post" | "put" | "delete",
  path: string,
  schema: T,
  ctx: CallContext,
  body?: unknown,
  options: SendOptions = {},
): Promise<z.infer<T>> {
  const headers = headersFor(ctx);
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  // the upstream locks password sign-in per (account, shopper address): tell it whose request this is
  const client = requestScope().client;
  if (env.SHOPPER_ADDRESS_TOKEN && client) {
    headers["x-shopper-address"] = client;
    headers["x-shopper-address-token"] = env.SHOPPER_ADDRESS_TOKEN;
  }
  const response = await guardedCall(`${method.toUpperCase()} ${path}`, "write", (ms) =>
    http(path.replace(/^\//, ""), {
      method,
      headers,
      searchParams: cleanQuery(options.query),
      cache: "no-store",
      retry: 0,
      timeout: ms,
      ...(body === undefined ? {} : { json: body }),
    }),
  );
  return parseEnvelope(path, response, schema);
}

/**
 * POST a multipart form (an upload) and parse the envelope. Never retried or cached, like
 * upstreamSend; fetch writes the multipart content type with its boundary.
 */
export async function upstreamSendForm<T extends z.ZodType>(
  path: string,
  schema: T,
  ctx: CallContext,
  form: FormData,
): Promise<z.infer<T>> {
  const response = await guardedCall(`POST ${path}`, "write", (ms) =>
    http.post(path.replace(/^\//, ""), {
      headers: headersFor(ctx),
      body: form,
      cache: "no-store",
      retry: 0,
      timeout: ms,
    }),
  );
  return parseEnvelope(path, response, schema);
}

/**
 * GET a file the upstream serves as bytes (an uploaded image): its response when 200, null when
 * there is no such file. Not cached by Next; the caller sets the HTTP caching of what it serves.
 */
export async function upstreamFile(path: string, requestId?: string): Promise<Response | null> {
  const response = await guardedCall(`GET ${path}`, "read", (ms) =>
    http.get(path.replace(/^\//, ""), {
      headers: { "x-request-id": requestId ?? crypto.randomUUID() },
      cache: "no-store",
      timeout: ms,
    }),
  );
  if (response.status === 404) return null;
  if (!response.ok) throw badReplyError(`upstream ${path} answered ${response.status}`);
  return response;
}

/**
 * GET a personal file (the vouchers PDF) as the upstream's raw response, to stream on: the
 * shopper's token, never cached, through the same budget and breaker as every read. A reply in the
 * §8 envelope (an error) is thrown as UpstreamError like every other call.
 */
export async function upstreamPersonalFile(
  path: string,
  ctx: CallContext & { token: string },
): Promise<Response> {
  const response = await guardedCall(`GET ${path}`, "read", (ms) =>
    http.get(path.replace(/^\//, ""), { headers: headersFor(ctx), cache: "no-store", timeout: ms }),
  );
  const type = response.headers.get("content-type") ?? "";
  if (response.ok && !type.includes("json")) return response;
  return parseEnvelope(path, response, z.never());
}

const anySuccess = successEnvelope(z.unknown());
const healthEnvelope = successEnvelope(z.object({ status: z.string(), db: z.string() }));

/** Liveness probe of the upstream for /api/health (never cached). */
export async function upstreamHealth(
  requestId?: string,
): Promise<{ ok: boolean; ms: number; db?: string }> {
  const started = performance.now();
  try {
    const res = await ky.get("health", {
      prefix: env.UPSTREAM_URL,
      timeout: 2000,
      retry: 0,
      throwHttpErrors: false,
      cache: "no-store",
      headers: { "x-request-id": requestId ?? crypto.randomUUID() },
    });
    const body: unknown = await res.json().catch(() => null);
    const parsed = healthEnvelope.safeParse(body);
    return {
      ok: res.ok && parsed.success,
      ms: Math.round(performance.now() - started),
      db: parsed.success ? parsed.data.data.db : undefined,
    };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}

async function parseEnvelope<T extends z.ZodType>(
  path: string,
  response: Response,
  schema: T,
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // a body cut off by the budget is the upstream being slow, not a bad reply
    const aborted =
      cause instanceof DOMException &&
      (cause.name === "TimeoutError" || cause.name === "AbortError");
    if (response.status >= 500 || aborted)
      throw outageError(`upstream ${path} answered ${response.status} without JSON`, { cause });
    throw badReplyError(`upstream ${path} answered ${response.status} without JSON`, cause);
  }
  const envelope = anySuccess.safeParse(body);
  if (envelope.success) {
    const data = schema.safeParse(envelope.data.data);
    if (data.success) return data.data;
    throw badReplyError(`upstream ${path} answered a shape we cannot read`, data.error);
  }
  const failure = failureEnvelope.safeParse(body);
  if (failure.success && failure.data.code !== 10000) {
    throw new UpstreamError(failure.data.code, failure.data.message, { data: failure.data.data });
  }
  if (response.status >= 500)
    throw outageError(`upstream ${path} answered ${response.status} without an envelope`);
  throw badReplyError(`upstream ${path} answered ${response.status} without an envelope`);
}
