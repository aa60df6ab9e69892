import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { refundLines, type RefundLine } from "@/lib/commerce/refunds/refund-terms";
import type { OrderLineView } from "@/lib/commerce/orders/orders.schema";
import { shopDateTime } from "@/components/account/format";

/** The policy words for a line's refund now: the policy item that sets the amount, tag 0 / 2, or goods' after-sales rule. */
function policyLine(refund: OrderLineView["refund"]): RefundLine | null {
  if (refund.rule === "policy" && refund.item) return refundLines(3, [refund.item])[0] ?? null;
  if (refund.rule === "anytime") return { key: "anytime" };
  if (refund.rule === "nonRefundable") return { key: "nonRefundable" };
  return null;
}

/**
 * A line's refund rule in words (§4 Product refund tag, §3 refund policy item, §9 after-sales):
 * the policy line that applies, then what it refunds now and until when — or why nothing.
 */
export function LineRefundNote({
  refund,
  symbol,
  testId = "line-refund",
}: {
  refund: OrderLineView["refund"];
  symbol: string;
  testId?: string;
}) {
  const t = useTranslations("orders");
  const tr = useTranslations("refund");
  const policy = policyLine(refund);
  const amount = formatMoney(refund.amount, symbol);
  let now: string | null = null;
  if (refund.rule === "expired") now = t("refundExpired");
  else if (refund.rule === "used") now = t("refundUsed");
  else if (refund.rule === "cancel") now = t("refundByCancel", { amount });
  // no way to a refund now (lib/commerce/refunds/refunds refundNow "none"): the rule says why, no amount
  else if (refund.rule !== "nonRefundable" && refund.amount > 0)
    now = refund.until
      ? t("refundNowUntil", { amount, until: shopDateTime(refund.until) })
      : t("refundNow", { amount });

  return (
    <div
      className="flex flex-col gap-0.5 text-xs text-muted"
      data-testid={testId}
      data-rule={refund.rule}
    >
      {policy ? <p>{"values" in policy ? tr(policy.key, policy.values) : tr(policy.key)}</p> : null}
      {refund.rule === "goods" ? <p>{t("refundGoods")}</p> : null}
      {now ? <p className={refund.amount > 0 ? "text-ink" : undefined}>{now}</p> : null}
    </div>
  );
}
