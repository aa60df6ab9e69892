import { getMessages, getTranslations } from "next-intl/server";
import { shopDateTime } from "@/components/account/format";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { Section } from "@/components/order/order-facts";
import { OrderFrame } from "@/components/order/order-page-shell";
import { REFUND_STATUS, knownApplyType } from "@/lib/commerce/refunds/refunds";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import { pick } from "@/lib/i18n/messages";
import type { RefundView } from "@/lib/upstream/orders";
import { RefundEdit } from "./refund-edit";
import { proofImageSrc, refundChangeable } from "./refund-view";
import { RefundStatusBadge } from "./status-badge";

/** Spec §2 /refund/apply/{id}: one application with its shown status (§4); while open, edit or withdraw it. */
export async function RefundApplicationScreen({ refund }: { refund: RefundView }) {
  const t = await getTranslations("refundApply");
  const to = await getTranslations("orders");
  const messages = await getMessages();
  const symbol = symbolForCode(refund.currency_code);
  const change = refundChangeable(refund);
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-right" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <OrderFrame
      width="xl"
      // once loaded, back leads to the application's order (the list when the read failed)
      header={
        <AccountPageHeader
          title={t("applicationTitle")}
          back={{ href: `/account/order/${refund.sn}`, label: to("detailTitle") }}
        />
      }
      data-testid="refund-application-page"
      data-refund-id={refund.id}
    >
      <section className="flex flex-col gap-3 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold">
            {refund.is_cancel ? t("cancelRefund") : t(`type.${knownApplyType(refund.type)}`)}
          </h2>
          <RefundStatusBadge status={refund.status} />
        </div>
        <a href={`/account/order/${refund.sn}`} className="break-words text-sm text-primary">
          {refund.title ? `${refund.title} · ` : ""}
          {to("orderSn", { sn: refund.sn })}
        </a>
        <dl className="flex flex-col gap-1.5 text-sm">
          {row(
            t("amount"),
            <span className="font-semibold">{formatMoney(refund.amount, symbol)}</span>,
            "refund-amount-shown",
          )}
          {row(t("appliedLabel"), shopDateTime(refund.created_at))}
          {refund.updated_at !== refund.created_at
            ? row(t("updatedLabel"), shopDateTime(refund.updated_at))
            : null}
          {refund.reason
            ? row(t("reason"), <span className="whitespace-pre-line">{refund.reason}</span>)
            : null}
          {refund.tracking
            ? row(t("tracking"), <span className="font-mono">{refund.tracking}</span>)
            : null}
          {refund.note ? row(t("note"), refund.note, "refund-note") : null}
        </dl>
        {refund.images.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("imagesShown")}>
            {refund.images.map((img) => {
              const src = proofImageSrc(img.url);
              return src ? (
                <li key={img.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- the shopper's own upload, served by /api/uploads */}
                  <img
                    src={src}
                    alt=""
                    className="h-20 w-20 rounded-brand object-cover ring-1 ring-line"
                    data-testid="refund-image"
                  />
                </li>
              ) : null;
            })}
          </ul>
        ) : null}
        {refund.status === REFUND_STATUS.withdrawn ? (
          <p className="text-sm" data-testid="refund-withdrawn">
            {t("withdrawnNote")}
          </p>
        ) : (
          <p className="text-xs text-muted">{t("timesNote")}</p>
        )}
      </section>
      {change !== "none" ? (
        <Section
          id="refund-change"
          title={change === "edit" ? t("changeTitle") : t("withdrawOnlyTitle")}
        >
          <MessagesScope
            messages={pick(messages, ["refundApply", "validation", "upload", "errors"])}
          >
            <RefundEdit
              id={refund.id}
              editable={change === "edit"}
              initial={{
                reason: refund.reason,
                images: refund.images,
                tracking: refund.tracking,
                type: refund.type,
              }}
            />
          </MessagesScope>
        </Section>
      ) : null}
    </OrderFrame>
  );
}
