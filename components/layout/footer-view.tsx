"use client";

/** The footer's words and links, worked out on the server (./site-footer.tsx). */
export type FooterText = {
  type: "normal" | "map";
  about: string;
  tagline: string;
  contact: string;
  phoneLabel: string;
  phone: string;
  emailLabel: string;
  email: string;
  service: string;
  payments: string;
  cards: readonly string[];
  /** FAQ, agreement, privacy and cookies: [href, label] */
  links: [href: string, label: string][];
  /** footer type "map": the office's address and its map link */
  office: { title: string; address: string; mapHref: string; openMap: string } | null;
  rights: string;
};

/**
 * The footer's markup, a client component fed its words (issue 20): the footer is on every page,
 * and as a server component its whole element tree (~2.9 KB, classes and all) was in every page's
 * RSC payload beside its HTML; as props it is its text. It has no state: the HTML is the same.
 */
export function FooterView({ f }: { f: FooterText }) {
  return (
    <footer
      className="mt-12 bg-footer text-footer-ink"
      data-testid="site-footer"
      data-footer-type={f.type}
    >
      <div
        className={`mx-auto grid max-w-6xl gap-8 px-4 py-10 ${f.office ? "md:grid-cols-4" : "md:grid-cols-3"}`}
      >
        <section>
          <h2 className="mb-2 font-semibold">{f.about}</h2>
          <p className="text-sm opacity-80">{f.tagline}</p>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{f.contact}</h2>
          <ul className="space-y-1 text-sm opacity-90">
            <li>
              {f.phoneLabel}:{" "}
              <a
                href={`tel:${f.phone.replace(/\s+/g, "")}`}
                className="underline-offset-2 hover:underline"
              >
                {f.phone}
              </a>
            </li>
            <li>
              {f.emailLabel}:{" "}
              <a href={`mailto:${f.email}`} className="underline-offset-2 hover:underline">
                {f.email}
              </a>
            </li>
            <li className="opacity-80">{f.service}</li>
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{f.payments}</h2>
          <ul className="flex flex-wrap gap-2" aria-label={f.payments}>
            {f.cards.map((card) => (
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
            {f.links.map(([href, label]) => (
              <li key={href}>
                <a href={href} className="underline-offset-2 hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {f.office ? (
          <section data-testid="footer-map">
            <h2 className="mb-2 font-semibold">{f.office.title}</h2>
            <a
              href={f.office.mapHref}
              rel="noopener"
              target="_blank"
              className="block overflow-hidden rounded-brand border border-white/20"
            >
              <svg
                viewBox="0 0 240 120"
                role="img"
                aria-label={f.office.address}
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
            <p className="mt-2 text-sm opacity-90">{f.office.address}</p>
            <a
              href={f.office.mapHref}
              rel="noopener"
              target="_blank"
              className="text-sm underline underline-offset-2"
            >
              {f.office.openMap}
            </a>
          </section>
        ) : null}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs opacity-70">{f.rights}</p>
    </footer>
  );
}
