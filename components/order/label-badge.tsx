import { useTranslations } from "next-intl";
import type { OrderLabel } from "@/lib/commerce/orders/orders";

// the accent and the muted grey stay on the card's own surface, ringed: on a tint they fell under 4.5:1
// (axe color-contrast on /account/orders)
const TONE: Partial<Record<OrderLabel, string>> = {
  pending: "bg-surface text-accent ring-1 ring-accent",
  cancelled: "bg-surface text-muted ring-1 ring-line",
  canceling: "bg-surface text-accent ring-1 ring-accent",
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
