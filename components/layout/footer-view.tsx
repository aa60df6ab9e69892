"use client";

import type { ReactNode } from "react";

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
  rights: string;
};

/**
 * The footer's markup, a client component fed its words (docs/decisions/product-page-weight.md):
 * the footer is on every page, and as a server component its whole element tree (~2.9 KB, classes
 * and all) was in every page's RSC payload beside its HTML; as props it is its text. It has no
 * state: the HTML is the same. `office`: footer type "map"'s office section, rendered on the server
 * (its map is kept out of every page's JavaScript).
 */
export function FooterView({ f, office }: { f: FooterText; office: ReactNode }) {
  return (
    <footer
      className="render-lazy mt-12 bg-footer text-footer-ink"
      data-testid="site-footer"
      data-footer-type={f.type}
    >
      <div
        className={`mx-auto grid max-w-6xl gap-8 px-4 py-10 ${f.type === "map" ? "md:grid-cols-4" : "md:grid-cols-3"}`}
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
        {office}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs opacity-70">{f.rights}</p>
    </footer>
  );
}
