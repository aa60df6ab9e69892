import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MessagesScope } from "@/components/account/messages-scope";
import { pick } from "@/lib/i18n/messages";
import type { LineDetailView, OrderView } from "@/lib/upstream/orders";
import { DownloadLink } from "./download-link";
import { LabelBadge } from "./label-badge";
import { OrderFrame } from "./order-page-shell";
import { ACTION_PRIMARY } from "./styles";
import { VoucherCard } from "./voucher-card";
import { withQr } from "./vouchers";

/**
 * Spec §2 /account/order/{sn}/vouchers: every ticket line with its vouchers (code, state, QR) and
 * the PDF. The order's label (optional) says whether vouchers are still to come (on request: "confirming").
 */
export async function VouchersScreen({
  sn,
  lines,
  order,
  header,
}: {
  sn: string;
  lines: LineDetailView[];
  order: OrderView | null;
  header: ReactNode;
}) {
  const t = await getTranslations("vouchers");
  const to = await getTranslations("orders");
  const messages = await getMessages();
  const drawn = await Promise.all(
    lines.map(async (line) => ({ line, vouchers: await withQr(line) })),
  );
  const any = drawn.some((d) => d.vouchers.length > 0);
  const confirming = order?.label === "confirming" || lines.some((l) => l.label === "confirming");

  return (
    <OrderFrame width="3xl" header={header} data-testid="vouchers-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="break-all text-sm text-muted">{to("orderSn", { sn })}</p>
        {any ? (
          <MessagesScope messages={pick(messages, ["orders", "errors"])}>
            <DownloadLink sn={sn} className={ACTION_PRIMARY} label={t("download")} />
          </MessagesScope>
        ) : null}
      </div>
      {any ? <p className="text-sm text-muted">{t("showAtGate")}</p> : null}
      {!any ? (
        <p
          className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line"
          data-testid="vouchers-empty"
        >
          {confirming ? t("confirming") : t("none")}
        </p>
      ) : null}
      {drawn
        .filter((d) => d.vouchers.length > 0)
        .map(({ line, vouchers }) => (
          <section
            key={line.id}
            aria-labelledby={`line-${line.id}`}
            className="flex flex-col gap-3"
            data-testid="voucher-line"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 id={`line-${line.id}`} className="break-words font-semibold">
                  {line.title}
                </h2>
                <p className="break-words text-sm text-muted">
                  {[
                    line.variant_name,
                    line.book_at
                      ? line.book_time
                        ? to("useDateTime", { date: line.book_at, time: line.book_time })
                        : to("useDate", { date: line.book_at })
                      : null,
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
    </OrderFrame>
  );
}

/** Spec §2 /account/order/{sn}/{id}/voucher: one line's vouchers, as large as the screen allows, for the gate. */
export async function LineVoucherScreen({
  line,
  header,
}: {
  line: LineDetailView;
  header: ReactNode;
}) {
  const t = await getTranslations("vouchers");
  const vouchers = await withQr(line);

  return (
    <OrderFrame width="md" header={header} data-testid="voucher-page">
      <div>
        <h2 className="break-words text-lg font-semibold">{line.title}</h2>
        <p className="break-words text-sm text-muted">
          {[line.variant_name, line.book_at, line.book_time].filter(Boolean).join(" · ")} ·{" "}
          {t("quantity", { count: line.quantity })}
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
        <p
          className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line"
          data-testid="vouchers-empty"
        >
          {line.label === "confirming" ? t("confirming") : t("none")}
        </p>
      )}
    </OrderFrame>
  );
}
