import { PolicyScreen, policyMetadata } from "@/components/info/policy-screen";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getPlatform } from "@/lib/upstream/catalogue";
import { orNull } from "@/lib/upstream/errors";

type Props = { params: Promise<ShopParams> };

export const generateMetadata = ({ params }: Props) => policyMetadata("privacy", params);

/** Spec §2/§3 /privacy: the platform's `privacy_policy` text (components/info/policy-screen). */
export default async function PrivacyPage({ params }: Props) {
  const shop = await resolveShop(params);
  const platform = await orNull(getPlatform(shop.ctx));
  return <PolicyScreen doc="privacy" text={platform?.privacy_policy ?? null} />;
}
