"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * A button that opens a panel; closes on Escape, outside click, or the panel's own close action.
 * Used by the header pickers so each one behaves the same for keyboard and touch users.
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
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-9 items-center gap-1 rounded-brand px-2 text-sm hover:bg-black/10"
      >
        <span className="sr-only">{label} </span>
        {trigger}
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={label}
          className={`absolute top-full z-40 mt-1 w-72 max-w-[calc(100vw-1rem)] rounded-brand border border-line bg-surface p-3 text-ink shadow-xl ${align === "right" ? "right-0" : "left-0"}`}
        >
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
