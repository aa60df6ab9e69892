import { getTranslations } from "next-intl/server";
import type { Brand } from "@/brands";

/**
 * Spec §1: one brand needs club membership (clubRequired). Its effect is not specified, so the
 * shop only says so — on the home page and beside booking — and gates nothing.
 */
export async function ClubNotice({ brand, className = "" }: { brand: Brand; className?: string }) {
  if (!brand.clubRequired) return null;
  const t = await getTranslations("club");
  return (
    <p
      className={`flex items-start gap-2 rounded-brand bg-primary/10 px-3 py-2 text-sm ${className}`}
      data-testid="club-required"
    >
      <span className="shrink-0 rounded-brand bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-contrast">
        {t("badge")}
      </span>
      <span>{t("required", { brand: brand.name })}</span>
    </p>
  );
}
