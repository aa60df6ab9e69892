import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getBrand, isBrandSlug, themeVariables } from "@/brands";
import { isLocale, LOCALES } from "@/lib/commerce/platform/locales";
import "../../globals.css";

/**
 * The root layout: only <html> and <body> (the brand's theme, the document language). The shop's
 * layout one level down ([currency]/layout.tsx) has the header, the footer and the `@usermenu`
 * slot. A root layout with a slot beside `children` makes Next render it a second time, around
 * the not-found page, into every response's RSC payload (its "unmatched parallel route" fallback);
 * with the slot one level down that second copy of the header, footer and messages is gone.
 */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ brand: string; locale: string }>;
}) {
  const { brand: slug, locale } = await params;
  if (!isBrandSlug(slug) || !isLocale(locale)) notFound();
  const brand = getBrand(slug);
  const htmlLang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? locale;
  return (
    <html
      lang={htmlLang}
      data-brand={brand.slug}
      style={themeVariables(brand) as React.CSSProperties}
    >
      <body className="flex min-h-screen flex-col bg-bg font-brand text-ink antialiased">
        {children}
      </body>
    </html>
  );
}
