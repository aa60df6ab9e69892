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
  return pageMetadata({ brand, locale, path: "/agreement", title: t("agreementTitle"), description: t("agreementDescription", { brand: brand.name }) });
}

/** Spec §2/§3: the platform's `protocol` text as a page, in the shop's language. */
export default async function AgreementPage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("info");
  const text = (await orNull(getPlatform(shop.ctx)))?.protocol;
  return (
    <InfoPage title={text?.name || t("agreementTitle")} current="/agreement" testId="agreement-page">
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
