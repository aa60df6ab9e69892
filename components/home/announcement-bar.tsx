import { getTranslations } from "next-intl/server";
import type { Announcement } from "@/lib/commerce/platform/config.schema";

/** Spec §2: announcements (placement 1 on home, 2 on product pages), title and content. */
export async function AnnouncementBar({ items }: { items: Announcement[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations("announcement");
  return (
    <section
      aria-label={t("label")}
      data-testid="announcement"
      className="border-b border-line bg-accent/10"
    >
      {items.map((a) => (
        <details key={a.id} className="mx-auto max-w-6xl px-4 py-2 text-sm">
          <summary className="flex items-center gap-2">
            <span className="rounded-brand bg-accent px-1.5 py-0.5 text-xs font-semibold text-white">
              {t("label")}
            </span>
            <span className="truncate font-medium">{a.translation.title}</span>
          </summary>
          <p className="mt-1 whitespace-pre-line text-muted">{a.translation.meta.content}</p>
        </details>
      ))}
    </section>
  );
}
