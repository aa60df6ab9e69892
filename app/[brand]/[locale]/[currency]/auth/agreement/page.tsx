import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthShell } from "@/components/auth/auth-shell";
import { PolicyText } from "@/components/info/policy-text";
import { authMetadata } from "@/components/auth/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { orNull } from "@/lib/upstream/errors";
import { getPlatform } from "@/lib/upstream/catalogue";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return authMetadata(locale, "agreement");
}

/** Spec §2 /auth/agreement: the platform's terms (protocol) and privacy policy, shown as plain text. */
export default async function AgreementPage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("auth");
  const platform = await orNull(getPlatform(shop.ctx));
  const documents = platform
    ? [platform.protocol, platform.privacy_policy].filter((d) => d.content.trim() !== "")
    : [];
  return (
    <AuthShell title={t("titles.agreement")} wide>
      {documents.length === 0 ? (
        <p role="alert" className="text-sm">
          {t("agreementUnavailable")}
        </p>
      ) : (
        <div className="space-y-8">
          {documents.map((doc, i) => (
            <article key={i} data-testid="agreement-document">
              <h2 className="text-lg font-semibold">{doc.name}</h2>
              <div className="mt-2">
                <PolicyText content={doc.content} headingLevel={3} />
              </div>
            </article>
          ))}
        </div>
      )}
    </AuthShell>
  );
}
