import { apiCall, type ApiResult } from "./api";

// The browser's one way to read a route handler's data: `apiCall` (its transport, and its §8
// mapping of refusals to a code and an "errors" key), then the route's data checked against its
// wire schema from lib/commerce. Where zod must stay out of the JavaScript a page loads first
// (the header, cached catalogue pages), the schema is imported when the first call is made, or a
// small hand reader of the same `parse` shape checks what is used.

/** What checks a route's data: a zod schema, or a reader with the same `parse`. */
export type Reader<T> = { parse(data: unknown): T };
/** The reader, or a loader of it (`() => import(…).then((m) => m.schema)`: zod in a later chunk). */
export type ReaderSource<T> = Reader<T> | (() => Promise<Reader<T>>);

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/** A refused or failed read, thrown so SWR keeps it as `error` (and rolls optimistic data back). */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.errorKey);
    this.name = "ApiError";
    this.failure = failure;
  }
  get code() {
    return this.failure.code;
  }
}

/** A body that answered 10000 but is not what the route promises: the same as a broken answer. */
const malformed: ApiFailure = { ok: false, code: -1, errorKey: "generic", fields: {} };

/** One call's result with its data checked: never throws (forms, polling that shows a refusal). */
export async function readApi<T>(
  source: ReaderSource<T>,
  url: string,
  init?: Parameters<typeof apiCall>[1],
): Promise<ApiResult<T>> {
  const [result, reader] = await Promise.all([
    apiCall(url, init),
    typeof source === "function" ? source().catch(() => null) : source,
  ]);
  if (!result.ok) return result;
  if (!reader) return { ...malformed, errorKey: "unavailable" };
  try {
    return { ok: true, data: reader.parse(result.data) };
  } catch {
    return malformed;
  }
}

/** An SWR key: the URL, or the URL first and what else tells entries apart (who is signed in). */
export type ApiKey = string | readonly [string, ...unknown[]];

/** SWR's fetcher for a GET route: the checked data, or an `ApiError`. */
export function fetcherFor<T>(reader: ReaderSource<T>) {
  return async (key: ApiKey): Promise<T> => {
    const result = await readApi(reader, typeof key === "string" ? key : key[0]);
    if (!result.ok) throw new ApiError(result);
    return result.data;
  };
}

/** SWR's fetcher that keeps a refusal as data (`ApiResult`), for screens that show it in place. */
export function resultFetcherFor<T>(reader: ReaderSource<T>) {
  return (key: ApiKey): Promise<ApiResult<T>> =>
    readApi(reader, typeof key === "string" ? key : key[0]);
}
