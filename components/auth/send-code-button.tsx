"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { resendWaitSeconds } from "@/lib/commerce/accounts/auth-limits";
import type { CodeSendBody } from "@/lib/commerce/accounts/account-forms.schema";
import { apiCall } from "@/lib/client/api";
import { useErrorText } from "@/components/account/use-error-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

/**
 * "Send code", then a 60-second countdown during which it cannot be pressed (spec §5, §9: one code
 * per minute; AUTH_LIMITS.codeResendSeconds). `request` checks the phone fields and returns the body,
 * or null when they are not valid yet (their errors then show under the fields).
 */
export function SendCodeButton({ request }: { request: () => Promise<CodeSendBody | null> }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [pending, setPending] = useState(false);
  const left = sentAt === null ? 0 : resendWaitSeconds(new Date(sentAt), new Date(now));
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = () => {
    const at = Date.now();
    setSentAt(at);
    setNow(at);
  };

  const send = async () => {
    setPending(true);
    try {
      const body = await request();
      if (!body) return;
      const result = await apiCall("/api/auth/code", { method: "POST", body });
      if (result.ok) {
        start();
        toast.success(t("codeSent"));
        return;
      }
      // 30014: a code went out less than a minute ago; wait the minute out here as well
      if (result.code === Codes.oneCodePerMinute) start();
      toast.error(errorText(result.errorKey));
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={send}
      disabled={pending || left > 0}
      data-testid="send-code"
      className="shrink-0 whitespace-nowrap rounded-brand border border-primary px-3 py-2 text-sm font-medium text-primary hover:bg-primary hover:text-primary-contrast disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
    >
      {left > 0 ? t("resendIn", { seconds: left }) : t("sendCode")}
    </button>
  );
}
