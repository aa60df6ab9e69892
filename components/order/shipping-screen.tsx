import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { shopDateTime } from "@/components/account/format";
import { MessagesScope } from "@/components/account/messages-scope";
import { pick } from "@/lib/i18n/messages";
import type { DeliveryView, OrderView } from "@/lib/upstream/orders";
import { CopyButton } from "./copy-button";
import { LabelBadge } from "./label-badge";
import { Section } from "./order-facts";
import { OrderFrame } from "./order-page-shell";
import { latestScan } from "./timeline";

/**
 * Spec §2 /account/order/{id}/shipping: where it goes and each parcel (carrier, tracking number to
 * copy, latest scan). `order` (optional) names each parcel's line.
 */
export async function ShippingScreen({
  sn,
  delivery,
  order,
  header,
}: {
  sn: string;
  delivery: DeliveryView;
  order: OrderView | null;
  header: ReactNode;
}) {
  const t = await getTranslations("orders");
  const messages = await getMessages();
  const lineTitle = (id: number | null) =>
    id === null ? null : (order?.lines.find((l) => l.id === id)?.title ?? null);
  const a = delivery.address;

  return (
    <OrderFrame width="3xl" header={header} data-testid="shipping-page">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span className="break-all">{t("orderSn", { sn: delivery.sn })}</span>
        <LabelBadge label={delivery.label} />
      </p>
      {a ? (
        <Section id="ship-to" title={t("address")}>
          <div className="text-sm" data-testid="shipping-address">
            <p className="break-words font-medium">
              {a.name}{" "}
              {a.phone
                ? a.phone.startsWith("+") || !a.country_code
                  ? a.phone
                  : `+${a.country_code} ${a.phone}`
                : ""}
            </p>
            <p className="break-words text-muted">
              {[a.region, a.district, a.address].filter(Boolean).join(" ")}
            </p>
          </div>
        </Section>
      ) : null}
      <MessagesScope messages={pick(messages, ["orders", "errors"])}>
        {delivery.shipments.length === 0 ? (
          <p
            className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line"
            data-testid="shipping-empty"
          >
            {t("noShipments")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="shipments">
            {delivery.shipments.map((s, i) => {
              const last = latestScan(s.events);
              const title = lineTitle(s.order_line_id);
              return (
                <li
                  key={s.id}
                  className="flex flex-col gap-2 rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5"
                  data-testid="shipment"
                >
                  <h2 className="font-semibold">
                    {t("parcel", { n: i + 1, total: delivery.shipments.length })}
                  </h2>
                  {title ? <p className="break-words text-sm text-muted">{title}</p> : null}
                  <dl className="flex flex-col gap-1 text-sm">
                    <div className="flex flex-wrap items-baseline gap-x-2">
                      <dt className="text-muted">{t("carrier")}</dt>
                      <dd className="font-medium" data-testid="shipment-carrier">
                        {s.carrier}
                      </dd>
                    </div>
                    <div className="flex flex-wrap items-center gap-x-2">
                      <dt className="text-muted">{t("tracking")}</dt>
                      <dd className="break-all font-mono" data-testid="shipment-tracking">
                        {s.tracking}
                      </dd>
                      <dd>
                        <CopyButton text={s.tracking} testId="copy-tracking" />
                      </dd>
                    </div>
                    <div className="flex flex-wrap items-baseline gap-x-2">
                      <dt className="text-muted">{t("shippedLabel")}</dt>
                      <dd>{shopDateTime(s.shipped_at)}</dd>
                    </div>
                  </dl>
                  <div className="rounded-brand bg-bg p-3 text-sm" data-testid="shipment-latest">
                    <p className="text-xs text-muted">{t("latestScan")}</p>
                    {last ? (
                      <p className="break-words">
                        <span className="font-medium">{last.text}</span>
                        {last.place ? <span className="text-muted"> · {last.place}</span> : null}
                        <span className="block text-xs text-muted">{shopDateTime(last.at)}</span>
                      </p>
                    ) : (
                      <p className="text-muted">{t("noScans")}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </MessagesScope>
      <a
        href={`/account/order/${sn}/trace`}
        className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary"
        data-testid="shipping-trace-link"
      >
        {t("historyLink")} →
      </a>
    </OrderFrame>
  );
}
