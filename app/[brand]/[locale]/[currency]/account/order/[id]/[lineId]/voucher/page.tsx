import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { recordId, requireToken } from "@/components/account/guard";
import { AccountPageHeader } from "@/components/account/page-header";
import { FetchFailed } from "@/components/order/fetch-failed";
import { loadOrderData } from "@/components/order/load";
import { VoucherCard } from "@/components/order/voucher-card";
import { withQr } from "@/components/order/vouchers";
import { isOrderSn } from "@/lib/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getOrderLine } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string; lineId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "vouchers" });
  return { title: t("voucherTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{sn}/{id}/voucher: one line's vouchers, as large as the screen allows, for the gate. */
export default async function LineVoucherPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id: sn, lineId: rawLine } = await params;
  if (!isOrderSn(sn)) notFound();
  const lineId = recordId(rawLine);
  const path = `/account/order/${sn}/${lineId}/voucher`;
  const line = await loadOrderData(path, getOrderLine({ ...shop.ctx, token: await requireToken(path) }, lineId));
  const t = await getTranslations("vouchers");
  const header = <AccountPageHeader title={t("voucherTitle")} back={{ href: `/account/order/${sn}/vouchers`, label: t("title") }} />;
  if (!line) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-6">
        {header}
        <FetchFailed retryHref={path} />
      </div>
    );
  }
  // a line of another order (even the shopper's own) is not this page
  if (line.sn !== sn) notFound();
  const vouchers = await withQr(line);

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-6" data-testid="voucher-page">
      {header}
      <div>
        <h2 className="break-words text-lg font-semibold">{line.title}</h2>
        <p className="break-words text-sm text-muted">
          {[line.variant_name, line.book_at, line.book_time].filter(Boolean).join(" · ")} · {t("quantity", { count: line.quantity })}
        </p>
        <p className="mt-1 text-sm text-muted">{line.contact.name}</p>
      </div>
      {vouchers.length ? (
        <>
          <p className="rounded-brand bg-primary/10 p-3 text-center text-sm">{t("brightness")}</p>
          <ul className="flex flex-col gap-4">
            {vouchers.map((v, i) => (
              <VoucherCard key={v.id} voucher={v} large index={i} total={vouchers.length} />
            ))}
          </ul>
        </>
      ) : (
        <p className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line" data-testid="vouchers-empty">
          {line.label === "confirming" ? t("confirming") : t("none")}
        </p>
      )}
    </div>
  );
}
