import { useTranslations } from "next-intl";
import { shopStamp } from "@/lib/commerce/time/shop-time";

export type VoucherView = {
  id: number;
  code: string;
  status: number;
  issued_at: string;
  used_at: string | null;
  svg: string | null;
};

const STATUS = ["valid", "used", "void"] as const;
const statusOf = (n: number) => STATUS[n] ?? "void";

/**
 * One voucher: its code and state (valid / used / void) and, while valid, its QR code drawn on the
 * server as inline SVG (nothing to fetch, so it still shows offline once the page is loaded),
 * at least 200 px wide so a gate scanner reads it off a phone.
 */
export function VoucherCard({
  voucher,
  large = false,
  index,
  total,
}: {
  voucher: VoucherView;
  large?: boolean;
  index: number;
  total: number;
}) {
  const t = useTranslations("vouchers");
  const status = statusOf(voucher.status);
  return (
    <li
      className={`flex flex-col items-center gap-2 rounded-brand bg-surface p-4 text-center ring-1 ring-line ${status === "valid" ? "" : "opacity-70"}`}
      data-testid="voucher"
      data-code={voucher.code}
      data-status={status}
    >
      <p className="text-xs text-muted">{t("nth", { n: index + 1, total })}</p>
      {voucher.svg && status === "valid" ? (
        <div
          role="img"
          aria-label={t("qrAlt", { code: voucher.code })}
          className={`aspect-square bg-white p-2 ${large ? "w-full max-w-80" : "w-56"} [&>svg]:h-full [&>svg]:w-full`}
          data-testid="voucher-qr"
          dangerouslySetInnerHTML={{ __html: voucher.svg }}
        />
      ) : null}
      <p
        className={`break-all font-mono font-semibold tracking-wider ${large ? "text-2xl" : "text-lg"} ${status === "void" ? "line-through" : ""}`}
        data-testid="voucher-code"
      >
        {voucher.code}
      </p>
      <p>
        <span
          className={`rounded-brand px-2 py-0.5 text-xs font-semibold ${status === "valid" ? "bg-primary/10 text-ink" : "bg-line/60 text-ink"}`}
          data-testid="voucher-status"
        >
          {t(`status.${status}`)}
        </span>
      </p>
      <p className="text-xs text-muted">
        {status === "used" && voucher.used_at
          ? t("usedAt", { date: shopStamp(voucher.used_at) })
          : t("issuedAt", { date: shopStamp(voucher.issued_at) })}
      </p>
    </li>
  );
}
