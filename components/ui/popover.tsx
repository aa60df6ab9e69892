"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * A button that opens a panel; closes on Escape, outside click, or the panel's own close action.
 * Used by the header pickers so each one behaves the same for keyboard and touch users. On phones
 * the panel spans the nearest positioned box (the header bar, or its menu panel) instead of
 * hanging off the button, so it never runs past the screen's edge.
 */
export function Popover({
  label,
  trigger,
  children,
  align = "right",
  testId,
}: {
  label: string;
  trigger: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: "left" | "right";
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  return (
    <div ref={root} className="md:relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
        className="hdr-btn"
      >
        <span className="sr-only">{label} </span>
        {trigger}
      </button>
      {open ? (
        <div
          id={panelId}
          data-testid={testId ? `${testId}-panel` : undefined}
          role="dialog"
          aria-label={label}
          className={`absolute inset-x-2 top-full z-40 mt-1 rounded-brand border border-line bg-surface p-3 text-ink shadow-xl md:inset-x-auto md:w-72 ${align === "right" ? "md:right-0" : "md:left-0"}`}
        >
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
