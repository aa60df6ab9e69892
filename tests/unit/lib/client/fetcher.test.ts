/** @jest-environment node */
import { z } from "zod";
import { ApiError, fetcherFor, readApi, resultFetcherFor } from "@/lib/client/fetcher";
import { fields, int } from "@/lib/client/read";

// The browser reads route handlers one way — apiCall's transport and §8 error mapping,
// then the route's schema (or a hand reader of the same shape). These are the cases every SWR
// fetcher and "load more" of the shop now goes through.

const schema = z.object({ n: z.number().int() });
const handReader = { parse: (data: unknown) => ({ n: int(fields(data).n) }) };

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let replies: (() => Promise<Response>)[] = [];
const calls: { url: string; init?: RequestInit }[] = [];
const fetchDouble: typeof fetch = async (input, init) => {
  calls.push({ url: String(input), init });
  const next = replies.shift();
  if (!next) throw new Error("no reply queued");
  return next();
};

beforeEach(() => {
  replies = [];
  calls.length = 0;
  globalThis.fetch = fetchDouble;
});

const reply = (status: number, body: unknown) =>
  replies.push(() => Promise.resolve(answer(status, body)));

describe.each([
  ["a zod schema", schema],
  ["a hand reader", handReader],
  ["a schema loaded on first use", () => Promise.resolve(schema)],
])("fetcherFor(%s)", (_name, reader) => {
  const fetcher = fetcherFor(reader);

  it.each([
    ["a well-formed answer", 200, { code: 10000, data: { n: 3 } }, { n: 3 }],
    ["extra fields", 200, { code: 10000, data: { n: 4, more: true } }, { n: 4 }],
  ])("%s → the data", async (_case, status, body, data) => {
    reply(status, body);
    await expect(fetcher("/api/x")).resolves.toEqual(expect.objectContaining(data));
  });

  it.each([
    [
      "a refusal (§8 code and key)",
      401,
      { code: 40003, errorKey: "loginExpired" },
      40003,
      "loginExpired",
    ],
    ["a 5xx without a body", 502, null, -1, "unavailable"],
    ["a 4xx without a key", 400, {}, -1, "generic"],
    [
      "data that is not what the route promises",
      200,
      { code: 10000, data: { n: "3" } },
      -1,
      "generic",
    ],
    ["no data", 200, { code: 10000, data: null }, -1, "generic"],
  ])("%s → ApiError", async (_case, status, body, code, errorKey) => {
    reply(status, body);
    const error: unknown = await fetcher("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect((error as ApiError).failure.errorKey).toBe(errorKey);
  });
});

describe("the fetchers and readApi", () => {
  it("a network failure is 'unavailable'", async () => {
    replies.push(() => Promise.reject(new TypeError("offline")));
    await expect(readApi(schema, "/api/x")).resolves.toMatchObject({
      ok: false,
      code: -1,
      errorKey: "unavailable",
    });
  });

  it("a tuple key asks for its first element (the rest only tells SWR entries apart)", async () => {
    reply(200, { code: 10000, data: { n: 1 } });
    await fetcherFor(schema)(["/api/live", "u7"]);
    expect(calls[0]!.url).toBe("/api/live");
  });

  it("resultFetcherFor keeps a refusal as data instead of throwing", async () => {
    reply(401, { code: 40003, errorKey: "loginExpired" });
    await expect(resultFetcherFor(schema)("/api/x")).resolves.toMatchObject({
      ok: false,
      code: 40003,
    });
  });

  it("readApi sends the method and body it is given (a POST read such as checkout/fee)", async () => {
    reply(200, { code: 10000, data: { n: 2 } });
    await expect(readApi(schema, "/api/fee", { method: "POST", body: { a: 1 } })).resolves.toEqual({
      ok: true,
      data: { n: 2 },
    });
    expect(calls[0]!.init?.method).toBe("POST");
    expect(calls[0]!.init?.body).toBe(JSON.stringify({ a: 1 }));
  });

  it("a schema that cannot be loaded (chunk failed) is 'unavailable', not a thrown error", async () => {
    reply(200, { code: 10000, data: { n: 2 } });
    await expect(
      readApi(() => Promise.reject(new Error("chunk load failed")), "/api/x"),
    ).resolves.toMatchObject({ ok: false, errorKey: "unavailable" });
  });
});
