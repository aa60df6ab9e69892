// The upstream's published contract (GET /openapi.json, OpenAPI 3.1) as a test oracle: every answer
// the integration suites see is matched to its operation and checked against the document — the
// status must be listed, the body must validate against that response's JSON Schema (ajv, 2020-12).
// Why ajv and not jest-openapi: see docs/decisions/contract-tests.md.
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

export type JsonSchema = Record<string, any>;

/** One operation of the document: method (lower case), path template and its object. */
export type Operation = {
  method: string;
  template: string;
  segments: string[];
  object: {
    summary?: string;
    description?: string;
    parameters?: JsonSchema[];
    requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
    responses: Record<
      string,
      { description?: string; content?: Record<string, { schema?: JsonSchema }> }
    >;
    security?: unknown[];
  };
};

/** What an answer looked like, as far as the contract is concerned. */
export type Answer = {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  text: string;
};

/**
 * Routes the app serves outside the document, each with the reason it is not an operation there.
 * An answer on a path that matches neither the document nor this list must be the §8 "no route"
 * failure (404 / 40004).
 */
const UNDOCUMENTED: readonly { method: string; path: RegExp; why: string }[] = [
  { method: "get", path: /^\/openapi\.json$/, why: "the document itself" },
  { method: "get", path: /^\/health$/, why: "liveness probe for the load balancer, not a §7 call" },
  {
    method: "get",
    path: /^\/ready$/,
    why: "readiness probe for the load balancer (503 while draining), not a §7 call",
  },
  {
    method: "get",
    path: /^\/media\/[^/]+\/[^/]+$/,
    why: "generated SVG catalogue images (not JSON), addressed by URLs the answers carry",
  },
  {
    method: "*",
    path: /^\/sandbox\/pay\/[^/]+$/,
    why: "the sandbox gateway's HTML pay page, what a shopper sees at a real gateway",
  },
  {
    method: "get",
    path: /^\/dev\/outbox$/,
    why: "development-only mailbox (absent in production)",
  },
  {
    method: "post",
    path: /^\/ops\/[^/]+$/,
    why: "operator commands behind the ops token (npm run ops), mounted only with one",
  },
  {
    method: "get",
    path: /^\/accounts\/oauth\/google$/,
    why: "spec §7 GET form of oauth/google/start for callers that can only GET; not yet in the document",
  },
];

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** JSON Pointer of a value in the document, as a URI fragment ajv resolves. */
const pointer = (...steps: string[]) =>
  "openapi.json#/" +
  steps.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");

const mediaType = (contentType: string | null) =>
  (contentType ?? "").split(";")[0]!.trim().toLowerCase();

const isJsonMedia = (media: string) => media === "application/json" || media.endsWith("+json");

const snippet = (text: string, max = 300) => {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max)}… (${text.length} chars)` : flat;
};

function describeErrors(errors: ErrorObject[] | null | undefined, max = 6): string {
  const list = (errors ?? []).slice(0, max).map((e) => {
    const params = Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : "";
    return `    ${e.instancePath || "(root)"} ${e.message ?? e.keyword}${params}`;
  });
  const more = (errors?.length ?? 0) > max ? `\n    … ${errors!.length - max} more` : "";
  return list.join("\n") + more;
}

export class Contract {
  readonly operations: Operation[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: JsonSchema) {
    // the document is not a JSON Schema itself (parameters say `required: true`): add it unchecked
    // (the document is checked against the OpenAPI meta-schema elsewhere) and compile the pieces
    // the answers need, so `#/components/...` references resolve inside it
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addFormat("binary", true);
    this.ajv.addSchema(document, "openapi.json");
    this.operations = [];
    for (const [template, item] of Object.entries<Record<string, Operation["object"]>>(
      document.paths ?? {},
    )) {
      for (const method of METHODS) {
        const object = item[method];
        if (object)
          this.operations.push({ method, template, segments: template.split("/"), object });
      }
    }
  }

  /** Validator of the schema at a pointer into the document, compiled once. */
  validator(...steps: string[]): ValidateFunction {
    const ref = pointer(...steps);
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /**
   * Operations whose template matches a concrete path (raw, percent-encoded, no query), most
   * specific first: a literal segment beats a `{param}` (so /product/search is not /product/{id}).
   */
  match(path: string): Operation[] {
    const segments = path.split("/");
    const fits = this.operations.filter(
      (op) =>
        op.segments.length === segments.length &&
        op.segments.every((s, i) =>
          /^\{[^}]+\}$/.test(s) ? segments[i] !== "" : s === segments[i],
        ),
    );
    const score = (op: Operation) =>
      op.segments.map((s) => (s.startsWith("{") ? "1" : "0")).join("");
    return fits.sort((a, b) => score(a).localeCompare(score(b)));
  }

  /** The operation that answers `method path`, or null when the document has none. */
  operation(method: string, path: string): Operation | null {
    const candidates = this.match(path);
    const best = candidates[0];
    if (!best) return null;
    // only the most specific template counts: Hono routes /product/search to its own route even
    // for a POST, which then is no route at all
    const template = best.template;
    return (
      candidates.find((op) => op.template === template && op.method === method.toLowerCase()) ??
      null
    );
  }

  /** Does the operation say it needs an Idempotency-Key (the routes say so in their summary)? */
  static needsIdempotencyKey(op: Operation): boolean {
    return /Idempotency-Key required/i.test(
      `${op.object.summary ?? ""} ${op.object.description ?? ""}`,
    );
  }

  /** null when the answer keeps the contract; otherwise a readable account of how it does not. */
  check(answer: Answer): string | null {
    const method = answer.method.toLowerCase();
    const path = answer.path;
    const head = `${answer.method.toUpperCase()} ${path} → ${answer.status}`;
    const op = this.operation(method, path);
    if (!op) {
      if (UNDOCUMENTED.some((r) => (r.method === "*" || r.method === method) && r.path.test(path)))
        return null;
      // no such operation: the app must say "no route" with the failure envelope
      if (answer.status !== 404)
        return `${head}: no operation in the document for this method and path, yet the answer is not 404\n  body: ${snippet(answer.text)}`;
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        return `${head}: unknown route answered without a JSON body\n  body: ${snippet(answer.text)}`;
      }
      const code = (body as { code?: unknown } | null)?.code;
      return code === 40004
        ? null
        : `${head}: unknown route answered code ${JSON.stringify(code)}, not 40004\n  body: ${snippet(answer.text)}`;
    }
    const name = `${op.method.toUpperCase()} ${op.template}`;
    const key =
      String(answer.status) in op.object.responses
        ? String(answer.status)
        : "default" in op.object.responses
          ? "default"
          : null;
    if (!key) {
      return `${head} [${name}]: status ${answer.status} is not documented (documented: ${Object.keys(op.object.responses).join(", ")})\n  body: ${snippet(answer.text)}`;
    }
    const content = op.object.responses[key]!.content;
    if (!content) return null;
    const media = mediaType(answer.contentType);
    const declared = content[media];
    if (!declared) {
      return `${head} [${name}]: content-type ${JSON.stringify(answer.contentType)} is not documented for ${key} (documented: ${Object.keys(content).join(", ")})\n  body: ${snippet(answer.text)}`;
    }
    if (!isJsonMedia(media) || !declared.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `${head} [${name}]: body is not JSON\n  body: ${snippet(answer.text)}`;
    }
    const validate = this.validator(
      "paths",
      op.template,
      op.method,
      "responses",
      key,
      "content",
      media,
      "schema",
    );
    if (validate(body)) return null;
    return `${head} [${name}]: body does not match the ${key} schema\n${describeErrors(validate.errors)}\n  body: ${snippet(answer.text)}`;
  }
}

