import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InfoPage } from "@/components/info/info-page";
import { JsonLd } from "@/components/seo/json-ld";
import { brandOrigin, localisedUrl, pageMetadata } from "@/lib/seo/metadata";
import { faqPageLd } from "@/lib/seo/structured-data";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { orNull } from "@/lib/upstream/errors";
import { getFaq } from "@/lib/upstream/info";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "info" });
  return pageMetadata({
    brand,
    locale,
    path: "/faq",
    title: t("faqTitle"),
    description: t("faqDescription", { brand: brand.name }),
  });
}

/** Spec §2 FAQ: the brand's entries from the upstream, each a disclosure (no JavaScript needed). */
export default async function FaqPage({ params }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("info");
  const entries = await orNull(getFaq(shop.ctx));
  return (
    <InfoPage title={t("faqTitle")} current="/faq" testId="faq-page">
      {entries === null ? (
        <p role="alert" className="text-sm">
          {t("unavailable")}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{t("faqEmpty")}</p>
      ) : (
        <>
          <div className="divide-y divide-line rounded-brand border border-line bg-surface">
            {entries.map((e) => (
              <details key={e.id} className="group px-4 py-3" data-testid="faq-entry">
                <summary className="cursor-pointer list-none font-medium marker:hidden">
                  <span
                    className="mr-2 inline-block transition-transform group-open:rotate-90"
                    aria-hidden="true"
                  >
                    ›
                  </span>
                  {e.question}
                </summary>
                <p className="mt-2 whitespace-pre-line pl-5 text-sm leading-relaxed text-ink/90">
                  {e.answer}
                </p>
              </details>
            ))}
          </div>
          <p className="mt-6 text-sm text-muted">{t("stillQuestions")}</p>
          <JsonLd
            data={[
              faqPageLd(
                localisedUrl(brandOrigin(shop.brand), "/faq", shop.locale),
                entries.map((e) => ({ question: e.question, answer: e.answer })),
              ),
            ]}
          />
        </>
      )}
    </InfoPage>
  );
}
