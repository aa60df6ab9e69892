import { getTranslations } from "next-intl/server";
import { defaultFirst, phoneText } from "@/components/account/format";
import { personal, requireToken } from "@/lib/upstream/personal";
import { recordMetadata, SavedList } from "@/components/account/record-pages";
import { ID_TYPES, type IdType } from "@/lib/commerce/accounts/identity-documents";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { listTourists } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";
const PATH = "/tourist";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props) {
  return recordMetadata(params, "tourist", "title");
}

/** Only the last four characters of a document number are shown in lists. */
const masked = (n: string) =>
  n.length > 4 ? `${"•".repeat(Math.min(8, n.length - 4))}${n.slice(-4)}` : n;
const isIdType = (n: number): n is IdType => (ID_TYPES as readonly number[]).includes(n);

/** Spec §2 /tourist: saved travellers, default first, with edit and delete. */
export default async function TouristListPage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await requireToken(PATH);
  const tourists = defaultFirst(await personal(PATH, listTourists({ ...shop.ctx, token })));
  const t = await getTranslations("tourist");

  return (
    <SavedList
      kind="tourist"
      items={tourists}
      entry={(p, badge) => (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{`${p.last_name} ${p.first_name}`}</span>
            {p.chinese_name ? <span className="text-sm">{p.chinese_name}</span> : null}
            {badge}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">
              {isIdType(p.id_type) ? t(`idType${p.id_type}`) : t("idType")}
            </dt>
            <dd className="font-mono">{masked(p.id_number)}</dd>
            <dt className="text-muted">{t("birthday")}</dt>
            <dd>{p.birthday.slice(0, 10)}</dd>
            <dt className="text-muted">{t("phone")}</dt>
            <dd>{phoneText(p.country_code, p.phone)}</dd>
          </dl>
        </>
      )}
    />
  );
}
