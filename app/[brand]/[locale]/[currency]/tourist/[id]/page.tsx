import { personal, requireToken } from "@/lib/upstream/personal";
import { recordId } from "@/lib/http/order-params";
import { recordMetadata, RecordFormPage } from "@/components/account/record-pages";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { shopToday } from "@/lib/commerce/time/shop-time";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getTourist } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props) {
  return recordMetadata(params, "tourist", "editTitle");
}

/** Spec §2 /tourist/{id}: another person's id (20004 from the upstream) is a 404. */
export default async function EditTouristPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id: raw } = await params;
  const id = recordId(raw);
  const path = `/tourist/${id}`;
  const token = await requireToken(path);
  const tourist = await personal(path, getTourist({ ...shop.ctx, token }, id), {
    missing: "notFound",
  });
  return (
    <RecordFormPage kind="tourist" title="editTitle">
      <TouristFormView
        initial={tourist}
        callingCodes={callingCodeOptions(shop.locale)}
        today={shopToday(new Date())}
      />
    </RecordFormPage>
  );
}
