import "server-only";
import { sessionUserOf, type SessionResponse } from "@/lib/session/shape";
import { readSessionToken } from "@/lib/session/cookie";
import type { CallContext } from "./client";
import { getCurrentAccount } from "./account";

/**
 * Who is signed in, for the header of a page that renders per request anyway (account, cart,
 * checkout…). Any doubt (no token, upstream refusal or outage) answers undefined and leaves it to
 * the browser, as on cached pages; a refused token is cleared by /api/session, not here.
 */
export async function sessionForHeader(ctx: CallContext): Promise<SessionResponse | undefined> {
  const token = await readSessionToken();
  if (!token) return undefined;
  try {
    return { user: sessionUserOf(await getCurrentAccount({ ...ctx, token })) };
  } catch {
    return undefined;
  }
}
