"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { LinkItem } from "@/lib/commerce/platform/config.schema";
import { useConsentPending } from "../layout/cookie-notice";
import { SmartLink } from "../ui/smart-link";

const KEY = "tf_popup_seen";

/**
 * The popup banner, shown once per browser session (spec §2 Home), and only once the cookie
 * notice is answered: a phone's first screen shows one overlay at a time. Not in the page view
 * where the shopper just answered the notice either (it would open under their next tap and
 * swallow it) — on their next page. It counts as seen when it actually appears.
 */
export function PopupBanner({ item }: { item: LinkItem }) {
  const t = useTranslations("carousel");
  const consentPending = useConsentPending();
  const [open, setOpen] = useState(false);
  // the cookie notice was up in this page view: the shopper is busy with it, wait for the next page
  const noticeShownHere = useRef(false);
  useEffect(() => {
    if (consentPending) noticeShownHere.current = true;
    if (consentPending || noticeShownHere.current) return;
    try {
      if (sessionStorage.getItem(KEY)) return;
    } catch {
      return; // storage blocked: never nag
    }
    const timer = setTimeout(() => {
      try {
        sessionStorage.setItem(KEY, "1");
      } catch {
        return;
      }
      setOpen(true);
    }, 1200);
    return () => clearTimeout(timer);
  }, [consentPending]);
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={item.title}
      data-testid="popup-banner"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-6"
      onClick={() => setOpen(false)}
    >
      <div
        className="relative w-full max-w-xs overflow-hidden rounded-brand bg-surface shadow-xl"
        onClick={(e) => e.stopPropagation()}
      >
        <SmartLink item={item} className="block">
          <Image
            src={item.image}
            alt=""
            width={800}
            height={300}
            unoptimized
            className="h-auto w-full"
          />
          <p className="p-3 text-center font-semibold">{item.title}</p>
        </SmartLink>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label={t("close")}
          className="absolute right-2 top-2 h-8 w-8 rounded-full bg-black/50 text-white"
        >
          ×
        </button>
      </div>
    </div>
  );
}
