import { useTranslations } from "next-intl";
import { refundStatusLabel } from "@/lib/commerce/refunds/refunds";

/** §4 Refund status as shown (6 → processing, 7 → rejected). */
export function RefundStatusBadge({ status }: { status: number }) {
  const t = useTranslations("refundApply");
  const label = refundStatusLabel(status);
  const tone =
    label === "rejected"
      ? "bg-line/60 text-ink"
      : label === "refunded"
        ? "bg-primary/10 text-ink"
        : // the accent on the surface, ringed: on a tint of itself it fell under 4.5:1
          "bg-surface text-accent ring-1 ring-accent";
  return (
    <span
      className={`rounded-brand px-2 py-0.5 text-xs font-semibold ${tone}`}
      data-testid="refund-status"
      data-status={label}
    >
      {t(`status.${label}`)}
    </span>
  );
}
