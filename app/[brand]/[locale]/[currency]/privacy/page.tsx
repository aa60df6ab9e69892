import { PolicyPage, policyMetadata } from "@/components/info/policy-page";
import type { ShopParams } from "@/lib/shop-params";

type Props = { params: Promise<ShopParams> };

export const generateMetadata = ({ params }: Props) => policyMetadata("privacy", params);

/** Spec §2/§3 /privacy (components/info/policy-page). */
export default function PrivacyPage({ params }: Props) {
  return <PolicyPage doc="privacy" params={params} />;
}
