import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import type { InfoDocument } from "./document-link";
import { InfoPage } from "./info-page";
import { PolicyText } from "./policy-text";

// Spec §2/§3: /agreement shows the platform's `protocol` text, /privacy its `privacy_policy`, in
// the shop's language; one screen for both, drawn from what its route read.
const DOCUMENTS = {
  agreement: { title: "agreementTitle", description: "agreementDescription" },
  privacy: { title: "privacyTitle", description: "privacyDescription" },
} as const;

export async function policyMetadata(
  doc: InfoDocument,
  params: Promise<ShopParams>,
): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "info" });
  const d = DOCUMENTS[doc];
  return pageMetadata({
    brand,
    locale,
    path: `/${doc}`,
    title: t(d.title),
    description: t(d.description, { brand: brand.name }),
  });
}

/** `text` null: the platform could not be read (the page says so rather than failing). */
export async function PolicyScreen({
  doc,
  text,
}: {
  doc: InfoDocument;
  text: { name: string; content: string } | null;
}) {
  const t = await getTranslations("info");
  const d = DOCUMENTS[doc];
  return (
    <InfoPage title={text?.name || t(d.title)} current={`/${doc}`} testId={`${doc}-page`}>
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
