import { readFileSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import * as accountForms from "../../lib/commerce/accounts/account-forms.schema";
import * as refunds from "../../lib/commerce/refunds/refunds.schema";
import * as chatbot from "../../lib/commerce/support/chatbot.schema";
import * as coupons from "../../lib/commerce/coupons/coupons";
import * as listQuery from "../../lib/commerce/catalogue/list-query";
import * as membership from "../../lib/commerce/membership/membership";
import * as orders from "../../lib/commerce/orders/orders";
import * as questions from "../../lib/commerce/catalogue/questions.schema";
import * as wireAccount from "../../lib/commerce/accounts/account.schema";
import * as wireCheckout from "../../lib/commerce/checkout/checkout.schema";
import * as wireMembership from "../../lib/commerce/membership/membership.schema";
import * as wireOrders from "../../lib/commerce/orders/orders.schema";
import { appRoutes, isDynamic, publicPath, type Route } from "./support/routes";

// The edge holds: a property-based fuzz of the storefront's own route handlers
// (app/api/**/route.ts, found on disk). For each handler and each method it exports: bodies derived
// from the zod schemas it imports from lib/commerce (a valid sample, then one field made hostile,
// extra __proto__/constructor keys), hostile values on their own, invalid JSON and wrong content
// types, hostile path segments and queries, with our Origin and sometimes without one or a foreign
// one — signed in, so the handlers are reached past their session check. Every answer must be below
// 500 and one of ALLOWED. FUZZ_RUNS raises the requests per handler and method (default 30);
// FUZZ_SEED replays a run (the seed is printed with any failure).

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 18_2026);

/**
 * What a BFF handler may answer. Errors go through httpStatusFor (lib/commerce/contract/error-codes.ts),
 * which yields 200, 400, 401, 404, 409, 429 — and 500 for 50000, which no input may cause.
 * Besides: 201/204 for a created or empty answer, the redirects of the handlers that redirect
 * (auth/google/start, auth/wechat, auth/expired), 403 for a foreign Origin, 405 for a method a
 * handler does not export, 413 for a body over the limit, 415 for an upload of another type.
 */
const ALLOWED = new Set([
  200, 201, 204, 301, 302, 303, 307, 308, 400, 401, 403, 404, 405, 409, 413, 415, 429,
]);

const HOSTILE: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x".repeat(10_000),
  "",
  " ",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  1e308,
  -1e308,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  1.5,
  true,
  null,
  [],
  {},
  [{}],
  ["a", 1],
  { a: { b: { c: {} } } },
];
const HOSTILE_SEGMENTS = [
  "0",
  "-1",
  "abc",
  "1e308",
  "2147483648",
  "%00",
  "%C0%80",
  "x".repeat(300),
  "%E2%80%AE",
  "1.5",
  "null",
  "__proto__",
  "constructor",
];
const RAW_BODIES = [
  "{",
  "",
  "\u0000",
  "[1,",
  '{"a":1}{',
  "null",
  "nan",
  '"\\ud800"',
  `{"__proto__":{"polluted":1}}`,
  `{"constructor":{"prototype":{"polluted":1}}}`,
];
const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

// the lib/commerce modules the handlers take their schemas from (a dynamic import would skip
// Playwright's TypeScript transform); a handler importing another one is fuzzed without samples
const COMMERCE: Record<string, Record<string, unknown>> = {
  "lib/commerce/accounts/account-forms.schema": accountForms,
  "lib/commerce/refunds/refunds.schema": refunds,
  "lib/commerce/support/chatbot.schema": chatbot,
  "lib/commerce/coupons/coupons": coupons,
  "lib/commerce/catalogue/list-query": listQuery,
  "lib/commerce/membership/membership": membership,
  "lib/commerce/orders/orders": orders,
  "lib/commerce/catalogue/questions.schema": questions,
  "lib/commerce/accounts/account.schema": wireAccount,
  "lib/commerce/checkout/checkout.schema": wireCheckout,
  "lib/commerce/membership/membership.schema": wireMembership,
  "lib/commerce/orders/orders.schema": wireOrders,
};

