import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLinks } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { RegisterForm } from "@/components/auth/register-form";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { WayClosed } from "@/components/auth/way-closed";
import { authPageOpen } from "@/lib/commerce/accounts/login-ways";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "register");
}

/** Spec §2 registration form. */
export default async function RegisterPage({ params }: Props) {
  const { brand } = await resolveShop(params);
  const t = await getTranslations("auth");
  // a way the brand does not offer (vistara: guests only) is said, not offered (lib/commerce/accounts/login-ways)
  if (!authPageOpen("register", brand.loginWays))
    return (
      <AuthShell title={t("titles.register")}>
        <WayClosed guest={brand.loginWays.includes("guest")} />
      </AuthShell>
    );
  return (
    <AuthShell title={t("titles.register")}>
      <RegisterForm />
      <AuthLinks
        lead={t("haveAccount")}
        links={["login"]}
        also={brand.loginWays.includes("phone") ? ["registerPhone"] : []}
      />
    </AuthShell>
  );
}
