import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteButton } from "@/components/account/delete-button";
import { defaultFirst, phoneText } from "@/components/account/format";
import { personal, requireToken } from "@/components/account/guard";
import { AccountPageHeader } from "@/components/account/page-header";
import { ID_TYPES, type IdType } from "@/lib/commerce/identity-documents";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { listTourists } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";
const PATH = "/tourist";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "tourist" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Only the last four characters of a document number are shown in lists. */
const masked = (n: string) => (n.length > 4 ? `${"•".repeat(Math.min(8, n.length - 4))}${n.slice(-4)}` : n);
const isIdType = (n: number): n is IdType => (ID_TYPES as readonly number[]).includes(n);

/** Spec §2 /tourist: saved travellers, default first, with edit and delete. */
export default async function TouristListPage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await requireToken(PATH);
  const tourists = defaultFirst(await personal(PATH, listTourists({ ...shop.ctx, token })));
  const t = await getTranslations("tourist");
  const ta = await getTranslations("account");
  const labels = { delete: t("delete"), confirm: t("deleteConfirm"), cancel: t("cancel"), deleting: t("deleting"), deleted: t("deleted") };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6" data-testid="tourist-page">
      <AccountPageHeader
        title={t("title")}
        back={{ href: "/account", label: ta("title") }}
        action={
          <a href="/tourist/new" className="rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast" data-testid="tourist-new">
            {t("add")}
          </a>
        }
      />
      {tourists.length ? (
        <ul className="flex flex-col gap-3" data-testid="tourist-list">
          {tourists.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 rounded-brand bg-surface p-4 ring-1 ring-line" data-testid="tourist-item" data-default={p.is_default}>
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{`${p.last_name} ${p.first_name}`}</span>
                {p.chinese_name ? <span className="text-sm">{p.chinese_name}</span> : null}
                {p.is_default ? <span className="rounded-brand bg-primary/10 px-2 py-0.5 text-xs font-medium text-ink">{t("default")}</span> : null}
              </p>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{isIdType(p.id_type) ? t(`idType${p.id_type}`) : t("idType")}</dt>
                <dd className="font-mono">{masked(p.id_number)}</dd>
                <dt className="text-muted">{t("birthday")}</dt>
                <dd>{p.birthday.slice(0, 10)}</dd>
                <dt className="text-muted">{t("phone")}</dt>
                <dd>{phoneText(p.country_code, p.phone)}</dd>
              </dl>
              <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-2">
                <a href={`/tourist/${p.id}`} className="rounded-brand px-3 py-1.5 text-sm text-primary ring-1 ring-line hover:ring-primary">
                  {t("edit")}
                </a>
                <DeleteButton url={`/api/account/tourist/${p.id}`} labels={labels} testId="tourist-delete" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-brand bg-surface p-8 text-center ring-1 ring-line" data-testid="tourist-empty">
          <p className="text-muted">{t("empty")}</p>
          <a href="/tourist/new" className="mt-4 inline-block rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast">
            {t("add")}
          </a>
        </div>
      )}
    </div>
  );
}
