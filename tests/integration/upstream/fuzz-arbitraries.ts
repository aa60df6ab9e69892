// fast-check arbitraries derived from the document's JSON Schemas (what a well-meaning client
// sends), mixed with hostile values (what anyone else sends). Used by fuzz.test.ts.
import fc from "fast-check";
import { Contract, type JsonSchema, type Operation } from "./contract";
import { PARTNER_SECRET_HEADER } from "../../../lib/commerce/accounts/auth-codes";

/** Values no schema allows that have brought servers down: NUL, lone surrogates, huge numbers, prototypes. */
const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "a".repeat(10_001),
  "😀".repeat(300),
  "",
  " ",
  "\u202e",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "2025-02-30",
  "9".repeat(40),
  "1e308",
  "NaN",
  1e308,
  -1e308,
  -1,
  0,
  0.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  null,
  true,
  [],
  [1, "a", null],
  {},
  // own __proto__ / constructor keys, as JSON.parse makes them (an object literal would set the prototype)
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
);

/** Raw JSON texts for a body: not JSON, truncated, or JSON of the wrong kind. */
const hostileBodyText: fc.Arbitrary<string> = fc.constantFrom(
  "",
  "{",
  '{"a":',
  "not json",
  "null",
  "[]",
  "[{}]",
  "1e308",
  '"text"',
  "\u0000",
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "{}".padEnd(2_000_000, " "),
);

/** Percent-encoded path and query values no client library would produce: invalid UTF-8, NUL, a slash. */
const rawHostile = fc.constantFrom(
  "%ED%A0%80",
  "%00",
  "%",
  "%zz",
  "%C0%AF",
  "%2F",
  "%FF%FE",
  "a%20b",
  "%2E%2E%2Fx",
);

/** A value for a URL, already encoded (lone surrogates have no UTF-8 and become their raw bytes). */
export function encodeUrlValue(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^A-Za-z0-9%_.~-]/g, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return "%ED%A0%80";
      }
    });
  }
}

const MAX_DEPTH = 4;

/** The schema a `$ref` points at inside the document. */
function resolve(document: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === "string" && hops < 10; hops++) {
    const steps = current.$ref
      .replace(/^#\//, "")
      .split("/")
      .map((s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    current = steps.reduce((node: any, step: string) => node?.[step], document);
  }
  return current ?? {};
}

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength: number = schema.minLength ?? 0;
  // only the schema's own bounds filter generated values (a default cap could contradict a pattern)
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  const maxLength: number = Math.min(schema.maxLength ?? 40, 400);
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl().filter(fits);
  if (schema.format === "date-time")
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "date")
    return fc
      .date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2999-12-31") })
      .map((d) => d.toISOString().slice(0, 10));
  if (typeof schema.pattern === "string") {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      /* a pattern fast-check cannot generate from: plain strings below */
    }
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function numberFrom(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    typeof schema.exclusiveMinimum === "number"
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : schema.minimum;
  const high =
    typeof schema.exclusiveMaximum === "number"
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : schema.maximum;
  if (integer) {
    const min = Math.max(
      typeof low === "number" ? Math.ceil(low) : -1_000_000,
      Number.MIN_SAFE_INTEGER,
    );
    const max = Math.min(
      typeof high === "number" ? Math.floor(high) : 1_000_000,
      Number.MAX_SAFE_INTEGER,
    );
    return fc.integer({ min, max: Math.max(min, max) });
  }
  return fc.double({ noNaN: true, noDefaultInfinity: true, min: low ?? -1e6, max: high ?? 1e6 });
}

/** Merge the object schemas of an allOf into one (properties and required lists). */
function mergeAllOf(document: JsonSchema, parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: "object", properties: {}, required: [] };
  for (const raw of parts) {
    const part = resolve(document, raw);
    Object.assign(merged.properties, part.properties ?? {});
    merged.required.push(...(part.required ?? []));
  }
  return merged;
}

/**
 * A value the schema allows (as far as generation goes: type, enum/const, min/max, lengths,
 * pattern, format, required keys), or — with `hostile` weight at every level — a value it does not.
 */
export function arbitraryFrom(
  document: JsonSchema,
  raw: JsonSchema | undefined,
  hostile: number,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validFrom(document, raw, hostile, depth);
  return hostile > 0
    ? fc.oneof({ weight: 8, arbitrary: valid }, { weight: hostile, arbitrary: hostileValue })
    : valid;
}