/** a lone surrogate has no UTF-8 form: sent as the bytes a careless client would send */
const encodeQuery = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
};

type Case = { method: string; path: string; headers: Record<string, string>; body?: string };

// ---- a sample value from a zod (v4) schema, by walking its definition
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | null =>
  ((schema as { _zod?: { def?: Def } })?._zod?.def ?? null) as Def | null;
const isSchema = (value: unknown): boolean =>
  defOf(value) !== null && typeof (value as { safeParse?: unknown }).safeParse === "function";

function sample(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return null;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sample(v, depth + 1)]));
    }
    case "string":
      return "fuzz";
    case "number":
    case "int":
      return 1;
    case "bigint":
      return 1;
    case "boolean":
      return true;
    case "literal":
      return (def.values as unknown[])[0];
    case "enum":
      return Object.values(def.entries as Record<string, unknown>)[0];
    case "array":
      return [sample(def.element, depth + 1)];
    case "tuple":
      return (def.items as unknown[]).map((i) => sample(i, depth + 1));
    case "record":
      return { key: sample(def.valueType, depth + 1) };
    case "union":
      return sample((def.options as unknown[])[0], depth + 1);
    case "intersection":
      return {
        ...(sample(def.left, depth + 1) as object),
        ...(sample(def.right, depth + 1) as object),
      };
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return sample(def.innerType, depth + 1);
    case "pipe":
      return sample(def.in, depth + 1);
    case "lazy":
      return sample((def.getter as () => unknown)(), depth + 1);
    default:
      return null;
  }
}

/** the zod schemas a handler imports from lib/commerce (its body and query schemas among them) */
function schemasOf(file: string): unknown[] {
  const source = readFileSync(file, "utf8");
  const found: unknown[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*"@\/(lib\/commerce\/[^"]+)"/g)) {
    const names = m[1]!
      .split(",")
      .map((n) => n.trim().replace(/^type\s+/, ""))
      .filter(Boolean);
    const mod = COMMERCE[m[2]!] ?? {};
    for (const name of names) if (isSchema(mod[name])) found.push(mod[name]);
  }
  return found;
}

function exportedMethods(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return METHODS.filter((m) =>
    new RegExp(`export\\s+(async\\s+function|const|function)\\s+${m}\\b`).test(source),
  );
}

function caseArbitrary(route: Route, method: string, samples: unknown[]): fc.Arbitrary<Case> {
  const dynamic = route.segments.flatMap((s, i) => (isDynamic(s) ? [i] : []));
  const pathArb = fc.oneof(
    { weight: 3, arbitrary: fc.constant(publicPath(route)) },
    ...(dynamic.length
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(fc.constantFrom(...dynamic), fc.constantFrom(...HOSTILE_SEGMENTS))
              .map(([index, value]) => publicPath(route, { index, value })),
          },
        ]
      : []),
  );
  const queryArb = fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "page",
            "id",
            "limit",
            "keyword",
            "type",
            "redirect",
            "sn",
            "tab",
            "__proto__",
          ),
          fc.constantFrom(...HOSTILE.filter((h) => typeof h !== "object")),
        )
        .map(([k, v]) => `?${encodeURIComponent(k)}=${encodeQuery(String(v))}`),
    },
  );
  const originArb = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | null>(ORIGIN) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant("https://evil.example") },
  );
  const hostile = fc.constantFrom(...HOSTILE);
  const fromSchema: fc.Arbitrary<string>[] = samples.map((valid) => {
    const keys =
      valid && typeof valid === "object" && !Array.isArray(valid) ? Object.keys(valid) : [];
    return fc.oneof(
      fc.constant(JSON.stringify(valid)),
      ...(keys.length
        ? [
            fc
              .tuple(fc.constantFrom(...keys), hostile)
              .map(([k, v]) => JSON.stringify({ ...(valid as object), [k]: v })),
            fc
              .tuple(fc.subarray(keys), hostile)
              .map(([ks, v]) =>
                JSON.stringify(
                  Object.fromEntries(
                    Object.keys(valid as object).map((k) => [
                      k,
                      ks.includes(k) ? v : (valid as Record<string, unknown>)[k],
                    ]),
                  ),
                ),
              ),
            fc
              .constantFrom("__proto__", "constructor")
              .map(
                (k) =>
                  `${JSON.stringify(valid).slice(0, -1)}${keys.length ? "," : ""}"${k}":{"polluted":1,"prototype":{"polluted":1}}}`,
              ),
          ]
        : []),
    );
  });
  const bodyArb: fc.Arbitrary<string> = fc.oneof(
    ...fromSchema.map((arbitrary) => ({ weight: 4, arbitrary })),
    { weight: 2, arbitrary: hostile.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: fc.json() },
  );
  const withBody = method !== "GET" && method !== "HEAD";
  return fc
    .record({
      path: pathArb,
      query: queryArb,
      origin: originArb,
      body: bodyArb,
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant("application/json") },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
    })
    .map(({ path: p, query, origin, body, contentType }) => {
      const headers: Record<string, string> = {};
      if (origin) headers.origin = origin;
      if (withBody) headers["content-type"] = contentType;
      return { method, path: p + query, headers, body: withBody ? body : undefined };
    });
}

