"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/lib/client/toast";
import { takeNotice } from "@/lib/client/notice";

/** Shows, once, the note a previous page left for this one (lib/client/notice). */
export function CarriedNotice() {
  const t = useTranslations("notice");
  useEffect(() => {
    const key = takeNotice(window.location.pathname);
    if (key) toast(t(key), { testId: "toast" });
  }, [t]);
  return null;
}
