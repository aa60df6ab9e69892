import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { routeMetadata } from "@/lib/seo/route-title";
import { resolveShop, type ShopParams } from "@/lib/shop-params";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "upgrading", { robots: { index: false } });
}

/** Spec §2: shown during a system upgrade. */
export default async function UpgradingPage({ params }: Props) {
  await resolveShop(params);
  const t = await getTranslations("upgrading");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="upgrading">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-16 w-16 text-primary" fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="24" cy="24" r="8" />
        <path d="M24 4v6M24 38v6M4 24h6M38 24h6M9.9 9.9l4.2 4.2M33.9 33.9l4.2 4.2M9.9 38.1l4.2-4.2M33.9 14.1l4.2-4.2" />
      </svg>
      <h1 className="mt-4 text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("body")}</p>
      <a href="/" className="mt-6 rounded-brand bg-primary px-4 py-2 text-primary-contrast">
        {t("retry")}
      </a>
    </section>
  );
}
