"use client";

import { useTranslations } from "next-intl";

/**
 * What the header search's popup shows while nothing is typed and no popular keywords are known,
 * and while its code (./search-popup.tsx) is still loading.
 */
export function SearchHint({ id }: { id?: string }) {
  const ts = useTranslations("search");
  return (
    <div id={id} className="search-popup" data-testid="search-popup">
      <p className="text-muted">{ts("hint")}</p>
    </div>
  );
}
