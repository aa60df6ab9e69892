import type { Metadata } from "next";
import { VipScreen } from "@/components/vip/vip-screen";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { MEMBERSHIP_LEVELS } from "@/lib/commerce/membership/membership";
import { routeMetadata } from "@/lib/seo/route-title";
import { readSessionToken } from "@/lib/session/cookie";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getMembershipPackage, getMyMembership } from "@/lib/upstream/membership";
import { orNull, UpstreamError } from "@/lib/upstream/errors";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "vip");
}

/** Spec §2 /vip (components/vip/vip-screen). */
export default async function VipPage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await readSessionToken();
  const [packages, membership] = await Promise.all([
    Promise.all(MEMBERSHIP_LEVELS.map((level) => orNull(getMembershipPackage(shop.ctx, level)))),
    token
      ? getMyMembership({ ...shop.ctx, token }).catch((error: unknown) => {
          // an expired session reads as signed out here; the page is public
          if (error instanceof UpstreamError && error.code === Codes.loginExpired) return null;
          throw error;
        })
      : Promise.resolve(null),
  ]);
  return (
    <VipScreen
      packages={packages}
      membership={membership}
      signedIn={token !== null && token !== undefined}
      locale={shop.locale}
    />
  );
}
