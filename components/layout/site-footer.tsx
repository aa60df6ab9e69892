import { getTranslations } from "next-intl/server";
import type { Shop } from "@/lib/shop-params";

/** Spec §2 Home: footer type normal or map — brand contact, terms, card logos. */
export async function SiteFooter({ shop }: { shop: Shop }) {
  const t = await getTranslations("footer");
  const tc = await getTranslations("contact");
  const { brand, locale } = shop;
  const { lat, lng } = brand.office;
  const mapHref = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

  return (
    <footer
      className="mt-12 bg-footer text-footer-ink"
      data-testid="site-footer"
      data-footer-type={brand.footer}
    >
      <div
        className={`mx-auto grid max-w-6xl gap-8 px-4 py-10 ${brand.footer === "map" ? "md:grid-cols-4" : "md:grid-cols-3"}`}
      >
        <section>
          <h2 className="mb-2 font-semibold">{t("about", { brand: brand.name })}</h2>
          <p className="text-sm opacity-80">{brand.tagline[locale]}</p>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{t("contact")}</h2>
          <ul className="space-y-1 text-sm opacity-90">
            <li>
              {tc("phone")}:{" "}
              <a
                href={`tel:${brand.contact.phone.replace(/\s+/g, "")}`}
                className="underline-offset-2 hover:underline"
              >
                {brand.contact.phone}
              </a>
            </li>
            <li>
              {tc("email")}:{" "}
              <a
                href={`mailto:${brand.contact.email}`}
                className="underline-offset-2 hover:underline"
              >
                {brand.contact.email}
              </a>
            </li>
            <li className="opacity-80">{t("service")}</li>
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{t("payments")}</h2>
          <ul className="flex flex-wrap gap-2" aria-label={t("payments")}>
            {brand.cardLogos.map((card) => (
              <li key={card}>
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG badges */}
                <img
                  src={`/cards/${card}.svg`}
                  alt={card}
                  width={48}
                  height={30}
                  loading="lazy"
                  className="h-[30px] w-12"
                />
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {/* the platform's own texts (spec §3 protocol, privacy_policy), in the shop's language */}
            <li>
              <a href="/faq" className="underline-offset-2 hover:underline">
                {t("faq")}
              </a>
            </li>
            <li>
              <a href="/agreement" className="underline-offset-2 hover:underline">
                {t("agreement")}
              </a>
            </li>
            <li>
              <a href="/privacy" className="underline-offset-2 hover:underline">
                {t("privacy")}
              </a>
            </li>
            <li>
              <a href={brand.terms.cookies} className="underline-offset-2 hover:underline">
                {t("cookies")}
              </a>
            </li>
          </ul>
        </section>
        {brand.footer === "map" ? (
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
        ) : null}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs opacity-70">
        {t("rights", { year: new Date().getFullYear(), brand: brand.name })}
      </p>
    </footer>
  );
}
