import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InfoPage } from "@/components/info/info-page";
import { PolicyText } from "@/components/info/policy-text";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getPlatform } from "@/lib/upstream/catalogue";
import { orNull } from "@/lib/upstream/errors";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "info" });
  return pageMetadata({ brand, locale, path: "/privacy", title: t("privacyTitle"), description: t("privacyDescription", { brand: brand.name }) });
}

/** Spec §2/§3: the platform's `privacy_policy` text as a page, in the shop's language. */
export default async function PrivacyPage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("info");
  const text = (await orNull(getPlatform(shop.ctx)))?.privacy_policy;
  return (
    <InfoPage title={text?.name || t("privacyTitle")} current="/privacy" testId="privacy-page">
      {text?.content.trim() ? (
        <PolicyText content={text.content} />
      ) : (
        <p role="alert" className="text-sm">
          {t("unavailable")}
        </p>
      )}
    </InfoPage>
  );
}
