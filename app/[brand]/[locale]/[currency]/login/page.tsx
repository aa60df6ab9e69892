import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLinks } from "@/components/auth/auth-links";
import { AuthMessages } from "@/components/auth/auth-messages";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { PasswordSigninForm } from "@/components/auth/password-signin-form";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "index");
}

/** Spec §2 /login: the simple form — username (e-mail or phone) and password. */
export default async function SimpleLoginPage({ params }: Props) {
  await resolveShop(params);
  const t = await getTranslations("auth");
  return (
    <AuthMessages>
      <AuthShell title={t("titles.index")}>
        <PasswordSigninForm mode="username" />
        <AuthLinks links={["register", "forgotPassword"]} />
      </AuthShell>
    </AuthMessages>
  );
}
