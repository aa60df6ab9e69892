import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthErrorNotice } from "@/components/auth/auth-error-notice";
import { AuthShell } from "@/components/auth/auth-shell";
import { primaryButtonClass } from "@/components/auth/styles";
import { authMetadata } from "@/components/auth/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "platformWarning");
}

/** Spec §6: union-sign-in brands send login-required routes here ("Please log in to the specified channel"). */
export default async function PlatformWarningPage({ params }: Props) {
  await resolveShop(params);
  const t = await getTranslations("auth");
  return (
    <AuthShell title={t("platformWarning")}>
      <AuthErrorNotice />
      <p className="text-sm" data-testid="platform-warning">
        {t("platformWarningBody")}
      </p>
      <a href="/" className={`mt-6 ${primaryButtonClass}`}>
        {t("goHome")}
      </a>
    </AuthShell>
  );
}
