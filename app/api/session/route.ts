import { NextResponse } from "next/server";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { bffRoute } from "@/lib/http/bff";
import { clearSession } from "@/lib/session/cookie";
import { sessionUserOf, type SessionResponse } from "@/lib/session/shape";
import { getCurrentAccount } from "@/lib/upstream/account";
import { UpstreamError } from "@/lib/upstream/errors";

export const dynamic = "force-dynamic";
const noStore = { "cache-control": "no-store" };

/**
 * Who is signed in. Spec §6 "a failed profile fetch clears the token" means a token the upstream
 * refuses (40003): only then is the cookie dropped. A time-out or 5xx answers 503 (502 for an
 * unreadable reply) with the error envelope and keeps the session, so an upstream hiccup never
 * signs anyone out.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, token }) => {
  if (!token) return NextResponse.json<SessionResponse>({ user: null }, { headers: noStore });
  try {
    const account = await getCurrentAccount({ ...ctx, token });
    return NextResponse.json<SessionResponse>(
      { user: sessionUserOf(account) },
      { headers: noStore },
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.code === Codes.loginExpired) {
      await clearSession();
      return NextResponse.json<SessionResponse>({ user: null }, { headers: noStore });
    }
    throw error;
  }
});

/** Log out without telling the upstream (kept for callers of the old API); same-origin only. */
export const DELETE = bffRoute({ auth: false }, async () => {
  await clearSession();
  return NextResponse.json({ ok: true }, { headers: noStore });
});
