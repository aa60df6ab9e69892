import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

const LINKS = [
  { href: "/faq", key: "faqTitle" },
  { href: "/agreement", key: "agreementTitle" },
  { href: "/privacy", key: "privacyTitle" },
] as const;

/** The frame of the information pages: title, body, and links to the other two. */
export async function InfoPage({
  title,
  current,
  children,
  testId,
}: {
  title: string;
  current: string;
  children: ReactNode;
  testId: string;
}) {
  const t = await getTranslations("info");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-testid={testId}>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
      <nav aria-label={t("seeAlso")} className="mt-10 border-t border-line pt-4 text-sm">
        <span className="mr-3 text-muted">{t("seeAlso")}</span>
        {LINKS.filter((l) => l.href !== current).map((l) => (
          <a
            key={l.href}
            href={l.href}
            className="mr-4 text-primary underline-offset-2 hover:underline"
          >
            {t(l.key)}
          </a>
        ))}
      </nav>
    </div>
  );
}
