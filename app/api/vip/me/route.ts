import { Codes } from "@/lib/commerce/contract/error-codes";
import { DEFAULT_MEMBERSHIP_LEVEL, isMembershipLevel } from "@/lib/commerce/membership/membership";
import { bffRoute } from "@/lib/http/bff";
import { orNull, UpstreamError } from "@/lib/upstream/errors";
import { getMembershipPackage, getMyMembership } from "@/lib/upstream/membership";

export const dynamic = "force-dynamic";

/**
 * GET /api/vip/me → { level, end_date, percent, join_percent }: the caller's tier (null when not a
 * member or not signed in) and its member-price percent, plus the default tier's percent for "join
 * to save". Catalogue pages are cached and shared, so they learn this from the browser's request.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, token }) => {
  const membership = token
    ? await getMyMembership({ ...ctx, token }).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.code === Codes.loginExpired) return null;
        throw error;
      })
    : null;
  const level = membership && isMembershipLevel(membership.level) ? membership.level : null;
  const [mine, join] = await Promise.all([
    level ? orNull(getMembershipPackage(ctx, level)) : Promise.resolve(null),
    orNull(getMembershipPackage(ctx, DEFAULT_MEMBERSHIP_LEVEL)),
  ]);
  return {
    level,
    end_date: membership?.end_date ?? null,
    percent: mine?.member_discount_percent ?? 0,
    join_percent: join?.member_discount_percent ?? 0,
  };
});
