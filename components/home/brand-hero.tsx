import { getTranslations } from "next-intl/server";
import type { Brand } from "@/brands";
import type { Locale } from "@/lib/commerce/platform/locales";
import { ClubNotice } from "../layout/club-notice";

/** The home page's heading: the brand's own tagline, and the club requirement where a brand has one. */
export async function BrandHero({ brand, locale }: { brand: Brand; locale: Locale }) {
  const t = await getTranslations("home");
  return (
    <div className="flex flex-col gap-2" data-testid="brand-hero">
      <h1 className="text-xl font-bold leading-snug md:text-2xl">
        <span className="sr-only">{t("welcome", { brand: brand.name })} · </span>
        {brand.tagline[locale]}
      </h1>
      <ClubNotice brand={brand} />
    </div>
  );
}
