import { useTranslations } from "next-intl";
import { ORDER_STATUS } from "@/lib/commerce/orders/orders";

/**
 * What cancelling does (§4 Order cancel, §9): an unpaid order closes at once and gives back its
 * coupon and stock; a paid one becomes a full refund, in progress until the merchant completes it.
 * Shared by the cancel dialog and the /order/cancel screen.
 */
export function CancelQuestion({ status, paid }: { status: number; paid: string }) {
  const t = useTranslations("orders");
  return status === ORDER_STATUS.pending ? (
    <p data-testid="cancel-effect">{t("cancelUnpaid")}</p>
  ) : (
    <p data-testid="cancel-effect">{t("cancelPaid", { amount: paid })}</p>
  );
}
