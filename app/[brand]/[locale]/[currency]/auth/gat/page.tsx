import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthShell } from "@/components/auth/auth-shell";
import { authMetadata } from "@/components/auth/metadata";
import { primaryButtonClass } from "@/components/auth/styles";
import { loginRedirectPath } from "@/lib/commerce/accounts/access";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { partnerReturnUrl } from "@/lib/shop/partner-origins";
import { readSessionToken } from "@/lib/session/cookie";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getAuthCode } from "@/lib/upstream/account";
import { UpstreamError } from "@/lib/upstream/errors";
import { expiredHref } from "@/lib/upstream/personal";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "gat");
}

/**
 * Spec §2 /auth/gat (login required), §7 GET open/accounts/auth_code: hands a one-time auth code to
 * a partner app at its return_url — only when that URL's origin is one of the brand's partners
 * (lib/shop/partner-origins.ts); anything else is refused on the page, never followed.
 */
export default async function GatPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const query = await searchParams;
  const returnUrl = typeof query.return_url === "string" ? query.return_url : null;
  const here = returnUrl ? `/auth/gat?return_url=${encodeURIComponent(returnUrl)}` : "/auth/gat";

  const token = await readSessionToken();
  if (!token) redirect(loginRedirectPath(here, shop.brand.unionSignIn));

  const t = await getTranslations("auth");
  const target = partnerReturnUrl(shop.brand.slug, returnUrl);
  if (!target)
    return <GatProblem title={t("titles.gat")} message={t("gatNotAllowed")} home={t("goHome")} />;

  let code: string;
  try {
    code = (await getAuthCode({ ...shop.ctx, token })).auth_code;
  } catch (error) {
    // spec §8: an expired login clears the cookie (a route handler's job) and asks to sign in again
    if (error instanceof UpstreamError && error.code === Codes.loginExpired)
      redirect(expiredHref(here, token));
    return <GatProblem title={t("titles.gat")} message={t("gatFailed")} home={t("goHome")} />;
  }
  target.searchParams.set("auth_code", code);
  redirect(target.toString());
}

function GatProblem({ title, message, home }: { title: string; message: string; home: string }) {
  return (
    <AuthShell title={title}>
      <p role="alert" className="text-sm" data-testid="gat-error">
        {message}
      </p>
      <a href="/" className={`mt-6 ${primaryButtonClass}`}>
        {home}
      </a>
    </AuthShell>
  );
}
