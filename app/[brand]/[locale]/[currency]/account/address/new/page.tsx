import { AddressFormView } from "@/components/account/address-form";
import { requireToken } from "@/lib/upstream/personal";
import { recordMetadata, RecordFormPage } from "@/components/account/record-pages";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props) {
  return recordMetadata(params, "address", "newTitle");
}

/** Spec §2 /account/address/new */
export default async function NewAddressPage({ params }: Props) {
  const shop = await resolveShop(params);
  await requireToken("/account/address/new");
  return (
    <RecordFormPage kind="address" title="newTitle">
      <AddressFormView callingCodes={callingCodeOptions(shop.locale)} />
    </RecordFormPage>
  );
}
