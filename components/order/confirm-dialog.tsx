"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onKeep: () => void;
  testId: string;
};

/**
 * A modal question with two answers (§4 "cancel (confirm or keep)", confirm receipt). The safe
 * answer (keep) has the focus and Escape or a tap outside chooses it; confirming cannot be pressed
 * twice while it runs.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  keepLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onKeep,
  testId,
}: Props) {
  const titleId = useId();
  const bodyId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    keepRef.current?.focus();
    return () => before?.focus?.();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !busy) onKeep();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [busy, onKeep]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center"
      onClick={() => {
        if (!busy) onKeep();
      }}
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        data-testid={testId}
        className="w-full max-w-md rounded-brand bg-surface p-5 shadow-xl"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 flex flex-col gap-2 text-sm text-muted">
            {children}
          </div>
        ) : null}
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className="min-h-11 rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast disabled:opacity-60"
            data-testid={`${testId}-confirm`}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
          <button
            ref={keepRef}
            type="button"
            onClick={onKeep}
            disabled={busy}
            className="min-h-11 rounded-brand px-4 py-2 text-sm font-medium ring-1 ring-line hover:bg-bg disabled:opacity-60"
            data-testid={`${testId}-keep`}
          >
            {keepLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
