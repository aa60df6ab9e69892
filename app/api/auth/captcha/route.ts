import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/http/bff";
import { getCaptcha } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

/**
 * GET accounts/captcha: a fresh proof-of-work challenge after 30009. Answered as the bare challenge
 * JSON (not the BFF envelope) because the altcha widget fetches this URL itself; failures keep the
 * envelope and the widget shows its error state.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx }) => {
  const challenge = await getCaptcha({ ...ctx, token: undefined });
  return NextResponse.json(challenge, { headers: { "cache-control": "no-store" } });
});
