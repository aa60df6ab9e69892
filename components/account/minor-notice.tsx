"use client";

import { useTranslations } from "next-intl";
import { ageGroup, needsGuardian } from "@/lib/commerce/accounts/age";

/** §6 "minors need a guardian" (§9: under 18; under 13 also the children's privacy age), shown beside a birth date. */
export function MinorNotice({
  birthday,
  today,
  id,
}: {
  birthday: string;
  today: string;
  id?: string;
}) {
  const t = useTranslations("tourist");
  if (!needsGuardian(birthday, today)) return null;
  const group = ageGroup(birthday, today);
  return (
    <p
      id={id}
      role="note"
      className="mt-1 rounded-brand bg-accent/10 px-3 py-2 text-sm text-ink"
      data-testid="minor-notice"
      data-age-group={group}
    >
      {t(group === "child" ? "childNotice" : "minorNotice")}
    </p>
  );
}
