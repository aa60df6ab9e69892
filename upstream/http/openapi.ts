// The §8 responses, the spec §7 headers and the document-wide parts of /openapi.json, shared by
// every feature's route definitions.
import { z } from "@hono/zod-openapi";
import { failureEnvelope, successEnvelope } from "../../lib/commerce/contract/envelope.schema";
import {
  Codes,
  errorNameOf,
  httpStatusFor,
  type ErrorCode,
  type ErrorStatus,
} from "../../lib/commerce/contract/error-codes";
import type { Router } from "./router";

// Schemas from lib/commerce are used as they are: they may be built before @hono/zod-openapi
// extends zod, so they have no `.openapi()` (zod 4 copies methods onto each instance).
const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: failureEnvelope } },
});

/**
 * A lib/commerce schema as a named component of the document, borrowing the extension's
 * `.openapi()` (see above). Needed for recursive schemas (z.lazy): the name is then also set on the
 * original lazy schema, which its recursive reference points at, so the document says `$ref`
 * instead of recursing forever.
 */
export function named<T extends z.ZodType>(name: string, schema: T): T {
  return z.ZodType.prototype.openapi.call(schema, name) as T;
}

/** The 200 answer: `{ code: 10000, data }` with `data` of the wire schema. */
export const okJson = <T extends z.ZodType>(data: T, description: string) => ({
  description,
  content: { "application/json": { schema: successEnvelope(data) } },
});

/**
 * A code a route can answer, optionally with what the envelope's `data` then carries, or — for the
 * transport's own refusals only (an upload too large) — the status the route answers it with
 * instead of the table's.
 */
export type Failure = ErrorCode | { code: ErrorCode; note?: string; status?: ErrorStatus };

/** What any call can answer: bad input, an unknown platform header, an unexpected failure. */
const COMMON_FAILURES: readonly ErrorCode[] = [
  Codes.badRequest,
  Codes.authFailed,
  Codes.internalError,
];

/**
 * The documented failures of a route, generated from the one §8 table: its codes (plus the common
 * ones) grouped by the status the table gives them, each response naming its codes. The answer
 * and the document read the same table, so they cannot disagree.
 */
export function failures(list: readonly Failure[] = []) {
  const byStatus = new Map<number, Map<ErrorCode, string | undefined>>();
  for (const item of [...COMMON_FAILURES, ...list]) {
    const { code, note, status } =
      typeof item === "number" ? { code: item, note: undefined, status: undefined } : item;
    const at = status ?? (httpStatusFor(code) as ErrorStatus);
    const codes = byStatus.get(at) ?? new Map<ErrorCode, string | undefined>();
    if (!codes.has(code) || note)
      codes.set(code, [codes.get(code), note].filter(Boolean).join("; ") || undefined);
    byStatus.set(at, codes);
  }
  const sorted = [...byStatus.entries()].sort(([a], [b]) => a - b);
  return Object.fromEntries(
    sorted.map(([status, codes]) => [
      status,
      failure(
        [...codes.entries()]
          .sort(([a], [b]) => a - b)
          .map(([code, note]) => `code ${code} ${errorNameOf(code)}${note ? ` (${note})` : ""}`)
          .join("; ") + ".",
      ),
    ]),
  ) as Record<number, ReturnType<typeof failure>>;
}

// ---- spec §7 request headers, documented once as components and referenced by every call ----

const SPEC_HEADERS = [
  ["vendor", "Vendor of the brand; used as the platform when `platform` is absent."],
  [
    "platform",
    "Brand slug (e.g. `default`); absent means the default brand, unknown ones answer 10005.",
  ],
  ["channel", "Sales channel; `web` when absent."],
  ["language", "`zh-hans`, `zh-hant` or `en`; anything else falls back to `zh-hans`."],
  [
    "currency",
    "ISO 4217 code of the answer's prices (minor units); unknown ones fall back to `CNY`.",
  ],
] as const;

/** Add to a route's `parameters`: the spec headers as references to the shared components. */
export const specHeaders = SPEC_HEADERS.map(([name]) => ({
  $ref: `#/components/parameters/${name}Header`,
}));

export const API_DESCRIPTION = [
  "Reference implementation of the storefront spec §7 calls. Every answer is the §8 envelope:",
  "`{ code: 10000, data }` on success, `{ code, message }` otherwise (the code is the authority; the",
  "HTTP status follows it). Every call reads the spec headers",
  SPEC_HEADERS.map(([n]) => `\`${n}\``).join(", "),
  "(components/parameters) and, on account calls, `Authorization: Bearer <token>` (security scheme `bearerAuth`).",
].join(" ");

/** Components every feature refers to: the spec headers and the bearer token scheme. */
export function registerSharedComponents(registry: Router["openAPIRegistry"]) {
  for (const [name, description] of SPEC_HEADERS) {
    registry.registerComponent("parameters", `${name}Header`, {
      name,
      in: "header",
      required: false,
      description,
      schema: { type: "string" },
    });
  }
  registry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
}

type DocumentOperation = {
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
};

/**
 * Every call that takes a body may also be refused before its route runs, by the framework: a body
 * of another media type than the call takes answers 415 with code 40000 (app.onError). Said once
 * here for every such operation of the generated document, beside the failures of its own codes.
 */
export function withMediaTypeRefusals<D extends { paths?: object }>(document: D): D {
  for (const item of Object.values(document.paths ?? {}) as Record<string, DocumentOperation>[]) {
    for (const operation of Object.values(item)) {
      if (!operation?.requestBody || !operation.responses) continue;
      const badRequest = operation.responses[String(httpStatusFor(Codes.badRequest))];
      if (!badRequest || operation.responses["415"]) continue;
      operation.responses["415"] = {
        ...badRequest,
        description: `code ${Codes.badRequest} ${errorNameOf(Codes.badRequest)} (the body is not of the media type the call takes).`,
      };
    }
  }
  return document;
}
