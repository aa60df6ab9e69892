import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { shopDateTime } from "@/components/account/format";
import type { DeliveryView } from "@/lib/upstream/orders";
import { LabelBadge } from "./label-badge";
import { OrderFrame } from "./order-page-shell";
import { timeline } from "./timeline";

/** Spec §2 /account/order/{id}/trace: the carriers' scans and the order's history, newest first. */
export async function TraceScreen({
  delivery,
  header,
}: {
  delivery: DeliveryView;
  header: ReactNode;
}) {
  const t = await getTranslations("orders");
  const entries = timeline(delivery);

  return (
    <OrderFrame width="3xl" header={header} data-testid="trace-page">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span className="break-all">{t("orderSn", { sn: delivery.sn })}</span>
        <LabelBadge label={delivery.label} />
      </p>
      {entries.length === 0 ? (
        <p
          className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line"
          data-testid="trace-empty"
        >
          {t("noEvents")}
        </p>
      ) : (
        <ol className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5" data-testid="timeline">
          {entries.map((e, i) => (
            <li
              key={i}
              className="relative flex gap-3 pb-4 last:pb-0"
              data-testid="timeline-entry"
              data-type={e.type}
              data-kind={e.type === "event" ? e.raw : undefined}
            >
              <span aria-hidden="true" className="flex flex-col items-center">
                <span
                  className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${i === 0 ? "bg-primary" : "bg-line"}`}
                />
                {i < entries.length - 1 ? <span className="w-px flex-1 bg-line" /> : null}
              </span>
              <div className="min-w-0 flex-1 text-sm">
                {e.type === "event" ? (
                  <p className={i === 0 ? "font-semibold" : undefined}>
                    {e.kind ? t(`event.${e.kind}`) : t("eventOther", { kind: e.raw })}
                  </p>
                ) : (
                  <p className={`break-words ${i === 0 ? "font-semibold" : ""}`}>
                    {e.text}
                    {e.place ? <span className="font-normal text-muted"> · {e.place}</span> : null}
                    <span className="block text-xs font-normal text-muted">
                      {t("scanBy", { carrier: e.carrier, tracking: e.tracking })}
                    </span>
                  </p>
                )}
                <time dateTime={e.at} className="text-xs text-muted">
                  {shopDateTime(e.at)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </OrderFrame>
  );
}
