import { PolicyPage, policyMetadata } from "@/components/info/policy-page";
import type { ShopParams } from "@/lib/shop-params";

type Props = { params: Promise<ShopParams> };

export const generateMetadata = ({ params }: Props) => policyMetadata("agreement", params);

/** Spec §2/§3 /agreement (components/info/policy-page). */
export default function AgreementPage({ params }: Props) {
  return <PolicyPage doc="agreement" params={params} />;
}
