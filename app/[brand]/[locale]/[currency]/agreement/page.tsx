import { PolicyScreen, policyMetadata } from "@/components/info/policy-screen";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getPlatform } from "@/lib/upstream/catalogue";
import { orNull } from "@/lib/upstream/errors";

type Props = { params: Promise<ShopParams> };

export const generateMetadata = ({ params }: Props) => policyMetadata("agreement", params);

/** Spec §2/§3 /agreement: the platform's `protocol` text (components/info/policy-screen). */
export default async function AgreementPage({ params }: Props) {
  const shop = await resolveShop(params);
  const platform = await orNull(getPlatform(shop.ctx));
  return <PolicyScreen doc="agreement" text={platform?.protocol ?? null} />;
}
