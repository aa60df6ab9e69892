import { AddressFormView } from "@/components/account/address-form";
import { personal, requireToken } from "@/lib/upstream/personal";
import { recordId } from "@/lib/http/order-params";
import { recordMetadata, RecordFormPage } from "@/components/account/record-pages";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getAddress } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props) {
  return recordMetadata(params, "address", "editTitle");
}

/** Spec §2 /account/address/{id}: another person's id (20004 from the upstream) is a 404. */
export default async function EditAddressPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id: raw } = await params;
  const id = recordId(raw);
  const path = `/account/address/${id}`;
  const token = await requireToken(path);
  const address = await personal(path, getAddress({ ...shop.ctx, token }, id), {
    missing: "notFound",
  });
  return (
    <RecordFormPage kind="address" title="editTitle">
      <AddressFormView initial={address} callingCodes={callingCodeOptions(shop.locale)} />
    </RecordFormPage>
  );
}
