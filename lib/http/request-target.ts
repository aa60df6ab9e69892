// What a request's path must look like before a route renders it, checked by middleware.ts: an
// invalid percent-encoding (`%`, `%zz`, a truncated or overlong UTF-8 sequence, a lone surrogate,
// `%FF`) or a control character (a NUL would reach the page cache's file names) is a 400, an
// overlong path a 414. Next's own trailing-slash redirect would decode the path first and answer
// such a path 500: next.config skipTrailingSlashRedirect leaves it to the middleware. Queries are left to the
// app: Next reads them leniently and every reader parses its values with zod. Pure, edge-safe.

import { isPrintable } from "../commerce/contract/text";

/** longest path we serve: real paths are short; longer ones only make long cache keys and file names */
export const MAX_PATH_LENGTH = 2048;

/** 400 for a malformed path, 414 for an overlong one, null for a path Next can route. */
export function rejectRequestTarget(target: string | undefined): 400 | 414 | null {
  if (!target) return 400;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (path.length > MAX_PATH_LENGTH) return 414;
  // "*" (OPTIONS *) and absolute-form targets are not ours to serve
  if (!path.startsWith("/")) return 400;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 400;
  }
  return isPrintable(decoded) ? null : 400;
}
