/** @jest-environment node */
// Spec §5 validation, §7 calls: the published contract says what the upstream refuses. Every string
// a request carries (body, query, path; the spec headers are documented once and read leniently)
// must be either free text with the clean-text pattern and a maximum length (lib/commerce/contract/text.schema),
// or strictly shaped — an enum, a const, a safe format, or a pattern that refuses control characters
// and lone surrogates. A field added with a bare z.string() fails here, named by operation and path.
import { CLEAN_TEXT } from "../../../lib/commerce/contract/text";
import type { Db } from "../../../upstream/db/client";
import { createApp } from "../../../upstream/app";

type Schema = Record<string, any>;

// formats whose validators admit no control character (uri does not: new URL() percent-encodes a NUL)
const SAFE_FORMATS = new Set(["date", "date-time", "time", "email", "uuid", "binary"]);
// what a strict pattern must refuse: hostile characters alone, in runs as long as a fixed-length
// shape could ask for, and after the starts a shaped value may need (a scheme, a letter, a digit)
const HOSTILE = ["\u0000", "\u0085", "\u009f", "\ud800", "\udc00"];
const STARTS = ["", "a", "A", "1", "http://a", "https://a"];
const PROBES = STARTS.flatMap((start) =>
  HOSTILE.flatMap((ch) => Array.from({ length: 64 }, (_, i) => start + ch.repeat(i + 1))),
);

function refusesHostile(pattern: string): boolean {
  const re = new RegExp(pattern, "u");
  return PROBES.every((probe) => !re.test(probe));
}

/** Why a request string schema is not acceptable, or null. */
function problem(s: Schema): string | null {
  if (s.enum || s.const !== undefined) return null;
  const patterns: string[] = [s.pattern, ...(s.allOf ?? []).map((x: Schema) => x.pattern)].filter(
    Boolean,
  );
  if (
    patterns.includes(CLEAN_TEXT.source) ||
    patterns.some((p) => p.startsWith("^(?:[^\\u0000-\\u0008\\u000b"))
  ) {
    return s.maxLength === undefined ? "free text without maxLength" : null;
  }
  if (patterns.some(refusesHostile)) return null;
  if (s.format && SAFE_FORMATS.has(s.format)) return null;
  return patterns.length
    ? `pattern ${patterns.join(" & ")} admits control characters`
    : `no pattern, enum or safe format (${JSON.stringify(s)})`;
}

async function publishedDocument(): Promise<Schema> {
  // the document is built from the routes alone: no call reaches the database
  const app = createApp({ db: {} as Db, dbKind: "none" });
  const res = await app.request("/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as Schema;
}

function requestStrings(doc: Schema): { where: string; schema: Schema }[] {
  const found: { where: string; schema: Schema }[] = [];
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? resolve(doc.components.schemas[String(s.$ref).split("/").pop()!]) : s;
  const walk = (raw: Schema | undefined, where: string, stack: Set<Schema>) => {
    const s = resolve(raw);
    if (!s || stack.has(s)) return;
    stack.add(s);
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes("string")) found.push({ where, schema: s });
    for (const key of ["anyOf", "oneOf", "allOf"])
      for (const sub of s[key] ?? []) walk(sub, where, stack);
    for (const [name, sub] of Object.entries<Schema>(s.properties ?? {}))
      walk(sub, `${where}.${name}`, stack);
    for (const sub of s.prefixItems ?? []) walk(sub, `${where}[]`, stack);
    if (s.items) walk(s.items, `${where}[]`, stack);
    if (s.additionalProperties && typeof s.additionalProperties === "object")
      walk(s.additionalProperties, `${where}{}`, stack);
    stack.delete(s);
  };
  for (const [path, operations] of Object.entries<Schema>(doc.paths)) {
    for (const [method, op] of Object.entries<Schema>(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of op.parameters ?? []) {
        if (parameter.$ref || parameter.in === "header" || parameter.in === "cookie") continue;
        walk(parameter.schema, `${name} ${parameter.in} ${parameter.name}`, new Set());
      }
      for (const [type, content] of Object.entries<Schema>(op.requestBody?.content ?? {}))
        walk(content.schema, `${name} body(${type})`, new Set());
    }
  }
  return found;
}

describe("spec §5 validation in the published contract: every request string is clean text or strictly shaped", () => {
  let doc: Schema;
  beforeAll(async () => {
    doc = await publishedDocument();
  });

  it("finds the request strings it checks (the walk reaches bodies, queries and paths)", () => {
    const wheres = requestStrings(doc).map((f) => f.where);
    expect(wheres).toEqual(
      expect.arrayContaining([
        "POST /accounts/signin body(application/json).username",
        "POST /accounts/tourist body(application/json).chinese_name",
        "POST /coupon/redeem body(application/json).code",
        "POST /order/booking body(application/json).contact.name",
        "POST /order/booking body(application/json).other.note",
        "POST /accounts/privacy/order/{sn}/complaints body(application/json).tracking",
        "GET /products query keyword",
        "GET /order/status/{sn} path sn",
      ]),
    );
  });

  it("names no operation whose string admits control characters or lone surrogates", () => {
    const offending = requestStrings(doc)
      .map(({ where, schema }) => ({ where, why: problem(schema) }))
      .filter((f) => f.why !== null)
      .map((f) => `${f.where}: ${f.why}`);
    expect(offending).toEqual([]);
  });

  it.each<[string, boolean, Schema]>([
    ["a bare string", false, { type: "string", maxLength: 10 }],
    ["a uri without a pattern", false, { type: "string", format: "uri" }],
    ["a pattern that admits anything", false, { type: "string", pattern: "^.{1,40}$" }],
    [
      "a pattern whose class lets a NUL through",
      false,
      { type: "string", pattern: "^https?://[^/\\s]+$" },
    ],
    ["clean text without a maximum", false, { type: "string", pattern: CLEAN_TEXT.source }],
    ["clean text", true, { type: "string", pattern: CLEAN_TEXT.source, maxLength: 40 }],
    ["digits", true, { type: "string", pattern: "^\\d{1,9}$" }],
    ["an enum", true, { type: "string", enum: ["a", "b"] }],
  ])("the check itself: %s → accepted %s", (_, accepted, schema) => {
    expect(problem(schema) === null).toBe(accepted);
  });
});
