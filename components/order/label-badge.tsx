import { useTranslations } from "next-intl";
import type { OrderLabel } from "@/lib/commerce/orders";

const TONE: Partial<Record<OrderLabel, string>> = {
  pending: "bg-accent/10 text-accent",
  cancelled: "bg-line/60 text-muted",
  canceling: "bg-accent/10 text-accent",
  afterSalesRejected: "bg-line/60 text-ink",
};

/** §4 the order's state in words (10 → 5, closed past the deadline, confirming, cancelling: the upstream's label). */
export function LabelBadge({ label }: { label: OrderLabel }) {
  const t = useTranslations("orders");
  return (
    <span
      className={`rounded-brand px-2 py-0.5 text-xs font-semibold ${TONE[label] ?? "bg-primary/10 text-ink"}`}
      data-testid="order-label"
      data-label={label}
    >
      {t(`status.${label}`)}
    </span>
  );
}
