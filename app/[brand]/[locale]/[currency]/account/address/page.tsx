import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteButton } from "@/components/account/delete-button";
import { defaultFirst, phoneText } from "@/components/account/format";
import { personal, requireToken } from "@/components/account/guard";
import { AccountPageHeader } from "@/components/account/page-header";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { listAddresses } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";
const PATH = "/account/address";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "address" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/address: saved addresses, default first, with edit and delete. */
export default async function AddressListPage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await requireToken(PATH);
  const addresses = defaultFirst(await personal(PATH, listAddresses({ ...shop.ctx, token })));
  const t = await getTranslations("address");
  const ta = await getTranslations("account");
  const labels = { delete: t("delete"), confirm: t("deleteConfirm"), cancel: t("cancel"), deleting: t("deleting"), deleted: t("deleted") };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6" data-testid="address-page">
      <AccountPageHeader
        title={t("title")}
        back={{ href: "/account", label: ta("title") }}
        action={
          <a href="/account/address/new" className="rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast" data-testid="address-new">
            {t("add")}
          </a>
        }
      />
      {addresses.length ? (
        <ul className="flex flex-col gap-3" data-testid="address-list">
          {addresses.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 rounded-brand bg-surface p-4 ring-1 ring-line" data-testid="address-item" data-default={a.is_default}>
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{a.name}</span>
                <span className="text-sm text-muted">{phoneText(a.country_code, a.phone)}</span>
                {a.is_default ? <span className="rounded-brand bg-primary/10 px-2 py-0.5 text-xs font-medium text-ink">{t("default")}</span> : null}
              </p>
              <p className="text-sm">{[a.region, a.district, a.address].filter(Boolean).join(" ")}</p>
              <p className="text-sm text-muted">{a.email}</p>
              <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-2">
                <a href={`/account/address/${a.id}`} className="rounded-brand px-3 py-1.5 text-sm text-primary ring-1 ring-line hover:ring-primary">
                  {t("edit")}
                </a>
                <DeleteButton url={`/api/account/address/${a.id}`} labels={labels} testId="address-delete" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-brand bg-surface p-8 text-center ring-1 ring-line" data-testid="address-empty">
          <p className="text-muted">{t("empty")}</p>
          <a href="/account/address/new" className="mt-4 inline-block rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast">
            {t("add")}
          </a>
        </div>
      )}
    </div>
  );
}
