import { NextResponse } from "next/server";
import { forbiddenOrigin } from "@/lib/http/respond";
import { isSameOrigin } from "@/lib/http/origin";
import { requestContext } from "@/lib/request-shop";
import { clearSession, readSessionToken } from "@/lib/session";
import type { SessionResponse } from "@/lib/session-shape";
import { getCurrentAccount } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";
const noStore = { "cache-control": "no-store" };

/** Who is signed in. Spec §6: a failed profile fetch clears the token. */
export async function GET(request: Request) {
  const token = await readSessionToken();
  if (!token) return NextResponse.json<SessionResponse>({ user: null }, { headers: noStore });
  try {
    const account = await getCurrentAccount({ ...(await requestContext(request)), token });
    return NextResponse.json<SessionResponse>({ user: { id: account.id, name: account.nickname } }, { headers: noStore });
  } catch {
    await clearSession();
    return NextResponse.json<SessionResponse>({ user: null }, { headers: noStore });
  }
}

/** Log out: same-origin requests only. */
export async function DELETE(request: Request) {
  if (!isSameOrigin(request)) return forbiddenOrigin();
  await clearSession();
  return NextResponse.json({ ok: true }, { headers: noStore });
}
