import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLinks } from "@/components/auth/auth-links";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { RegisterPhoneForm } from "@/components/auth/register-phone-form";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { WayClosed } from "@/components/auth/way-closed";
import { authPageOpen } from "@/lib/commerce/accounts/login-ways";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "registerPhone");
}

/** Spec §2 /auth/register-tk: registration with phone + verification code + password. */
export default async function RegisterPhonePage({ params }: Props) {
  const { brand } = await resolveShop(params);
  const t = await getTranslations("auth");
  // a way the brand does not offer (vistara: guests only) is said, not offered (lib/commerce/accounts/login-ways)
  if (!authPageOpen("registerPhone", brand.loginWays))
    return (
      <AuthShell title={t("titles.registerPhone")}>
        <WayClosed guest={brand.loginWays.includes("guest")} />
      </AuthShell>
    );
  return (
    <AuthShell title={t("titles.registerPhone")}>
      <RegisterPhoneForm />
      <AuthLinks lead={t("haveAccount")} links={["login"]} also={["register"]} />
    </AuthShell>
  );
}
