import { useTranslations } from "next-intl";
import { shopDateTime } from "@/components/account/format";
import { RefundStatusBadge } from "@/components/refund/status-badge";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import type { OrderDetail } from "@/lib/commerce/orders/orders.schema";
import { Section } from "./order-facts";
import { knownApplyType } from "@/lib/commerce/refunds/refunds";

/** The order's after-sales applications with their shown status (§4 Refund status), each to its page. */
export function RefundSummaries({ refunds }: { refunds: OrderDetail["refunds"] }) {
  const t = useTranslations("orders");
  const ta = useTranslations("refundApply");
  if (refunds.length === 0) return null;
  return (
    <Section id="refunds" title={t("refunds")}>
      <ul className="flex flex-col divide-y divide-line text-sm" data-testid="order-refunds">
        {refunds.map((r) => (
          <li key={r.id}>
            <a
              href={`/refund/apply/${r.id}`}
              className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-2 hover:text-primary"
              data-testid="order-refund"
            >
              <span className="flex flex-col">
                <span className="font-medium">
                  {r.is_cancel ? ta("cancelRefund") : ta(`type.${knownApplyType(r.type)}`)}
                </span>
                <span className="text-xs text-muted">
                  {ta("appliedAt", { date: shopDateTime(r.created_at) })}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold">
                  {formatMoney(r.amount, symbolForCode(r.currency_code))}
                </span>
                <RefundStatusBadge status={r.status} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