function validFrom(
  document: JsonSchema,
  raw: JsonSchema | undefined,
  hostile: number,
  depth: number,
): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw ?? {});
  if (depth > MAX_DEPTH) return fc.constant(schema.type === "array" ? [] : null);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf))
    return validFrom(document, mergeAllOf(document, schema.allOf), hostile, depth);
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices))
    return fc.oneof(...choices.map((c: JsonSchema) => validFrom(document, c, hostile, depth + 1)));
  if (Array.isArray(schema.type))
    return fc.oneof(
      ...schema.type.map((type: string) =>
        validFrom(document, { ...schema, type }, hostile, depth),
      ),
    );
  const type = schema.type ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "string":
      return stringFrom(schema);
    case "integer":
      return numberFrom(schema, true);
    case "number":
      return numberFrom(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFrom(document, schema.items, hostile, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case "object": {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [
          key,
          arbitraryFrom(document, sub, hostile, depth + 1),
        ]),
      );
      // now and then a required key goes missing, or an unknown key comes along
      const keys =
        hostile > 0
          ? fc.oneof(
              { weight: 6, arbitrary: fc.constant(required) },
              { weight: 1, arbitrary: fc.constant([] as string[]) },
            )
          : fc.constant(required);
      const extra =
        hostile > 0
          ? fc.option(
              fc.tuple(fc.constantFrom("unknown_key", "__proto__", "constructor"), hostileValue),
              { freq: 6 },
            )
          : fc.constant(null);
      return fc.tuple(keys, extra).chain(([requiredKeys, more]) =>
        fc.record(model, { requiredKeys: requiredKeys.filter((k) => k in model) }).map((value) => {
          if (!more) return value;
          // defineProperty: an own "__proto__" key, as a JSON text would carry it
          Object.defineProperty(value, more[0], {
            value: more[1],
            enumerable: true,
            configurable: true,
            writable: true,
          });
          return value;
        }),
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The partner secret the fuzz's harness gives the default brand (PARTNER_SECRETS). */
export const FUZZ_PARTNER_SECRET = "fuzz-partner-secret-0123456789abcdef";

/** One request to an operation: path, query, headers and body text. */
export type FuzzRequest = {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
};

export type Caller = { kind: "anonymous" } | { kind: "shopper"; token: string };

type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
};

/** A path value: the example, one from the schema, or a hostile one — never one the URL parser folds away. */
function pathValue(document: JsonSchema, p: Parameter): fc.Arbitrary<string> {
  const example = p.example ?? p.schema?.example;
  const derived = validFrom(document, p.schema, 0, 0).map(encodeUrlValue);
  return fc
    .oneof(
      {
        weight: 3,
        arbitrary: example === undefined ? derived : fc.constant(encodeUrlValue(example)),
      },
      { weight: 4, arbitrary: derived },
      { weight: 2, arbitrary: hostileValue.map(encodeUrlValue) },
      { weight: 1, arbitrary: rawHostile },
    )
    .filter((v) => v !== "" && !/^(\.|%2e){1,2}$/i.test(v));
}

function queryValue(document: JsonSchema, p: Parameter): fc.Arbitrary<string> {
  const example = p.example ?? p.schema?.example;
  return fc.oneof(
    {
      weight: example === undefined ? 1 : 2,
      arbitrary: fc.constant(encodeUrlValue(example ?? "1")),
    },
    { weight: 4, arbitrary: validFrom(document, p.schema, 0, 0).map(encodeUrlValue) },
    { weight: 2, arbitrary: hostileValue.map(encodeUrlValue) },
    { weight: 1, arbitrary: rawHostile },
  );
}

const headerArbitrary = (needsKey: boolean) =>
  fc.record({
    platform: fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | null>("default") },
      { weight: 1, arbitrary: fc.constantFrom<string | null>(null, "nope", "", "d".repeat(300)) },
    ),
    language: fc.constantFrom("en", "zh-hans", "zh-hant", "xx", "EN", "en\u00e9"),
    currency: fc.constantFrom("CNY", "USD", "JPY", "XXX", "usd", ""),
    idempotencyKey: needsKey
      ? fc.oneof(
          { weight: 8, arbitrary: fc.uuid().map((u): string | null => u) },
          {
            weight: 2,
            arbitrary: fc.constantFrom<string | null>(null, "", "x".repeat(300), "bad key!"),
          },
        )
      : fc.option(fc.uuid(), { freq: 8 }),
    badToken: fc.boolean(),
  });

