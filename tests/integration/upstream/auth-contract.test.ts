/** @jest-environment node */
// Who may call what, read from the app's own /openapi.json (spec §8: a call that needs a user
// answers 40003 without a valid token). Every operation that declares security answers an
// anonymous caller with the refusal the document names for code 40003 (status and envelope); no
// other operation ever answers an anonymous caller with it. A route whose declared auth is not its
// guard fails here, and so does a guard on a route that does not declare it.
import fc from "fast-check";
import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../../upstream/http/router";
import { defineRoute } from "../../../upstream/http/route";
import { z } from "zod";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { PARTNER_SECRET_HEADER } from "../../../lib/commerce/accounts/auth-codes";
import { DATABASES } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { Contract, type JsonSchema, type Operation } from "./contract";
import { FUZZ_PARTNER_SECRET, arbitraryFrom, encodeUrlValue } from "./fuzz-arbitraries";

/** valid requests sent to each operation that does not declare security */
const SAMPLES = 3;
const SEED = 20261128;

jest.setTimeout(180_000);

const name = (op: Operation) => `${op.method.toUpperCase()} ${op.template}`;
const declaresAuth = (op: Operation) => (op.object.security ?? []).length > 0;

/** The status the document gives the login refusal of an operation (its description names the code). */
function documentedRefusal(op: Operation): number | null {
  const entry = Object.entries(op.object.responses).find(([, r]) =>
    (r.description ?? "").includes(`code ${Codes.loginExpired} `),
  );
  return entry ? Number(entry[0]) : null;
}

type Parameter = { name: string; in: string; example?: unknown; schema?: JsonSchema };

/** Valid requests to an operation as an anonymous caller: example or schema-drawn values, a valid JSON body. */
function anonymousRequests(document: JsonSchema, op: Operation, count: number) {
  const parameters = (op.object.parameters ?? []).filter((p) => !("$ref" in p)) as Parameter[];
  const valueOf = (p: Parameter) =>
    p.example !== undefined || p.schema?.example !== undefined
      ? fc.constant(p.example ?? p.schema?.example)
      : arbitraryFrom(document, p.schema ?? {}, 0);
  const arbitrary = fc.record({
    path: fc.record(
      Object.fromEntries(
        parameters.filter((p) => p.in === "path").map((p) => [p.name, valueOf(p)]),
      ),
    ),
    query: fc.record(
      Object.fromEntries(
        parameters.filter((p) => p.in === "query").map((p) => [p.name, valueOf(p)]),
      ),
    ),
    body: (() => {
      const schema = op.object.requestBody?.content["application/json"]?.schema;
      return schema ? arbitraryFrom(document, schema, 0) : fc.constant(undefined);
    })(),
  });
  return fc.sample(arbitrary, { numRuns: count, seed: SEED }).map(({ path, query, body }) => {
    const concrete = op.template.replace(/\{([^}]+)\}/g, (_, key: string) =>
      encodeUrlValue(path[key]),
    );
    const search = Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeUrlValue(v)}`)
      .join("&");
    const headers: Record<string, string> = {
      platform: "default",
      language: "en",
      currency: "CNY",
      channel: "web",
    };
    if (Contract.needsIdempotencyKey(op) || parameters.some((p) => p.name === "Idempotency-Key"))
      headers["idempotency-key"] = crypto.randomUUID();
    if (parameters.some((p) => p.name === PARTNER_SECRET_HEADER))
      headers[PARTNER_SECRET_HEADER] = FUZZ_PARTNER_SECRET;
    if (body !== undefined) headers["content-type"] = "application/json";
    return {
      url: search ? `${concrete}?${search}` : concrete,
      init: {
        method: op.method.toUpperCase(),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    };
  });
}

describe.each(DATABASES.filter((k) => k === "pglite"))("declared auth on %s", (kind) => {
  let h: AccountHarness;
  let contract: Contract;
  beforeAll(async () => {
    h = await openAccountHarness(kind, { partnerSecrets: { default: FUZZ_PARTNER_SECRET } });
    contract = await h.contract.contract();
  });
  afterAll(async () => {
    await h?.close();
  });

  const answer = async (request: { url: string; init: RequestInit }) => {
    const res = await h.app.request(request.url, request.init);
    const text = await res.text();
    let code: unknown = null;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      /* not JSON: no envelope, so not the refusal */
    }
    return { status: res.status, code };
  };

  it("the document declares auth on account calls and not on public ones", () => {
    const secured = contract.operations.filter(declaresAuth);
    expect(secured.length).toBeGreaterThan(20);
    expect(contract.operations.length - secured.length).toBeGreaterThan(20);
  });

  it("refuses an anonymous caller with the documented 40003 wherever the operation declares security", async () => {
    const wrong: string[] = [];
    for (const op of contract.operations.filter(declaresAuth)) {
      const status = documentedRefusal(op);
      if (status === null) {
        wrong.push(`${name(op)}: declares security but documents no ${Codes.loginExpired}`);
        continue;
      }
      // any input: the guard comes before reading it (a body, or none, or an expired token)
      for (const request of [
        ...anonymousRequests(contract.document, op, 1),
        { url: op.template.replace(/\{[^}]+\}/g, "1"), init: { method: op.method.toUpperCase() } },
      ]) {
        const got = await answer(request);
        if (got.status !== status || got.code !== Codes.loginExpired)
          wrong.push(
            `${name(op)} ${request.url}: answered ${got.status} / ${String(got.code)}, the document says ${status} / ${Codes.loginExpired}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never answers an anonymous caller with the login refusal where the operation declares no security", async () => {
    const wrong: string[] = [];
    const open = contract.operations.filter((op) => !declaresAuth(op));
    for (const op of open) {
      for (const request of anonymousRequests(contract.document, op, SAMPLES)) {
        const got = await answer(request);
        if (got.code === Codes.loginExpired)
          wrong.push(`${name(op)} ${request.url} ${String(request.init.body ?? "")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a route's declared auth", () => {
  const responses = { 200: { description: "ok" } };
  it("cannot be registered without the guard it declares", () => {
    const router = createRouter();
    const unguarded = createRoute({
      method: "get",
      path: "/x",
      security: [{ bearerAuth: [] }],
      responses,
    });
    expect(() => router.openapi(unguarded, (c) => c.json({}, 200))).toThrow(
      "get /x declares security without its guard",
    );
  });

  it("is its guard when the route is defined with defineRoute", () => {
    const router = createRouter();
    const guarded = defineRoute({
      method: "get",
      path: "/x",
      data: z.object({}),
      describe: "ok",
      auth: true,
    });
    expect(guarded.security).toEqual([{ bearerAuth: [] }]);
    expect(() =>
      router.openapi(guarded, (c) => c.json({ code: 10000 as const, data: {} }, 200)),
    ).not.toThrow();
  });
});
