import { getTranslations } from "next-intl/server";
import type { Shop } from "@/lib/shop-params";
import { FooterView } from "./footer-view";

/** Spec §2 Home: footer type normal or map — brand contact, terms, card logos. */
export async function SiteFooter({ shop }: { shop: Shop }) {
  const t = await getTranslations("footer");
  const tc = await getTranslations("contact");
  const { brand, locale } = shop;
  const { lat, lng } = brand.office;
  const mapHref = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

  return (
    <FooterView
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
        office:
          brand.footer === "map"
            ? {
                title: t("office"),
                address: brand.office.address[locale],
                mapHref,
                openMap: t("openMap"),
              }
            : null,
        rights: t("rights", { year: new Date().getFullYear(), brand: brand.name }),
      }}
    />
  );
}