/** Every request the fuzz may send to one operation, for one caller. */
export function requestArbitrary(
  document: JsonSchema,
  op: Operation,
  caller: Caller,
): fc.Arbitrary<FuzzRequest> {
  const parameters = (op.object.parameters ?? []).filter((p) => !("$ref" in p)) as Parameter[];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  // a header the operation declares itself (the spec headers are the record below): the partner
  // secret of open/accounts/auth_code/redeem — the right one mostly, so the code is reached
  const headerParams = parameters.filter((p) => p.in === "header");
  const ownHeaders = fc.record(
    Object.fromEntries(
      headerParams.map((p) => [
        p.name,
        p.name === PARTNER_SECRET_HEADER
          ? fc.oneof(
              { weight: 6, arbitrary: fc.constant<string | null>(FUZZ_PARTNER_SECRET) },
              {
                weight: 2,
                arbitrary: fc.constantFrom<string | null>(
                  null,
                  "",
                  "wrong-secret",
                  "x".repeat(300),
                ),
              },
            )
          : fc.option(fc.string({ maxLength: 40 }), { freq: 3 }),
      ]),
    ),
  );
  const path = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, pathValue(document, p)])),
  );
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, queryValue(document, p)])),
    {
      requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
    },
  );
  const content = op.object.requestBody?.content ?? {};
  const jsonSchema = content["application/json"]?.schema;
  const multipart = content["multipart/form-data"]?.schema;
  type Body = {
    text?: string;
    form?: { field: string; bytes: Uint8Array; type: string };
    contentType?: string;
  } | null;
  let body: fc.Arbitrary<Body> = fc.constant(null);
  if (jsonSchema) {
    body = fc.oneof(
      {
        weight: 6,
        arbitrary: arbitraryFrom(document, jsonSchema, 1).map((v): Body => ({
          text: JSON.stringify(v) ?? "null",
          contentType: "application/json",
        })),
      },
      {
        weight: 1,
        arbitrary: hostileBodyText.map((text): Body => ({ text, contentType: "application/json" })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Body>(
          null,
          { text: "a=b", contentType: "application/x-www-form-urlencoded" },
          { text: "{}", contentType: "text/plain" },
        ),
      },
    );
  } else if (multipart) {
    const field = Object.keys(resolve(document, multipart).properties ?? { file: {} })[0] ?? "file";
    body = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record({
            field: fc.constantFrom(field, "other"),
            bytes: fc.uint8Array({ maxLength: 64 }),
            type: fc.constantFrom("image/png", "image/jpeg", "text/plain", ""),
          })
          .map((form): Body => ({ form })),
      },
      {
        weight: 1,
        arbitrary: hostileBodyText.map((text): Body => ({ text, contentType: "application/json" })),
      },
      { weight: 1, arbitrary: fc.constant<Body>(null) },
    );
  } else if (op.method === "get") {
    // a GET cannot carry a body (fetch refuses to build one)
    body = fc.constant(null);
  } else {
    body = fc.oneof(
      { weight: 6, arbitrary: fc.constant<Body>(null) },
      {
        weight: 1,
        arbitrary: hostileBodyText.map((text): Body => ({ text, contentType: "application/json" })),
      },
    );
  }
  return fc
    .record({
      path,
      query,
      headers: headerArbitrary(Contract.needsIdempotencyKey(op)),
      own: ownHeaders,
      body,
    })
    .map(({ path: values, query: q, headers: h, own, body: b }) => {
      const concrete = op.template.replace(
        /\{([^}]+)\}/g,
        (_, name: string) => values[name] ?? "x",
      );
      const search = Object.entries(q)
        .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
        .join("&");
      const headers: Record<string, string> = {};
      if (h.platform !== null) headers.platform = h.platform;
      headers.language = h.language;
      headers.currency = h.currency;
      headers.channel = "web";
      if (h.idempotencyKey !== null) headers["idempotency-key"] = h.idempotencyKey;
      for (const [name, value] of Object.entries(own)) if (value !== null) headers[name] = value;
      if (caller.kind === "shopper") headers.authorization = `Bearer ${caller.token}`;
      else if (h.badToken) headers.authorization = "Bearer not-a-token";
      let requestBody: string | FormData | undefined;
      if (b?.form) {
        const form = new FormData();
        form.append(
          b.form.field,
          new Blob([b.form.bytes as Uint8Array<ArrayBuffer>], { type: b.form.type }),
          "upload.png",
        );
        requestBody = form;
      } else if (b?.text !== undefined) {
        requestBody = b.text;
        if (b.contentType) headers["content-type"] = b.contentType;
      }
      return {
        operation: `${op.method.toUpperCase()} ${op.template}`,
        method: op.method.toUpperCase(),
        url: search ? `${concrete}?${search}` : concrete,
        headers,
        body: requestBody,
      };
    });
}
