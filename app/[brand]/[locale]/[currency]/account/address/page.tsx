import { defaultFirst, phoneText } from "@/components/account/format";
import { personal, requireToken } from "@/lib/upstream/personal";
import { recordMetadata, SavedList } from "@/components/account/record-pages";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { listAddresses } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";
const PATH = "/account/address";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props) {
  return recordMetadata(params, "address", "title");
}

/** Spec §2 /account/address: saved addresses, default first, with edit and delete. */
export default async function AddressListPage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await requireToken(PATH);
  const addresses = defaultFirst(await personal(PATH, listAddresses({ ...shop.ctx, token })));

  return (
    <SavedList
      kind="address"
      items={addresses}
      entry={(a, badge) => (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{a.name}</span>
            <span className="text-sm text-muted">{phoneText(a.country_code, a.phone)}</span>
            {badge}
          </p>
          <p className="text-sm">{[a.region, a.district, a.address].filter(Boolean).join(" ")}</p>
          <p className="text-sm text-muted">{a.email}</p>
        </>
      )}
    />
  );
}
