import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requireToken } from "@/components/account/guard";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { DownloadLink } from "@/components/order/download-link";
import { FetchFailed } from "@/components/order/fetch-failed";
import { LabelBadge } from "@/components/order/label-badge";
import { loadOrderData } from "@/components/order/load";
import { ACTION_PRIMARY } from "@/components/order/styles";
import { VoucherCard } from "@/components/order/voucher-card";
import { withQr } from "@/components/order/vouchers";
import { pick, type Messages } from "@/lib/i18n/messages";
import { isOrderSn } from "@/lib/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { orNull } from "@/lib/upstream/errors";
import { getOrder, getOrderVouchers } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "vouchers" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/order/{sn}/vouchers: every ticket line with its vouchers (code, state, QR) and the PDF. */
export default async function OrderVouchersPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id: sn } = await params;
  if (!isOrderSn(sn)) notFound();
  const path = `/account/order/${sn}/vouchers`;
  const ctx = { ...shop.ctx, token: await requireToken(path) };
  // the order's label says whether vouchers are still to come (on request: "confirming")
  const [lines, order] = await Promise.all([loadOrderData(path, getOrderVouchers(ctx, sn)), orNull(getOrder(ctx, sn))]);
  const t = await getTranslations("vouchers");
  const to = await getTranslations("orders");
  const messages = (await getMessages()) as Messages;
  const header = <AccountPageHeader title={t("title")} back={{ href: `/account/order/${sn}`, label: to("detailTitle") }} />;
  if (!lines) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        {header}
        <FetchFailed retryHref={path} />
      </div>
    );
  }
  const drawn = await Promise.all(lines.map(async (line) => ({ line, vouchers: await withQr(line) })));
  const any = drawn.some((d) => d.vouchers.length > 0);
  const confirming = order?.label === "confirming" || lines.some((l) => l.label === "confirming");

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6" data-testid="vouchers-page">
      {header}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="break-all text-sm text-muted">{to("orderSn", { sn })}</p>
        {any ? (
          <MessagesScope messages={pick(messages, ["orders"])}>
            <DownloadLink sn={sn} className={ACTION_PRIMARY} label={t("download")} />
          </MessagesScope>
        ) : null}
      </div>
      {any ? <p className="text-sm text-muted">{t("showAtGate")}</p> : null}
      {!any ? (
        <p className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line" data-testid="vouchers-empty">
          {confirming ? t("confirming") : t("none")}
        </p>
      ) : null}
      {drawn
        .filter((d) => d.vouchers.length > 0)
        .map(({ line, vouchers }) => (
          <section key={line.id} aria-labelledby={`line-${line.id}`} className="flex flex-col gap-3" data-testid="voucher-line">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 id={`line-${line.id}`} className="break-words font-semibold">
                  {line.title}
                </h2>
                <p className="break-words text-sm text-muted">
                  {[
                    line.variant_name,
                    line.book_at ? (line.book_time ? to("useDateTime", { date: line.book_at, time: line.book_time }) : to("useDate", { date: line.book_at })) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <LabelBadge label={line.label} />
            </div>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {vouchers.map((v, i) => (
                <VoucherCard key={v.id} voucher={v} index={i} total={vouchers.length} />
              ))}
            </ul>
            <a
              href={`/account/order/${sn}/${line.id}/voucher`}
              className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary"
              data-testid="voucher-fullscreen-link"
            >
              {t("fullScreen")} →
            </a>
          </section>
        ))}
    </div>
  );
}
