import { requireToken } from "@/lib/upstream/personal";
import { recordMetadata, RecordFormPage } from "@/components/account/record-pages";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { shopToday } from "@/lib/commerce/time/shop-time";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props) {
  return recordMetadata(params, "tourist", "newTitle");
}

/** Spec §2 /tourist/new */
export default async function NewTouristPage({ params }: Props) {
  const shop = await resolveShop(params);
  await requireToken("/tourist/new");
  return (
    <RecordFormPage kind="tourist" title="newTitle">
      <TouristFormView
        callingCodes={callingCodeOptions(shop.locale)}
        today={shopToday(new Date())}
      />
    </RecordFormPage>
  );
}
