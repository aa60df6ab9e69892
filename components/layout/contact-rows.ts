import type { Brand } from "@/brands";

export type ContactRow = { label: string; value: string; href?: string };

/** The brand's contact channels as label/value/link rows (the contact popup and the chat's hand-over). */
export function contactRows(
  contact: Brand["contact"],
  t: (key: "phone" | "email" | "wechat" | "whatsapp" | "line") => string,
): ContactRow[] {
  const rows: ContactRow[] = [
    { label: t("phone"), value: contact.phone, href: `tel:${contact.phone.replace(/\s+/g, "")}` },
    { label: t("email"), value: contact.email, href: `mailto:${contact.email}` },
  ];
  if (contact.wechat) rows.push({ label: t("wechat"), value: contact.wechat });
  if (contact.whatsapp)
    rows.push({
      label: t("whatsapp"),
      value: contact.whatsapp,
      href: `https://wa.me/${contact.whatsapp.replace(/\D/g, "")}`,
    });
  if (contact.line) rows.push({ label: t("line"), value: contact.line });
  return rows;
}