type Answer = { status: number; body: string };
function send(c: Case, session: string): Promise<Answer> {
  // a fresh address per request: the per-address limits must not fill up for later specs
  const headers: Record<string, string> = {
    host: `localhost:${PORT}`,
    "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    ...c.headers,
  };
  if (session) headers.cookie = session;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method: c.method,
        path: c.path,
        headers,
        agent: false,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 20 s")));
    req.on("error", reject);
    req.end(c.body);
  });
}

test.describe.configure({ timeout: 600_000 });

test("every route handler answers fuzzed bodies, params and origins with a documented status, never 5xx", async ({
  request,
}) => {
  const handlers = appRoutes().filter((r) => r.kind === "route" && r.segments[0] === "api");
  expect(handlers.length).toBeGreaterThan(40);

  const signup = await request.post("/api/auth/signup", {
    headers: {
      origin: ORIGIN,
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: {
      identity_type: 1,
      first_name: "Fuzz",
      last_name: "Shopper",
      email: `fuzz-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: "trip12345",
      password_confirm: "trip12345",
      country_code: "852",
      mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
      agree: true,
    },
  });
  expect(signup.status()).toBe(200);
  const token = (await request.storageState()).cookies.find((c) => c.name === "tf_session")?.value;
  expect(token).toBeTruthy();
  const session = `tf_session=${token}`;

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  let derived = 0;
  for (const route of handlers) {
    const samples = schemasOf(route.file).map((s) => sample(s));
    if (samples.length) derived++;
    for (const method of exportedMethods(route.file)) {
      const cases = fc.sample(caseArbitrary(route, method, samples), { seed: SEED, numRuns: RUNS });
      // signing out would turn the rest of the walk anonymous: those calls go without the session
      const signsOut = method !== "GET" && /^\/api\/(session|auth\/logout)/.test(publicPath(route));
      for (const c of cases) {
        requests++;
        const label = `${route.file}: ${c.method} ${c.path.slice(0, 100)} ${JSON.stringify(c.headers)} ${c.body === undefined ? "" : JSON.stringify(c.body.slice(0, 80))}`;
        try {
          const res = await send(c, signsOut ? "" : session);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500 || !ALLOWED.has(res.status))
            failures.push(`${res.status} ${res.body.slice(0, 120)} ← ${label}`);
        } catch (error) {
          failures.push(`${(error as Error).message} ← ${label}`);
        }
      }
    }
  }
  const summary = `seed ${SEED}, ${RUNS} runs: ${handlers.length} handlers (${derived} with schemas), ${requests} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`;
  test.info().annotations.push({ type: "bff fuzz", description: summary });
  console.log(`bff fuzz: ${summary}`);
  expect(derived).toBeGreaterThan(15);
  expect(
    failures,
    `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n${failures.slice(0, 40).join("\n")}`,
  ).toEqual([]);
});
