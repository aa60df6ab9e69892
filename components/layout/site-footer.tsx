import { getTranslations } from "next-intl/server";
import type { Shop } from "@/lib/shop/params";
import { FooterView } from "./footer-view";

/** Spec §2 Home: footer type normal or map — brand contact, terms, card logos. */
export async function SiteFooter({ shop }: { shop: Shop }) {
  const t = await getTranslations("footer");
  const tc = await getTranslations("contact");
  const { brand, locale } = shop;
  const { lat, lng } = brand.office;
  const mapHref = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

  const office =
    brand.footer === "map" ? (
      <section data-testid="footer-map">
        <h2 className="mb-2 font-semibold">{t("office")}</h2>
        <a
          href={mapHref}
          rel="noopener"
          target="_blank"
          className="block overflow-hidden rounded-brand border border-white/20"
        >
          <svg
            viewBox="0 0 240 120"
            role="img"
            aria-label={brand.office.address[locale]}
            className="h-28 w-full"
          >
            <rect width="240" height="120" fill="currentColor" opacity="0.08" />
            <path
              d="M0 80 Q60 60 120 78 T240 70"
              stroke="currentColor"
              strokeOpacity="0.35"
              strokeWidth="6"
              fill="none"
            />
            <path
              d="M70 0 L90 120 M170 0 L150 120"
              stroke="currentColor"
              strokeOpacity="0.25"
              strokeWidth="4"
            />
            <path
              d="M120 30c-9 0-16 7-16 16 0 12 16 28 16 28s16-16 16-28c0-9-7-16-16-16Z"
              fill="var(--brand-accent)"
            />
            <circle cx="120" cy="46" r="5" fill="var(--brand-footer-bg)" />
          </svg>
        </a>
        <p className="mt-2 text-sm opacity-90">{brand.office.address[locale]}</p>
        <a
          href={mapHref}
          rel="noopener"
          target="_blank"
          className="text-sm underline underline-offset-2"
        >
          {t("openMap")}
        </a>
      </section>
    ) : null;

  return (
    <FooterView
      office={office}
      f={{
        type: brand.footer,
        about: t("about", { brand: brand.name }),
        tagline: brand.tagline[locale],
        contact: t("contact"),
        phoneLabel: tc("phone"),
        phone: brand.contact.phone,
        emailLabel: tc("email"),
        email: brand.contact.email,
        service: t("service"),
        payments: t("payments"),
        cards: brand.cardLogos,
        links: [
          ["/faq", t("faq")],
          ["/agreement", t("agreement")],
          ["/privacy", t("privacy")],
          [brand.terms.cookies, t("cookies")],
        ],
        rights: t("rights", { year: new Date().getFullYear(), brand: brand.name }),
      }}
    />
  );
}
