"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useErrorText } from "@/components/account/use-error-text";
import { goToSignIn } from "@/lib/client/api";
import { Codes } from "@/lib/commerce/contract/error-codes";

/**
 * The vouchers PDF. A plain link (it works without JavaScript); with JavaScript the file is
 * fetched first, so a failure shows as a message instead of a broken download.
 */
export function DownloadLink({
  sn,
  className,
  label,
}: {
  sn: string;
  className: string;
  label?: string;
}) {
  const t = useTranslations("orders");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const href = `/api/orders/${encodeURIComponent(sn)}/download`;

  async function download() {
    setBusy(true);
    try {
      const res = await fetch(href, { credentials: "same-origin", cache: "no-store" });
      const type = res.headers.get("content-type") ?? "";
      if (!res.ok || type.includes("json")) {
        const body = (await res.json().catch(() => null)) as {
          code?: number;
          errorKey?: string;
        } | null;
        if (body?.code === Codes.loginExpired) return goToSignIn();
        toast(`${t("downloadFailed")} ${errorText(body?.errorKey ?? "generic")}`, {
          testId: "toast",
        });
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = filename(res.headers.get("content-disposition")) ?? `${sn}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      toast(`${t("downloadFailed")} ${errorText("unavailable")}`, { testId: "toast" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      download
      onClick={(e) => {
        e.preventDefault();
        if (!busy) void download();
      }}
      aria-busy={busy || undefined}
      className={className}
      data-testid="order-action-download"
    >
      {busy ? t("downloading") : (label ?? t("action.download"))}
    </a>
  );
}

function filename(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}
