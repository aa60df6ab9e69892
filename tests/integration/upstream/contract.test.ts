/** @jest-environment node */
// The contract oracle (contract.ts) on a small document: it must say no to each kind of drift, or
// the checks wired into every suite's harness would pass for the wrong reason.
import { Contract, watchContract } from "./contract";

const failure = {
  type: "object",
  properties: { code: { type: "integer" }, message: { type: "string" } },
  required: ["code", "message"],
};
const json = (schema: object) => ({ content: { "application/json": { schema } } });

const document = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  components: {
    schemas: {
      Node: {
        type: "object",
        properties: {
          id: { type: "integer" },
          children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
        },
        required: ["id"],
      },
    },
  },
  paths: {
    "/product/{id}": {
      get: {
        responses: {
          "200": json({
            type: "object",
            properties: {
              code: { enum: [10000] },
              data: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
            },
            required: ["code", "data"],
          }),
          "404": json(failure),
        },
      },
    },
    "/product/search": {
      get: { summary: "search", responses: { "200": json({ type: "object" }) } },
    },
    "/tree": {
      get: {
        responses: {
          "200": json({
            type: "object",
            properties: { data: { $ref: "#/components/schemas/Node" } },
          }),
        },
      },
    },
    "/pdf/{sn}": {
      get: { responses: { "200": { content: { "application/pdf": {} } }, default: json(failure) } },
    },
    "/order": {
      post: {
        summary: "Place an order (Idempotency-Key required)",
        responses: { "200": json({ type: "object" }) },
      },
    },
  },
};

const answer = (
  method: string,
  path: string,
  status: number,
  body: unknown,
  contentType = "application/json",
) => ({
  method,
  path,
  status,
  contentType,
  text: typeof body === "string" ? body : JSON.stringify(body),
});

describe("the OpenAPI contract oracle", () => {
  const contract = new Contract(document);

  it.each([
    [
      "a documented status and a valid body",
      answer("GET", "/product/12", 200, { code: 10000, data: { id: 12 } }),
      null,
    ],
    [
      "a documented failure",
      answer("GET", "/product/12", 404, { code: 20004, message: "product not found" }),
      null,
    ],
    ["a literal segment before a {param}", answer("GET", "/product/search", 200, {}), null],
    [
      "a $ref to a recursive component",
      answer("GET", "/tree", 200, { data: { id: 1, children: [{ id: 2, children: [] }] } }),
      null,
    ],
    ["the default response", answer("GET", "/pdf/A1", 418, { code: 1, message: "x" }), null],
    [
      "a documented non-JSON answer",
      answer("GET", "/pdf/A1", 200, "%PDF-1.7", "application/pdf"),
      null,
    ],
    [
      "an undocumented route answering 40004",
      answer("GET", "/nope", 404, { code: 40004, message: "no route" }),
      null,
    ],
    [
      "an undocumented route on the list",
      answer("GET", "/health", 200, { code: 10000, data: {} }),
      null,
    ],
    [
      "an undocumented status",
      answer("GET", "/product/12", 409, { code: 20004, message: "x" }),
      /status 409 is not documented \(documented: 200, 404\)/,
    ],
    [
      "a body off its schema",
      answer("GET", "/product/12", 200, { code: 10000, data: { id: "12" } }),
      /does not match the 200 schema\n.*\/data\/id must be integer/,
    ],
    [
      "a recursive body off its schema",
      answer("GET", "/tree", 200, { data: { id: 1, children: [{}] } }),
      /\/data\/children\/0 must have required property 'id'/,
    ],
    [
      "an undocumented content type",
      answer("GET", "/product/12", 200, "<html>", "text/html"),
      /content-type "text\/html" is not documented/,
    ],
    [
      "a JSON response that is not JSON",
      answer("GET", "/product/12", 404, "oops"),
      /body is not JSON/,
    ],
    [
      "a method the path does not have",
      answer("DELETE", "/product/12", 200, {}),
      /no operation in the document/,
    ],
    [
      "an unknown route with another code",
      answer("GET", "/nope", 404, { code: 20004, message: "x" }),
      /not 40004/,
    ],
  ])("%s", (_, given, expected) => {
    const problem = contract.check(given);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it("reads the Idempotency-Key requirement from the operation", () => {
    expect(Contract.needsIdempotencyKey(contract.operation("post", "/order")!)).toBe(true);
    expect(Contract.needsIdempotencyKey(contract.operation("get", "/product/1")!)).toBe(false);
  });

  it("fails the call at once and the suite afterwards, or collects when asked", async () => {
    const app = {
      request: async (input: string) =>
        input === "/openapi.json"
          ? Response.json(document)
          : Response.json({ code: 10000, data: { id: "not a number" } }, { status: 200 }),
    };
    const watch = watchContract(app);
    watch.throwing = true;
    await expect(app.request("/product/1")).rejects.toThrow(
      /OpenAPI contract violated:\nGET \/product\/1 → 200 \[GET \/product\/\{id\}\]/,
    );
    expect(() => watch.assertKept()).toThrow(/1 answer\(s\) in this suite/);
    expect(() => watch.assertKept()).not.toThrow();
    watch.throwing = false;
    expect((await app.request("/product/1")).status).toBe(200);
    expect(watch.take()).toHaveLength(1);
    expect((await app.request("/product/1")).status).toBe(200);
    expect(() => watch.assertKept()).toThrow(/1 answer\(s\) in this suite/);
  });
});