type Requester = {
  request: (input: any, init?: any, ...rest: any[]) => Response | Promise<Response>;
};

/** What a watched app saw. */
export type ContractWatch = {
  /** violations not yet taken */
  violations: string[];
  /** throw from the call that broke the contract (default), or only keep the violation */
  throwing: boolean;
  /** the violations since the last take (the fuzz reads its own, per request) */
  take: () => string[];
  contract: () => Promise<Contract>;
  /** throws the list of violations not taken (the harness's close: the suite fails with its list) */
  assertKept: () => void;
};

class ContractViolation extends Error {
  constructor(message: string) {
    super(`OpenAPI contract violated:\n${message}`);
    this.name = "ContractViolation";
  }
}

const documents = new WeakMap<object, Promise<Contract>>();

/** The app's own document, fetched once per app. */
function contractOf(app: Requester, request = app.request.bind(app)): Promise<Contract> {
  let loaded = documents.get(app);
  if (!loaded) {
    loaded = (async () => {
      const res = await request("/openapi.json");
      if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
      return new Contract((await res.json()) as JsonSchema);
    })();
    documents.set(app, loaded);
  }
  return loaded;
}

function methodAndPath(
  input: unknown,
  init?: { method?: string },
): { method: string; path: string } {
  const request = input instanceof Request ? input : null;
  const url = request ? new URL(request.url) : new URL(String(input), "http://localhost");
  return { method: (init?.method ?? request?.method ?? "GET").toUpperCase(), path: url.pathname };
}

/**
 * Check every answer of `app.request` against the app's document. A violation throws at once, so
 * the test that made the call fails with it; it is also kept, so the harness's close fails the
 * suite with the whole list — which also catches a throw a test swallowed (Promise.allSettled).
 * CONTRACT_VIOLATIONS=collect keeps them without throwing: every test runs to its end and the
 * suite's list is complete (a survey of the drift rather than the first violation per test).
 */
export function watchContract(app: Requester): ContractWatch {
  const original = app.request.bind(app);
  const watch: ContractWatch = {
    violations: [],
    throwing: process.env.CONTRACT_VIOLATIONS !== "collect",
    take: () => watch.violations.splice(0),
    contract: () => contractOf(app, original),
    assertKept() {
      const all = watch.take();
      if (all.length)
        throw new ContractViolation(`${all.length} answer(s) in this suite:\n${all.join("\n")}`);
    },
  };
  app.request = async (input: unknown, init?: { method?: string }, ...rest: unknown[]) => {
    const res = await original(input, init, ...rest);
    const { method, path } = methodAndPath(input, init);
    if (method === "HEAD" || method === "OPTIONS") return res;
    const contract = await watch.contract();
    const text = await res.clone().text();
    const problem = contract.check({
      method,
      path,
      status: res.status,
      contentType: res.headers.get("content-type"),
      text,
    });
    if (problem) {
      watch.violations.push(problem);
      if (watch.throwing) throw new ContractViolation(problem);
    }
    return res;
  };
  return watch;
}
