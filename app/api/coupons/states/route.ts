import { z } from "zod";
import { Codes } from "@/lib/commerce/contract/error-codes";
import type { ClaimState } from "@/lib/commerce/coupons/coupons";
import { bffRoute } from "@/lib/http/bff";
import { clearSession } from "@/lib/session/cookie";
import { getCoupon } from "@/lib/upstream/account";
import type { CallContext } from "@/lib/upstream/client";
import { isNotFound, UpstreamError } from "@/lib/upstream/errors";
import { idList, parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

const query = z.object({ ids: idList(10) });

const isLoginExpired = (r: PromiseSettledResult<unknown>) =>
  r.status === "rejected" &&
  r.reason instanceof UpstreamError &&
  r.reason.code === Codes.loginExpired;

async function states(ctx: CallContext, ids: number[]) {
  const results = await Promise.allSettled(ids.map((id) => getCoupon(ctx, id)));
  return { results, expired: results.some(isLoginExpired) };
}

/**
 * GET /api/coupons/states?ids=1,2,3 (at most 10): each coupon's claim state for this caller —
 * already claimed and the like when signed in, the public state otherwise. Coupons the upstream
 * does not know are left out; never 401.
 */
export const GET = bffRoute({ auth: false }, async ({ request, ctx, token }) => {
  const q = parseQuery(request, query);
  if (!q.ok) return q.response;
  let signedIn = Boolean(token);
  const first = await states(ctx, q.data.ids);
  let results = first.results;
  if (first.expired) {
    await clearSession();
    signedIn = false;
    results = (await states({ ...ctx, token: undefined }, q.data.ids)).results;
  }
  const out: Record<string, ClaimState> = {};
  results.forEach((r, i) => {
    if (r.status === "fulfilled") out[String(q.data.ids[i])] = r.value.claim_state;
  });
  // nothing answered at all (upstream down): an error, so the buttons keep the page's public state
  const failure = results.find((r) => r.status === "rejected" && !isNotFound(r.reason));
  if (failure?.status === "rejected" && results.every((r) => r.status === "rejected"))
    throw failure.reason;
  return { signed_in: signedIn, states: out };
});
