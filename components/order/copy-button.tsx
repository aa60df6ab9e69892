"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

/** Copies a value (order number, tracking number) and says so. */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const t = useTranslations("orders");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-11 items-center rounded-brand px-2 text-sm font-medium text-primary hover:underline"
      aria-label={`${t("copy")} ${text}`}
      data-testid={testId}
    >
      <span aria-live="polite">
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : t("copy")}
      </span>
    </button>
  );
}
