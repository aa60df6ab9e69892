"use client";

import { useTranslations } from "next-intl";

/**
 * What the header search's popup shows while nothing is typed and no popular keywords are known,
 * and while its code (./search-popup.tsx) is still loading.
 */
export function SearchHint() {
  const ts = useTranslations("search");
  return <p className="text-muted">{ts("hint")}</p>;
}
