"use client";

import { useTranslations } from "next-intl";
import { Popover } from "@/components/ui/popover";
import type { Brand } from "@/brands";
import { contactRows } from "./contact-rows";

export function ContactPopup({ contact }: { contact: Brand["contact"] }) {
  const t = useTranslations("contact");
  const rows = contactRows(contact, t);

  return (
    <Popover
      label={t("title")}
      testId="contact-button"
      trigger={
        <>
          <ChatIcon />
          <span className="md:hidden">{t("title")}</span>
        </>
      }
    >
      {() => (
        <div data-testid="contact-popup">
          <p className="mb-2 font-semibold">{t("title")}</p>
          <dl className="space-y-1 text-sm">
            {rows.map((r) => (
              <div key={r.label} className="flex justify-between gap-3">
                <dt className="text-muted">{r.label}</dt>
                <dd className="text-right">
                  {r.href ? (
                    <a className="text-primary underline-offset-2 hover:underline" href={r.href}>
                      {r.value}
                    </a>
                  ) : (
                    r.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-muted">{t("hours")}</p>
          <p className="text-xs text-muted">{t("reply")}</p>
        </div>
      )}
    </Popover>
  );
}

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </svg>
  );
}
