// What a request's target (the path and query exactly as the client sent them) must look like
// before Next.js parses it. Next decodes the path with decodeURIComponent while routing, before
// middleware runs, and answers an invalid percent-encoding (`%`, `%zz`, a truncated or overlong
// UTF-8 sequence, a lone surrogate, `%FF`) with 500 and none of our headers; a NUL in a path
// segment reaches the page cache's file names. So the Node hook (lib/http/server-hooks.ts) refuses
// such targets first. Queries are left to the app: Next reads them leniently and every reader
// parses its values with zod. Pure, edge-safe.

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
