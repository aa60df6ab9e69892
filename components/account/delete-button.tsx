"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { useErrorText } from "./use-error-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

export type DeleteLabels = {
  delete: string;
  confirm: string;
  cancel: string;
  deleting: string;
  deleted: string;
};

/** Delete a saved record after an inline confirmation; the list is then re-rendered on the server. */
export function DeleteButton({
  url,
  labels,
  testId,
}: {
  url: string;
  labels: DeleteLabels;
  testId?: string;
}) {
  const router = useRouter();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function remove() {
    setBusy(true);
    const result = await apiCall(url, { method: "DELETE" });
    setBusy(false);
    if (result.ok || result.code === Codes.itemMissing) {
      setConfirming(false);
      toast(labels.deleted, { testId: "toast" });
      router.refresh();
      return;
    }
    if (result.code === Codes.loginExpired) return goToSignIn();
    toast(errorText(result.errorKey), { testId: "toast" });
  }

  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-brand px-3 py-1.5 text-sm text-muted ring-1 ring-line hover:text-ink"
        data-testid={testId}
      >
        {labels.delete}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={labels.confirm}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <span>{labels.confirm}</span>
      <button
        type="button"
        onClick={() => setConfirming(false)}
        disabled={busy}
        className="rounded-brand px-3 py-1.5 ring-1 ring-line hover:bg-bg"
      >
        {labels.cancel}
      </button>
      <button
        ref={confirmRef}
        type="button"
        onClick={() => void remove()}
        disabled={busy}
        aria-busy={busy}
        className="rounded-brand bg-primary px-3 py-1.5 font-medium text-primary-contrast disabled:opacity-60"
        data-testid={testId ? `${testId}-confirm` : undefined}
      >
        {busy ? labels.deleting : labels.delete}
      </button>
    </div>
  );
}
