"use client";

import { useId, useState, type ReactNode } from "react";

/**
 * Content that a phone shows behind a button (e.g. the list's date filter), while wider screens
 * always show it. Without JavaScript nothing is folded (the `js:` variant), so the form still works.
 */
export function PhoneFold({
  label,
  children,
  className = "",
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  /** classes of the folded content's box (e.g. its width when it opens on a phone) */
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
        className="hidden h-8 shrink-0 items-center gap-1 rounded-brand px-3 text-sm ring-1 ring-line hover:ring-primary aria-expanded:bg-primary/10 js:max-md:inline-flex"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div id={id} className={`${className} ${open ? "" : "js:max-md:hidden"}`}>
        {children}
      </div>
    </>
  );
}
