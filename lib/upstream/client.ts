import "server-only";
import ky from "ky";
import { z } from "zod";
import { getBrand, type BrandSlug } from "../../brands";
import type { Currency } from "../commerce/currencies";
import { failureEnvelope, successEnvelope } from "../commerce/envelope";
import type { Locale } from "../commerce/locales";
import { env } from "../env";
import { UNAVAILABLE, UpstreamError } from "./errors";

export type CallContext = {
  brand: BrandSlug;
  locale: Locale;
  currency: Currency;
  token?: string;
  requestId?: string;
};

type Query = Record<string, string | number | boolean | undefined | null>;

const http = ky.create({
  prefixUrl: env.UPSTREAM_URL,
  timeout: env.UPSTREAM_TIMEOUT_MS,
  throwHttpErrors: false,
  retry: { limit: 2, methods: ["get"], statusCodes: [408, 502, 503, 504] },
});

function headersFor(ctx: CallContext): Record<string, string> {
  const headers: Record<string, string> = {
    vendor: getBrand(ctx.brand).slug,
    platform: ctx.brand,
    channel: "web",
    language: ctx.locale,
    currency: ctx.currency,
    "x-request-id": ctx.requestId ?? crypto.randomUUID(),
  };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  return headers;
}

function cleanQuery(query: Query | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") out[k] = String(v);
  return out;
}

/**
 * GET a catalogue or personal resource and parse its envelope. Catalogue reads (no token) are
 * cached by Next's data cache and tagged; anything with a token is never cached.
 */
export async function upstreamGet<T extends z.ZodType>(
  path: string,
  schema: T,
  ctx: CallContext,
  query?: Query,
  cache: { revalidate?: number; tags?: string[] } = {},
): Promise<z.infer<T>> {
  const personal = Boolean(ctx.token);
  let response: Response;
  try {
    response = await http.get(path.replace(/^\//, ""), {
      headers: headersFor(ctx),
      searchParams: cleanQuery(query),
      ...(personal
        ? { cache: "no-store" as const }
        : { next: { revalidate: cache.revalidate ?? env.CATALOGUE_REVALIDATE, tags: ["catalogue", ...(cache.tags ?? [])] } }),
    });
  } catch (cause) {
    throw new UpstreamError(UNAVAILABLE, `upstream ${path} unreachable`, { cause });
  }
  return parseEnvelope(path, response, schema);
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
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ""), {
      method,
      headers,
      searchParams: cleanQuery(options.query),
      cache: "no-store",
      retry: 0,
      ...(body === undefined ? {} : { json: body }),
    });
  } catch (cause) {
    throw new UpstreamError(UNAVAILABLE, `upstream ${method.toUpperCase()} ${path} unreachable`, { cause });
  }
  return parseEnvelope(path, response, schema);
}

const anySuccess = successEnvelope(z.unknown());
const healthEnvelope = successEnvelope(z.object({ status: z.string(), db: z.string() }));

/** Liveness probe of the upstream for /api/health (never cached). */
export async function upstreamHealth(requestId?: string): Promise<{ ok: boolean; ms: number; db?: string }> {
  const started = performance.now();
  try {
    const res = await ky.get("health", {
      prefixUrl: env.UPSTREAM_URL,
      timeout: 2000,
      retry: 0,
      throwHttpErrors: false,
      cache: "no-store",
      headers: { "x-request-id": requestId ?? crypto.randomUUID() },
    });
    const body: unknown = await res.json().catch(() => null);
    const parsed = healthEnvelope.safeParse(body);
    return { ok: res.ok && parsed.success, ms: Math.round(performance.now() - started), db: parsed.success ? parsed.data.data.db : undefined };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}

async function parseEnvelope<T extends z.ZodType>(path: string, response: Response, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new UpstreamError(UNAVAILABLE, `upstream ${path} answered ${response.status} without JSON`, { cause });
  }
  const envelope = anySuccess.safeParse(body);
  if (envelope.success) {
    const data = schema.safeParse(envelope.data.data);
    if (data.success) return data.data;
    throw new UpstreamError(UNAVAILABLE, `upstream ${path} answered a shape we cannot read`, { cause: data.error, retryable: false });
  }
  const failure = failureEnvelope.safeParse(body);
  if (failure.success && failure.data.code !== 10000) {
    throw new UpstreamError(failure.data.code, failure.data.message, { data: failure.data.data });
  }
  throw new UpstreamError(UNAVAILABLE, `upstream ${path} answered ${response.status} without an envelope`, { retryable: false });
}
