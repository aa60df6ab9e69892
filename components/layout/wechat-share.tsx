"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isWechatBrowser } from "@/lib/commerce/accounts/wechat";

/**
 * Spec §1 the WeChat browser: share cards. Inside WeChat only, after each navigation, the page's
 * signature comes from /api/wechat/jsapi and the "send to chat" / "moments" cards get the page's
 * own title, description and image (its Open Graph tags). Anywhere else this renders and loads
 * nothing: the set-up (and zod, which it parses with) is a separate chunk (wechat-share-cards.ts).
 */
export function WechatShare() {
  const pathname = usePathname();
  useEffect(() => {
    if (!isWechatBrowser(navigator.userAgent)) return;
    let cancelled = false;
    void import("./wechat-share-cards").then(({ setUpShareCards }) =>
      setUpShareCards(() => cancelled),
    );
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return null;
}
